import { z } from 'zod';
import { WORK_CATEGORIES, type WorkCategory } from './work-items';
import { E164_EXAMPLE, E164_PHONE } from '../phone';
import { MAX_AMOUNT_CENTS } from './money';

/**
 * The dealership's work settings (issue #33, `work` in the configuration): its currency and
 * locale, its labour rate, and the approval rules. Every message names its field path.
 */
export interface WorkSettings {
  /** ISO 4217 code; amounts are hundredths of its unit. */
  currency: string;
  /** BCP 47 locale money is written in ("en-US", "de-DE"). */
  locale: string;
  /** The default labour rate per hour, in cents. */
  labourRateCents: number;
  /** A car's approved plus requested total up to this is approved by the rule (NCM's advice). */
  autoApproveLimitCents: number;
  /** Categories that always go to the approver, whatever the amount. */
  alwaysNeedApproval: WorkCategory[];
  /** Who gets the request; null: every active manager and admin. */
  approverId: string | null;
  /** The approver's mobile (E.164) for the text message, when an SMS provider is configured. */
  approverPhone: string | null;
  /** Who gets it when nobody answered in time; null: no escalation. */
  fallbackApproverId: string | null;
  /** Business minutes (the dealership's business hours) before the fallback is asked. */
  escalateAfterMinutes: number;
}

export const DEFAULT_WORK_SETTINGS: Readonly<WorkSettings> = Object.freeze<WorkSettings>({
  currency: 'USD',
  locale: 'en-US',
  labourRateCents: 12_000,
  autoApproveLimitCents: 50_000,
  alwaysNeedApproval: ['body', 'sublet'],
  approverId: null,
  approverPhone: null,
  fallbackApproverId: null,
  escalateAfterMinutes: 60,
});

/** A fresh, mutable copy (the frozen default's array must not be shared). */
export function defaultWorkSettings(): WorkSettings {
  return {
    ...DEFAULT_WORK_SETTINGS,
    alwaysNeedApproval: [...DEFAULT_WORK_SETTINGS.alwaysNeedApproval],
  };
}

function isCurrency(code: string): boolean {
  try {
    new Intl.NumberFormat('en-US', { style: 'currency', currency: code });
    return true;
  } catch {
    return false;
  }
}

function isLocale(tag: string): boolean {
  try {
    return Intl.NumberFormat.supportedLocalesOf([tag]).length === 1;
  } catch {
    return false;
  }
}

const cents = (path: string, max: number) => {
  const message = `${path} must be a whole number of cents between 0 and ${max}`;
  return z
    .number({ error: `${path} must be a number` })
    .int(message)
    .min(0, message)
    .max(max, message);
};
const userId = (path: string) =>
  z.uuid({ error: `${path} must be a user's id or null` }).nullable();

export const workSettingsSchema = z
  .strictObject({
    currency: z
      .string({ error: 'work.currency must be text' })
      .regex(/^[A-Z]{3}$/, 'work.currency must be a currency code such as USD')
      .refine(isCurrency, 'work.currency must be a currency code such as USD'),
    locale: z
      .string({ error: 'work.locale must be text' })
      .min(2, 'work.locale must be a locale such as en-US')
      .max(35, 'work.locale must be a locale such as en-US')
      .refine(isLocale, 'work.locale must be a locale such as en-US'),
    labourRateCents: cents('work.labourRateCents', 100_000),
    autoApproveLimitCents: cents('work.autoApproveLimitCents', MAX_AMOUNT_CENTS),
    alwaysNeedApproval: z.array(
      z.enum(WORK_CATEGORIES, {
        error: `work.alwaysNeedApproval must list categories of ${WORK_CATEGORIES.join(', ')}`,
      }),
    ),
    approverId: userId('work.approverId'),
    approverPhone: z
      .string({ error: 'work.approverPhone must be text' })
      .regex(E164_PHONE, `work.approverPhone must be a phone number such as ${E164_EXAMPLE}`)
      .nullable(),
    fallbackApproverId: userId('work.fallbackApproverId'),
    escalateAfterMinutes: z
      .number({ error: 'work.escalateAfterMinutes must be a number' })
      .int('work.escalateAfterMinutes must be a whole number of minutes')
      .min(5, 'work.escalateAfterMinutes must be between 5 and 2400 minutes')
      .max(2400, 'work.escalateAfterMinutes must be between 5 and 2400 minutes'),
  })
  .meta({ id: 'WorkSettings' });
