import { z } from 'zod';
import { normalizeVin, vinShapeErrors } from '../vin';
import { defineEndpoint, errorResponses } from './endpoint';

/** A VIN in the path, normalised (upper case, no spaces or hyphens), its shape checked. */
export const vinParamsSchema = z.object({
  vin: z
    .string()
    .transform(normalizeVin)
    .superRefine((vin, ctx) => {
      for (const message of vinShapeErrors(vin)) ctx.addIssue({ code: 'custom', message });
    }),
});

/** What the VIN says about its vehicle (NHTSA vPIC, decoded on the server, issue #27). */
export const vinDecodeSchema = z
  .object({
    /** The VIN as decoded: normalised. */
    vin: z.string(),
    year: z.number().int().nullable(),
    make: z.string().nullable(),
    model: z.string().nullable(),
    trim: z.string().nullable(),
    /** vPIC's body class in a short form: Sedan, Coupe, SUV, Pickup, Van… */
    body: z.string().nullable(),
    /** Position 9 is the check digit computed from the others (49 CFR 565). */
    checkDigitValid: z.boolean(),
    /** A wrong check digit, said as the vehicle writes say it: never silent. */
    warnings: z.array(z.string()),
  })
  .meta({ id: 'VinDecode' });
export type VinDecode = z.infer<typeof vinDecodeSchema>;

export const vinApi = {
  decode: defineEndpoint({
    method: 'GET',
    path: '/api/vins/:vin',
    operationId: 'decodeVin',
    summary: "A VIN's year, make, model, trim and body, decoded offline from NHTSA's vPIC data",
    tag: 'vins',
    access: { kind: 'staff', right: 'vehicles.view' },
    params: vinParamsSchema,
    responses: { 200: vinDecodeSchema, ...errorResponses(400, 401, 403, 404) },
  }),
} as const;
