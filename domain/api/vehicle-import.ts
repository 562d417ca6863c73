import { z } from 'zod';
import { IMPORT_FIELD_KEYS, type ImportFieldKey } from '../vehicle/fields';

/*
 * An import's rows and columns, by the field registry's import fields. Apart from the vehicle
 * contract (./vehicles.ts), which the registry's own types read: one file holding both would
 * import the registry that imports it.
 */

/** A file cell as sent: text (numbers and booleans from API callers are read as text). */
const importCell = z
  .union([z.string(), z.number(), z.boolean()], { error: 'Each cell must be text' })
  .transform(String);

/**
 * One import row: the file's cells by field (domain/vehicle/fields), read on the server by the
 * field registry (domain/vehicle/import-rows), plus the spreadsheet row it came from, for
 * 'Row {n}: …'.
 */
export const vehicleImportRowSchema = z
  .strictObject({
    rowNumber: z.number().int().positive().optional(),
    ...(Object.fromEntries(IMPORT_FIELD_KEYS.map((key) => [key, importCell.optional()])) as {
      [K in ImportFieldKey]: z.ZodOptional<typeof importCell>;
    }),
  })
  .meta({ id: 'VehicleImportRow' });
export type VehicleImportRow = z.infer<typeof vehicleImportRowSchema>;
export type VehicleImportRowInput = z.input<typeof vehicleImportRowSchema>;

/**
 * The file's recognised columns. A vehicle that already exists changes only in these: a
 * column the file does not have keeps the stored value instead of taking the spec 5 default,
 * so re-importing a short list never resets workflows, stars, sold flags, salespeople or
 * notes (decision 0019). Without `columns`, every field of the row is written.
 */
export const importColumnsSchema = z.array(
  z.enum(IMPORT_FIELD_KEYS, {
    error: `Each column must be one of ${IMPORT_FIELD_KEYS.join(', ')}`,
  }),
  { error: 'columns must be a list' },
);
