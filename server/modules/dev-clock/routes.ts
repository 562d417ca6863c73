import type { FastifyInstance } from 'fastify';
import { devClockApi } from '@domain/api/dev-clock-endpoints';
import type { MovableClock } from '../../lib/clock';
import { notFound } from '../../lib/http-error';
import { registerEndpoint } from '../../plugins/endpoints';
import { isDirectLocalRequest } from '../dev-outbox/routes';

/**
 * POST /api/dev/clock (decision 0079): registered only when the server runs on a movable clock
 * (DEV_CLOCK_CONTROL, refused in production), and answered only to this machine.
 */
export function devClockRoutes(clock: MovableClock) {
  return async (app: FastifyInstance): Promise<void> => {
    registerEndpoint(
      app,
      devClockApi.set,
      async (request) => {
        clock.setOffset(request.body.offsetMs);
        const now = clock();
        return { now, scheduled: await app.scheduler.runOnce(now) };
      },
      {
        preValidation: async (request) => {
          if (!isDirectLocalRequest(request)) throw notFound();
        },
      },
    );
  };
}
