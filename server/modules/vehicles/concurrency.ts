import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaleVehicleBody } from '@domain/api/vehicle-endpoints';
import { duplicateStockNumber } from './create-vehicle';
import { StaleVehicleError } from './update-vehicle';
import { uniqueViolationConstraint } from '../../db/errors';
import { badRequest } from '../../lib/http-error';

/**
 * The version an If-Match header names: `3`, `"3"` or `W/"3"` (an ETag-style value), or
 * undefined without the header. Anything else is a 400 naming If-Match.
 */
export function ifMatchVersion(request: FastifyRequest): number | undefined {
  const header = request.headers['if-match'];
  if (header === undefined) return undefined;
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(String(header).trim());
  if (!match?.[1]) throw badRequest('If-Match must be the vehicle version, e.g. "3"', 'If-Match');
  return Number(match[1]);
}

/** Answers a StaleVehicleError as 409 `{ error, message, current }`; rethrows anything else. */
export function answerStale(reply: FastifyReply, error: unknown) {
  if (!(error instanceof StaleVehicleError)) throw error;
  const body: StaleVehicleBody = {
    error: 'Conflict',
    message: error.message,
    field: 'version',
    current: error.current,
  };
  return reply.code(409).send(body);
}

/** A duplicate stock number that slipped past the check (a parallel write) becomes its 409. */
export function duplicateStockFromUniqueViolation(
  error: unknown,
  stockNumber: string | undefined,
): never {
  if (
    uniqueViolationConstraint(error) === 'vehicles_stock_number_key' &&
    stockNumber !== undefined
  ) {
    throw duplicateStockNumber(stockNumber);
  }
  throw error;
}
