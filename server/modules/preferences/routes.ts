import type { FastifyInstance } from 'fastify';
import { preferenceApi } from '@domain/api/preference-endpoints';
import { can } from '@domain/permissions';
import { HttpError } from '../../lib/http-error';
import { registerEndpoint } from '../../plugins/endpoints';
import { authOf } from '../../plugins/session';
import { readPreferences, updatePreferences } from './repository';

/** GET and POST /api/user/preferences: the signed-in user's own preferences (spec 3, 7). */
export async function preferencesRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, preferenceApi.get, async (request) => {
    const { user } = authOf(request);
    return request.withTenant((tx) => readPreferences(tx, user.dealershipId, user.id));
  });

  registerEndpoint(app, preferenceApi.update, async (request) => {
    const { user } = authOf(request);
    if (request.body.weeklyScoreboardMail === true && !can(user.role, 'reports.view')) {
      // The mail is the scoreboard's summary: for those who may read the scoreboard.
      throw new HttpError(
        403,
        'weeklyScoreboardMail: the weekly scoreboard mail is for managers and admins',
        'weeklyScoreboardMail',
      );
    }
    const owner = { dealershipId: user.dealershipId, userId: user.id };
    return request.withTenant((tx) => updatePreferences(tx, owner, request.body, app.clock()));
  });
}
