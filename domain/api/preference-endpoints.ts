import { z } from 'zod';
import { BOARD_SORTS } from '../vehicle/board-sort';
import { defineEndpoint, errorResponses } from './endpoint';
import { EARLY_API_PATHS } from './paths';

/**
 * The signed-in user's own preferences (spec 3 User preferences), plus the boards' order
 * (issue #26): absent until the user picks one, so the spec's answer stays as it was.
 */
const userPreferencesSchema = z
  .object({
    onboardingCompleted: z.boolean(),
    boardSort: z.enum(BOARD_SORTS).optional(),
    /** Monday's scoreboard mail (issue #30): managers and admins opt in; absent is off. */
    weeklyScoreboardMail: z.boolean().optional(),
  })
  .meta({ id: 'UserPreferences' });
export type UserPreferences = z.infer<typeof userPreferencesSchema>;

/** Any of the preferences; the others keep their values. */
const userPreferencesUpdateSchema = userPreferencesSchema
  .partial()
  .strict()
  .meta({ id: 'UserPreferencesUpdate' });
export type UserPreferencesUpdate = z.input<typeof userPreferencesUpdateSchema>;

/** GET and POST /api/user/preferences (spec 7): only ever the caller's own. */
export const preferenceApi = {
  get: defineEndpoint({
    method: 'GET',
    path: EARLY_API_PATHS.preferences,
    operationId: 'getUserPreferences',
    summary: "The signed-in user's preferences",
    tag: 'users',
    access: { kind: 'staff' },
    responses: { 200: userPreferencesSchema, ...errorResponses(401) },
  }),
  update: defineEndpoint({
    method: 'POST',
    path: EARLY_API_PATHS.preferences,
    // A person's own screen state (onboarding done), not the dealership's data.
    allowedWhileReadOnly: true,
    operationId: 'updateUserPreferences',
    summary: "Change some of the signed-in user's preferences",
    tag: 'users',
    access: { kind: 'staff' },
    body: userPreferencesUpdateSchema,
    responses: { 200: userPreferencesSchema, ...errorResponses(400, 401) },
  }),
} as const;
