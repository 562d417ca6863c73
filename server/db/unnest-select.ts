import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Generated } from './json-recordset';

type Columns<T extends PgTable> = ReturnType<typeof getTableColumns<T>>;

/** One element of a PostgreSQL array literal: NULL, or the text quoted with " and \ escaped. */
function arrayElement(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  const text =
    typeof value === 'object'
      ? JSON.stringify(value)
      : typeof value === 'boolean'
        ? value
          ? 't'
          : 'f'
        : String(value);
  return `"${text.replace(/[\\"]/g, (character) => `\\${character}`)}"`;
}

/**
 * `SELECT <every column of the table, in table order> FROM unnest($1::type[], $2::type[], …)`:
 * the rows travel as one array literal per column, for `db.insert(table).select(...)` of a
 * whole import in one statement (issue #15 item 3). PostgreSQL reads a typed array in one pass
 * with no per-row key lookups, about twice as fast as the same rows as JSON objects
 * (json-recordset.ts), and a column's values cost one bind on PGlite as on PostgreSQL.
 * Keys of `rows` are the schema's camelCase keys; a missing value is NULL.
 */
export function unnestSelect<T extends PgTable>(
  table: T,
  rows: readonly Partial<Record<keyof Columns<T>, unknown>>[],
  generated: Generated<T> = {},
): SQL {
  const columns = Object.entries(getTableColumns(table)) as [
    keyof Columns<T> & string,
    Columns<T>[keyof Columns<T>],
  ][];
  const supplied = columns.filter(([key]) => generated[key] === undefined);
  const arrays = supplied.map(
    ([key, column]) =>
      sql`${`{${rows.map((row) => arrayElement(row[key])).join(',')}}`}::${sql.raw(column.getSQLType())}[]`,
  );
  const names = supplied.map(([, column]) => `"${column.name}"`).join(', ');
  const selected = sql.join(
    columns.map(([key, column]) => generated[key] ?? sql.raw(`r."${column.name}"`)),
    sql`, `,
  );
  return sql`select ${selected} from unnest(${sql.join(arrays, sql`, `)}) as r(${sql.raw(names)})`;
}
