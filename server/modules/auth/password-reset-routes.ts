import type { FastifyInstance } from 'fastify';
import { authApi } from '@domain/api/auth-endpoints';
import type { DealershipRecord, UserRecord } from '../../db/records';
import { withSystemTransaction } from '../../db/transactions';
import { MINUTE_MS } from '../../lib/clock';
import { badRequest } from '../../lib/http-error';
import { assertStrongPassword } from '../../lib/new-password';
import { hashPassword } from '../../lib/passwords';
import { resetPasswordUrl } from '../../lib/public-urls';
import { hashToken, newSecretToken } from '../../lib/tokens';
import { registerEndpoint } from '../../plugins/endpoints';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { changeScopes } from '../../plugins/read-caches';
import { deleteUserSessions } from '../../plugins/session-store';
import {
  consumePasswordReset,
  findUsersByEmail,
  insertPasswordReset,
  findPasswordResetAccount,
  setPassword,
} from './password-reset-repository';
import {
  RESET_DONE_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
  RESET_REQUESTED_MESSAGE,
} from './responses';

/** A reset link works for 30 minutes (design.md, Sessions and sign-in). */
export const RESET_TOKEN_TTL_MS = 30 * MINUTE_MS;

function resetMail(user: UserRecord, dealership: DealershipRecord, link: string) {
  return {
    subject: 'Reset your LotReady password',
    text: [
      `Hello ${user.fullName},`,
      '',
      `Someone asked to reset the password of the LotReady account "${user.username}" at ${dealership.name}.`,
      'To choose a new password, open this link within 30 minutes:',
      '',
      link,
      '',
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ].join('\n'),
  };
}

/** POST /api/auth/request-password-reset and POST /api/auth/reset-password (spec 7). */
export async function passwordResetRoutes(app: FastifyInstance): Promise<void> {
  // The same answer, in the same time, whether or not the address belongs to anyone: the
  // lookup, the tokens and the mail happen after the answer (plugins/after-answer.ts).
  registerEndpoint(app, authApi.requestPasswordReset, async (request) => {
    const { email } = request.body;
    await app.rateLimiter.attempt([
      { rule: RATE_LIMITS.resetRequestAddress, key: request.ip },
      { rule: RATE_LIMITS.resetRequestEmail, key: email.toLowerCase() },
    ]);
    app.afterAnswer.run('password reset request', () => issueResets(email));
    return { message: RESET_REQUESTED_MESSAGE };
  });

  async function issueResets(email: string): Promise<void> {
    const now = app.clock();
    const resets = await withSystemTransaction(app.db, async (tx) => {
      const owners = await findUsersByEmail(tx, email);
      const issued = [];
      for (const { user, dealership } of owners) {
        const token = newSecretToken();
        await insertPasswordReset(tx, {
          dealershipId: dealership.id,
          userId: user.id,
          tokenHash: hashToken(token),
          now,
          expiresAt: now + RESET_TOKEN_TTL_MS,
        });
        issued.push({ user, dealership, token });
      }
      return issued;
    });
    for (const { user, dealership, token } of resets) {
      // The link comes from configuration (the login domain), never from the Host header.
      const mail = resetMail(user, dealership, resetPasswordUrl(app.config, token));
      await app.mailer.send({ to: email, ...mail });
    }
  }

  registerEndpoint(app, authApi.resetPassword, async (request) => {
    await app.rateLimiter.attempt([{ rule: RATE_LIMITS.resetPasswordAddress, key: request.ip }]);
    const tokenHash = hashToken(request.body.token);
    const invalid = () => badRequest(RESET_LINK_INVALID_MESSAGE, 'token');
    // Cheap check first, so a junk token costs no argon2 work.
    const account = await withSystemTransaction(app.db, (tx) =>
      findPasswordResetAccount(tx, tokenHash, app.clock()),
    );
    if (!account) throw invalid();
    const { user, dealership } = account;
    await assertStrongPassword(
      request.body.newPassword,
      { ...user, dealershipName: dealership.name, subdomain: dealership.slug },
      'newPassword',
    );
    const passwordHash = await hashPassword(request.body.newPassword);
    const now = app.clock();
    const owner = await withSystemTransaction(app.db, async (tx) => {
      const found = await consumePasswordReset(tx, tokenHash, now);
      if (!found) return null;
      await setPassword(tx, found, passwordHash, now);
      // Offered on the reset form and ticked by default: whoever knew the old password is out.
      // Unticked, the person's own signed-in devices stay signed in (#17 item 6).
      if (request.body.endOtherSessions) {
        await deleteUserSessions(tx, found.dealershipId, found.userId);
      }
      return found;
    });
    if (!owner) throw invalid();
    // Out at once in this process too, before the change notification comes round.
    app.caches.changes.changed(changeScopes.user(owner.userId));
    return { message: RESET_DONE_MESSAGE };
  });
}
