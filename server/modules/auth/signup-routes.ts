import type { FastifyInstance } from 'fastify';
import { authApi } from '@domain/api/auth-endpoints';
import { TRIAL_MS } from '@domain/plans';
import { createDealership } from '../../commands/create-dealership';
import { createUser } from '../../commands/create-user';
import { uniqueViolationConstraint } from '../../db/errors';
import { withSystemTransaction } from '../../db/transactions';
import { conflict } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';
import { registerEndpoint } from '../../plugins/endpoints';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { slugExists, usernameExists } from './repository';
import { SLUG_TAKEN_MESSAGE, USERNAME_TAKEN_MESSAGE } from './responses';
import { answerWithSignInToken } from './sign-in-token';
import { assertStrongPassword } from '../../lib/new-password';
import { billingMailContext } from '../billing/billing-mail';
import { welcomeMail } from '../mail/billing-mails';

/** Maps a unique violation that slipped past the checks (a parallel signup) to its 409. */
function conflictFromUniqueViolation(error: unknown): never {
  const constraint = uniqueViolationConstraint(error);
  if (constraint?.startsWith('dealerships_slug')) throw conflict(SLUG_TAKEN_MESSAGE, 'slug');
  if (constraint?.startsWith('users_username')) throw conflict(USERNAME_TAKEN_MESSAGE, 'username');
  throw error;
}

/**
 * POST /api/auth/signup: self-serve signup (spec 2.3). Creates a dealership on a 7-day trial
 * with its default configuration and its admin, then answers like universal login so the
 * browser continues to the new dealership's host already signed in.
 */
export async function signupRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, authApi.signup, async (request) => {
    const body = request.body;
    await app.rateLimiter.attempt([{ rule: RATE_LIMITS.signupAddress, key: request.ip }]);
    await assertStrongPassword(body.password, { ...body, subdomain: body.slug }, 'password');
    const passwordHash = await hashPassword(body.password);
    const now = app.clock();
    const { dealership, user } = await withSystemTransaction(app.db, async (tx) => {
      if (await slugExists(tx, body.slug)) throw conflict(SLUG_TAKEN_MESSAGE, 'slug');
      if (await usernameExists(tx, body.username))
        throw conflict(USERNAME_TAKEN_MESSAGE, 'username');
      const created = await createDealership(tx, {
        name: body.dealershipName,
        slug: body.slug,
        trialEndsAt: now + TRIAL_MS,
        chosenPlan: body.plan && { plan: body.plan, billingPeriod: body.billingPeriod ?? null },
        now,
      });
      const admin = await createUser(tx, {
        dealershipId: created.id,
        username: body.username,
        fullName: body.fullName,
        email: body.email,
        role: 'admin',
        passwordHash,
        now,
      });
      return { dealership: created, user: admin };
    }).catch(conflictFromUniqueViolation);
    // After commit: the welcome mail tells of a dealership that exists.
    await app.mailer.send({
      to: body.email,
      ...welcomeMail(billingMailContext(app, dealership), {
        fullName: body.fullName,
        username: body.username,
        trialEndsAt: now + TRIAL_MS,
      }),
    });
    return answerWithSignInToken(request, user, dealership);
  });
}
