import { z } from 'zod';
import { IMPORT_FIELD_KEYS, type ImportFieldKey } from '../vehicle/fields';
import { STOCK_NUMBER_FROM_VIN } from '../vehicle/stock-from-vin';

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

/** The most columns an import file may have (a dealer's export has about 50). */
const IMPORT_COLUMNS_MAX = 500;

/**
 * A file's columns and the field each goes to, or 'ignore' (issue #27 item 1). Two columns on
 * one field are refused, naming the second column.
 */
export const importMappingSchema = z
  .strictObject({
    headers: z
      .array(
        z
          .string({ error: 'Each header must be text' })
          .max(200, 'A header must be at most 200 characters'),
        {
          error: 'mapping.headers must be a list',
        },
      )
      .max(IMPORT_COLUMNS_MAX, `At most ${IMPORT_COLUMNS_MAX} columns`),
    fields: z.array(
      z.enum([...IMPORT_FIELD_KEYS, 'ignore'], {
        error: `Each column's field must be one of ${IMPORT_FIELD_KEYS.join(', ')} or ignore`,
      }),
      { error: 'mapping.fields must be a list' },
    ),
  })
  .superRefine((mapping, ctx) => {
    if (mapping.fields.length !== mapping.headers.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['fields'],
        message: `mapping.fields must have one entry per header (${mapping.headers.length})`,
      });
      return;
    }
    const firstColumn = new Map<string, number>();
    mapping.fields.forEach((field, index) => {
      if (field === 'ignore') return;
      const first = firstColumn.get(field);
      if (first === undefined) return void firstColumn.set(field, index);
      const name = (i: number) => mapping.headers[i]?.trim() || `Column ${i + 1}`;
      ctx.addIssue({
        code: 'custom',
        path: ['fields', index],
        message: `Columns "${name(first)}" and "${name(index)}" are both mapped to ${field}: map one of them to ignore`,
      });
    });
  })
  .meta({ id: 'ImportMapping' });
export type ImportMapping = z.infer<typeof importMappingSchema>;

/** A remembered mapping and when it was last used. */
export const importMappingListSchema = z.array(
  z
    .object({
      headers: z.array(z.string()),
      fields: z.array(z.string()),
      stockNumberFromVin: z.enum(STOCK_NUMBER_FROM_VIN).nullable(),
      updatedAt: z.number(),
    })
    .meta({ id: 'RememberedImportMapping' }),
);
export type RememberedImportMapping = z.infer<typeof importMappingListSchema>[number];
