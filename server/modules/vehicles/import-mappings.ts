import { and, desc, eq, sql } from 'drizzle-orm';
import type { ImportMapping, RememberedImportMapping } from '@domain/api/vehicle-import';
import { headersKey } from '@domain/csv-import';
import type { StockNumberFromVin } from '@domain/vehicle/stock-from-vin';
import type { Executor, Tx } from '../../db/client';
import { importMappings } from '../../db/schema';

/** The most mappings a dealership keeps: the oldest beyond it are forgotten. */
const REMEMBERED_MAPPINGS = 50;

/**
 * Remembers a file's mapping for the dealership (issue #27 item 1): the next file with the same
 * headers starts from it. One per header line; a later import replaces it.
 */
export async function rememberImportMapping(
  tx: Tx,
  props: {
    dealershipId: string;
    mapping: ImportMapping;
    stockNumberFromVin: StockNumberFromVin | null;
    now: number;
  },
): Promise<void> {
  const { dealershipId, mapping, now } = props;
  const stored = {
    headers: mapping.headers,
    fields: mapping.fields,
    stockNumberFromVin: props.stockNumberFromVin,
  };
  await tx
    .insert(importMappings)
    .values({
      dealershipId,
      headersKey: headersKey(mapping.headers),
      mapping: stored,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [importMappings.dealershipId, importMappings.headersKey],
      set: { mapping: stored, updatedAt: now },
    });
  await tx.execute(sql`
    delete from ${importMappings}
    where ${importMappings.dealershipId} = ${dealershipId}
      and ${importMappings.headersKey} not in (
        select ${importMappings.headersKey} from ${importMappings}
        where ${importMappings.dealershipId} = ${dealershipId}
        order by ${importMappings.updatedAt} desc limit ${REMEMBERED_MAPPINGS}
      )`);
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** The dealership's remembered mappings, newest first. */
export async function listImportMappings(
  tx: Executor,
  dealershipId: string,
): Promise<RememberedImportMapping[]> {
  const rows = await tx
    .select()
    .from(importMappings)
    .where(and(eq(importMappings.dealershipId, dealershipId)))
    .orderBy(desc(importMappings.updatedAt));
  return rows.flatMap((row) => {
    const { headers, fields, stockNumberFromVin } = row.mapping;
    if (!isStringList(headers) || !isStringList(fields)) return [];
    const choice =
      stockNumberFromVin === 'last8' ||
      stockNumberFromVin === 'last6' ||
      stockNumberFromVin === 'vin'
        ? stockNumberFromVin
        : null;
    return [{ headers, fields, stockNumberFromVin: choice, updatedAt: row.updatedAt }];
  });
}
