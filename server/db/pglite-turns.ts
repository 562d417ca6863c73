import type { PGlite } from '@electric-sql/pglite';

/**
 * Lets PGlite's transactions take turns with the rest of the event loop, one a turn (issue #28
 * item 5, docs/decisions/0142). PGlite runs each statement synchronously in this thread and
 * resolves it as a microtask, so a transaction started while the loop reads its sockets ran to
 * its end before the next socket was read: 20 editors' PATCHes arriving together ran back to
 * back, and a board's page cut from memory (decision 0134) waited for all of them. Here each
 * transaction starts in a turn of its own (setImmediate), so between two of them the loop
 * takes in and answers whatever arrived meanwhile.
 */
export function takeTurns(client: PGlite): void {
  const transaction = client.transaction.bind(client);
  const waiting: (() => void)[] = [];
  let running = false;
  let scheduled = false;
  const startNext = () => {
    scheduled = false;
    const next = waiting.shift();
    if (!next) return;
    running = true;
    next();
  };
  const schedule = () => {
    if (running || scheduled || waiting.length === 0) return;
    scheduled = true;
    setImmediate(startNext);
  };
  client.transaction = async (work) => {
    await new Promise<void>((resolve) => {
      waiting.push(resolve);
      schedule();
    });
    try {
      return await transaction(work);
    } finally {
      running = false;
      schedule();
    }
  };
}
