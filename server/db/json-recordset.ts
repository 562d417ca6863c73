import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

type Columns<T extends PgTable> = ReturnType<typeof getTableColumns<T>>;
/** Column expressions the database computes instead of the rows' values (ids, defaults). */
export type Generated<T extends PgTable> = Partial<Record<keyof Columns<T>, SQL>>;

/**
 * `SELECT <every column of the table, in table order> FROM jsonb_to_recordset($1)`: the rows
 * travel as ONE JSON parameter, for `db.insert(table).select(...)`. Building a VALUES list of
 * thousands of rows costs Drizzle seconds and PGlite one bind per value; a single JSON text
 * is parsed once by the database (an import of 5,000 vehicles stays within its budget).
 * Keys of `rows` are the schema's camelCase keys; a missing value is NULL.
 */
export function jsonRecordsetSelect<T extends PgTable>(
  table: T,
  rows: readonly Partial<Record<keyof Columns<T>, unknown>>[],
  generated: Generated<T> = {},
): SQL {
  const columns = Object.entries(getTableColumns(table)) as [
    keyof Columns<T> & string,
    Columns<T>[keyof Columns<T>],
  ][];
  const supplied = columns.filter(([key]) => generated[key] === undefined);
  const payload = rows.map((row) =>
    Object.fromEntries(supplied.map(([key, column]) => [column.name, row[key] ?? null])),
  );
  const definition = supplied
    .map(([, column]) => `"${column.name}" ${column.getSQLType()}`)
    .join(', ');
  const selected = sql.join(
    columns.map(([key, column]) => generated[key] ?? sql.raw(`r."${column.name}"`)),
    sql`, `,
  );
  return sql`select ${selected} from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb) as r(${sql.raw(definition)})`;
}
