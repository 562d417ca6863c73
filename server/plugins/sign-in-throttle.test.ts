import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/harness';
import { beginSignInAttempt, SIGN_IN_FAILURE_RULES } from './sign-in-throttle';

describeEachDatabase('beginSignInAttempt', (t) => {
  const keys = (name: string) => [
    { rule: SIGN_IN_FAILURE_RULES.accountAddress, key: `${name}:10.0.0.1` },
    { rule: SIGN_IN_FAILURE_RULES.address, key: `${name}-10.0.0.1` },
  ];

  it('lets parallel attempts under the free count through, whatever their timestamps', async () => {
    const name = `race-${t.kind}`;
    // Another request's pending attempt, stamped a few ms after this one's clock reading (two
    // requests in flight on PostgreSQL): it counts, but under the free count nothing waits.
    const later = () => t.clock() + 5;
    const first = await beginSignInAttempt(t.db, later, keys(name));
    await expect(beginSignInAttempt(t.db, t.clock, keys(name))).resolves.toBeDefined();
    await first.succeeded();
  });

  it('makes the attempt after the free failures wait, from the latest failure', async () => {
    const name = `slow-${t.kind}`;
    for (let n = 0; n < SIGN_IN_FAILURE_RULES.accountAddress.free; n += 1)
      await beginSignInAttempt(t.db, t.clock, keys(name));
    await expect(beginSignInAttempt(t.db, t.clock, keys(name))).rejects.toMatchObject({
      statusCode: 429,
    });
  });
});
