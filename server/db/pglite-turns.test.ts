import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeTurns } from './pglite-turns';

/**
 * PGlite answers in this thread without yielding, so transactions queued together used to run
 * back to back before the event loop read another socket; taking turns, the loop runs between
 * them (docs/decisions/0142).
 */
describe('PGlite transactions taking turns with the event loop', () => {
  const client = new PGlite();
  takeTurns(client);
  beforeAll(() => client.waitReady);
  afterAll(() => client.close());

  it('runs what the loop took in between two queued transactions, each whole', async () => {
    const order: string[] = [];
    const change = (name: string) =>
      client.transaction(async (tx) => {
        order.push(`${name} begins`);
        await tx.query('select 1');
        order.push(`${name} ends`);
      });
    const both = Promise.all([change('first'), change('second')]);
    // What the loop takes in meanwhile (an arriving request) is a callback in a later turn.
    setImmediate(() => order.push('a request answered'));
    await both;
    expect(order).toEqual([
      'first begins',
      'first ends',
      'a request answered',
      'second begins',
      'second ends',
    ]);
  });

  it('passes the turn on when a transaction fails', async () => {
    const failing = client.transaction(async (tx) => {
      await tx.query('select 1/0');
    });
    const next = client.transaction(
      async (tx) => (await tx.query<{ n: number }>('select 2 as n')).rows[0],
    );
    await expect(failing).rejects.toThrow(/division by zero/);
    await expect(next).resolves.toEqual({ n: 2 });
  });
});
