import type { SQL } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { Pool, QueryResult } from 'pg';
import type { Db, Tx } from './types';
import {
  APP_ROLE,
  type Committed,
  type Ending,
  type TenantTransactionRunner,
} from './transactions';

/** What Drizzle keeps of a database that a transaction of our own needs (marked internal there). */
interface DrizzleInternals {
  dialect: PgDialect;
  session: {
    schema: ConstructorParameters<typeof NodePgSession>[2];
    options: ConstructorParameters<typeof NodePgSession>[3];
  };
}

/**
 * PostgreSQL's tenant transactions in fewer round trips than Drizzle's (issue #28 item 5,
 * docs/decisions/0145): BEGIN and the tenant settings go in one message, sent without waiting,
 * and the work's tail (its writes at commit, then its last statement) goes with COMMIT in one.
 * So the dealership's change-log counter row, which orders its writers' commits, is held only
 * while the server commits, not across round trips of a process whose thread also serves the
 * boards. Both are simple-protocol messages, so their values are written into the text as
 * literals: the dealership id by pg's escapeLiteral, the tail's parameters (strings, numbers,
 * booleans, null) by Drizzle's inlining, which doubles quotes and is exact only under
 * standard_conforming_strings, set on here for the transaction.
 */
export function postgresTenantTransactions(db: Db, pool: Pool): TenantTransactionRunner {
  const { dialect, session: base } = db as unknown as DrizzleInternals;
  const inline = (statement: SQL) => dialect.sqlToQuery(statement.inlineParams()).sql;
  return async <T>(
    dealershipId: string,
    work: (tx: Tx) => Promise<Ending<T>>,
  ): Promise<Committed<T>> => {
    const client = await pool.connect();
    let broken = false;
    try {
      // Not waited for: pg sends the work's first statement behind it from the callback that
      // reads its answer, so the opening costs no turn of this process's event loop.
      const opened = client.query(
        `begin; set local standard_conforming_strings = on; select set_config('role', '${APP_ROLE}', true), set_config('app.dealership_id', ${client.escapeLiteral(dealershipId)}, true)`,
      );
      opened.catch(() => undefined); // its error is thrown below, as the cause of the work's
      const session = new NodePgSession(client, dialect, base.schema, base.options);
      const tx = new NodePgTransaction(dialect, session, base.schema) as unknown as Tx;
      let ending: Ending<T>;
      try {
        ending = await work(tx);
      } finally {
        await opened;
      }
      const { value, tail } = ending;
      if (tail.length === 0) {
        await client.query('commit');
        return { value, lastRows: [] };
      }
      // Several statements answer with one result each; the tail's final one is the answer.
      const results = (await client.query(
        `${tail.map(inline).join(';\n')};\ncommit`,
      )) as unknown as QueryResult<Record<string, unknown>>[];
      return { value, lastRows: results[tail.length - 1]!.rows };
    } catch (error) {
      // A failed COMMIT has ended the transaction already (then this only warns); a rollback
      // that fails leaves the connection in doubt, and it is not handed out again.
      await client.query('rollback').catch(() => (broken = true));
      throw error;
    } finally {
      client.release(broken);
    }
  };
}
