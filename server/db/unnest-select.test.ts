import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  integer,
  jsonb,
  PgDialect,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/harness';
import { selectRows } from './client';
import { unnestSelect } from './unnest-select';

// Only its columns are read: the SELECT runs on the arrays, no such table exists.
const sample = pgTable('sample', {
  id: uuid('id').notNull(),
  label: text('label'),
  count: integer('count'),
  at: bigint('at', { mode: 'number' }),
  flag: boolean('flag'),
  details: jsonb('details'),
});

/** The import's rows travel as one array literal per column: every value must come back as sent. */
describeEachDatabase('unnestSelect', (t) => {
  it('returns every row as sent: quotes, backslashes, braces, commas, NULL, "NULL", JSON', async () => {
    const rows = [
      {
        id: '0190a000-0000-7000-8000-000000000001',
        label: 'a "quoted", {braced} \\ back\\slash',
        count: -3,
        at: 1_795_000_000_123,
        flag: true,
        details: { detailedAction: 'Imported "from" CSV', list: [1, 'x'] },
      },
      { id: '0190a000-0000-7000-8000-000000000002', label: 'NULL', count: 0, flag: false },
      { id: '0190a000-0000-7000-8000-000000000003', label: '', details: null },
      { id: '0190a000-0000-7000-8000-000000000004', label: 'Citroën 🚗 \n tab\t' },
    ];
    const read = await selectRows<Record<string, unknown>>(t.db, unnestSelect(sample, rows));
    // bigint comes back as a number from PGlite and as text from node-postgres.
    const normalized = read.map((row) => ({ ...row, at: row.at === null ? null : Number(row.at) }));
    expect(normalized).toEqual(
      rows.map((row) => ({
        id: row.id,
        label: row.label,
        count: row.count ?? null,
        at: row.at ?? null,
        flag: row.flag ?? null,
        details: row.details ?? null,
      })),
    );
  });

  it('takes generated columns from SQL instead of the rows', async () => {
    const read = await selectRows<Record<string, unknown>>(
      t.db,
      unnestSelect(sample, [{ id: '0190a000-0000-7000-8000-000000000001' }], {
        label: sql`'made'`,
      }),
    );
    // Columns come in table order; a generated one is unnamed (INSERT … SELECT goes by position).
    expect(read.map((row) => Object.values(row)[1])).toEqual(['made']);
  });

  it('sends a column the same in every row once, and still returns every row', async () => {
    const read = async (rows: Record<string, unknown>[]) =>
      (await selectRows<Record<string, unknown>>(t.db, unnestSelect(sample, rows))).map((row) => ({
        ...row,
        at: row.at === null ? null : Number(row.at),
      }));
    const shared = { label: 'same "one"', count: 7, at: 1_795_000_000_123, flag: false };
    const rows = ['1', '2', '3'].map((n) => ({
      id: `0190a000-0000-7000-8000-00000000000${n}`,
      ...shared,
      details: { n },
    }));
    const query = new PgDialect().sqlToQuery(unnestSelect(sample, rows));
    // id and details vary (arrays); label, count, at, flag are one value each; details objects
    // never count as the same.
    expect(query.params.filter((param) => String(param).startsWith('{'))).toHaveLength(2);
    expect(await read(rows)).toEqual(rows.map((row) => ({ ...row })));
    // Identical rows (every column the same) are all returned, as is a single row and none.
    const twins = [
      { id: rows[0]!.id, ...shared },
      { id: rows[0]!.id, ...shared },
    ];
    expect(await read(twins)).toEqual(twins.map((row) => ({ ...row, details: null })));
    expect(await read([twins[0]!])).toEqual([{ ...twins[0], details: null }]);
    expect(await read([])).toEqual([]);
  });
});
