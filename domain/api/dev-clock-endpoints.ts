import { z } from 'zod';
import { DAY_MS } from '../time';
import { defineEndpoint, errorResponses } from './endpoint';

const MAX_OFFSET_MS = 400 * DAY_MS;

const clockOffsetSchema = z
  .strictObject({
    offsetMs: z
      .number({ error: 'offsetMs must be a number of milliseconds' })
      .int('offsetMs must be whole milliseconds')
      .min(0, 'offsetMs cannot move the clock back')
      .max(MAX_OFFSET_MS, `offsetMs must be at most ${MAX_OFFSET_MS}`),
  })
  .meta({ id: 'ClockOffset' });

const clockMovedSchema = z
  .object({
    now: z.number(),
    /** What the scheduler's pass at the new time did (mails sent). */
    scheduled: z.number().int(),
  })
  .meta({ id: 'ClockMoved' });

/**
 * The server's clock for browser tests (DEV_CLOCK_CONTROL, never in production, only to this
 * machine): set it ahead of real time, then run the scheduler's pass at once, so a journey
 * crosses a trial's end or a due date without waiting.
 */
export const devClockApi = {
  set: defineEndpoint({
    method: 'POST',
    path: '/api/dev/clock',
    operationId: 'setDevClock',
    summary: "Move the server's clock ahead of real time and run the scheduler",
    tag: 'dev',
    access: { kind: 'public' },
    body: clockOffsetSchema,
    responses: { 200: clockMovedSchema, ...errorResponses(400, 404) },
  }),
} as const;
