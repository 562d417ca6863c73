import { z } from 'zod';
import { AMOUNT_PROBLEM_TEXT, MAX_AMOUNT_CENTS } from './money';

/**
 * An amount in cents on the wire: a whole, non-negative number up to $1,000,000. The server's
 * 400 prefixes the field ("partsCents: cannot be negative"), so the messages name no field.
 */
export const amountCentsSchema = z
  .number({ error: AMOUNT_PROBLEM_TEXT['not-a-number'] })
  .int(AMOUNT_PROBLEM_TEXT['not-a-number'])
  .min(0, AMOUNT_PROBLEM_TEXT.negative)
  .max(MAX_AMOUNT_CENTS, AMOUNT_PROBLEM_TEXT['too-large']);
