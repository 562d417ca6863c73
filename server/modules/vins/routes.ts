import type { FastifyInstance } from 'fastify';
import { vinApi } from '@domain/api/vin-endpoints';
import {
  PRE_1981_VIN_DECODE_MESSAGE,
  VIN_LENGTH,
  VIN_NOT_DECODED_MESSAGE,
  validateVin,
  vinWarnings,
} from '@domain/vin';
import { notFound } from '../../lib/http-error';
import { registerEndpoint } from '../../plugins/endpoints';

/**
 * GET /api/vins/{vin}: the vehicle a VIN describes, for a form to fill in (issue #27). The
 * contract refuses a malformed VIN (400 naming `vin`); a pre-1981 serial or a VIN vPIC knows
 * nothing of is a 404 that says so. The decoder is loaded by the first request, not at start.
 */
export async function vinRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, vinApi.decode, async (request) => {
    const { vin } = request.params;
    if (vin.length !== VIN_LENGTH) throw notFound(PRE_1981_VIN_DECODE_MESSAGE);
    const decoded = await app.vinDecoder.decode(vin);
    if (!decoded) throw notFound(VIN_NOT_DECODED_MESSAGE);
    return {
      vin,
      ...decoded,
      checkDigitValid: validateVin(vin).checkDigit?.matches ?? false,
      warnings: vinWarnings(vin),
    };
  });
}
