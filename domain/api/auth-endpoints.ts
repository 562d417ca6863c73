import { z } from 'zod';
import {
  consumeTokenResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
  sessionResponseSchema,
  signupRequestSchema,
  universalLoginResponseSchema,
} from './auth';
import { okSchema } from './common';
import { defineEndpoint, errorResponses } from './endpoint';
import { EARLY_API_PATHS } from './paths';

/**
 * The sign-in token, and `replace` once the person confirmed that the account signed in on
 * this host may be replaced (decision 0026: no silent account switch).
 */
const consumeTokenBodySchema = z.object({
  token: z.string().min(1).max(200),
  replace: z.boolean().optional(),
});
export type ConsumeTokenBody = z.input<typeof consumeTokenBodySchema>;

/** The 409 of a sign-in link while someone else is signed in here: who, and who would replace them. */
export const accountSwitchBodySchema = z.object({
  error: z.string(),
  message: z.string(),
  signedInAs: z.string(),
  signingInAs: z.string(),
});
export type AccountSwitchBody = z.infer<typeof accountSwitchBodySchema>;

/**
 * Who last signed in from this browser on the login host, so it can offer "Continue to
 * {dealership}" (decision 0033): names only, and the dealership's address. Null when nobody.
 */
const signInSchema = z
  .object({ dealershipName: z.string(), userName: z.string(), url: z.string() })
  .meta({ id: 'LoginHostSignIn' });
export const lastSignInResponseSchema = z.object({
  /** The newest of `signIns` (kept for clients that read one). */
  lastSignIn: signInSchema.nullable(),
  /** Every dealership this browser is signed into from here, newest first (at most 5). */
  signIns: z.array(signInSchema),
});
export type LastSignInResponse = z.infer<typeof lastSignInResponseSchema>;

/** Tenant sign-in, sessions, signup and password reset (spec 7; decisions 0004, 0025, 0026). */
export const authApi = {
  session: defineEndpoint({
    method: 'GET',
    path: EARLY_API_PATHS.session,
    operationId: 'getSession',
    summary: 'The signed-in user and their dealership',
    tag: 'auth',
    access: { kind: 'staff' },
    responses: { 200: sessionResponseSchema, ...errorResponses(401) },
  }),
  universalLogin: defineEndpoint({
    method: 'POST',
    path: '/api/auth/universal-login',
    operationId: 'universalLogin',
    summary: "Check a username and password and hand out a sign-in token for the user's dealership",
    tag: 'auth',
    access: { kind: 'public' },
    body: loginRequestSchema,
    responses: { 200: universalLoginResponseSchema, ...errorResponses(401, 429) },
  }),
  lastSignIn: defineEndpoint({
    method: 'GET',
    path: '/api/auth/last-sign-in',
    operationId: 'getLastSignIn',
    summary: 'Who last signed in from this browser on the login host, to offer continuing there',
    tag: 'auth',
    access: { kind: 'public' },
    responses: { 200: lastSignInResponseSchema },
  }),
  forgetLastSignIn: defineEndpoint({
    method: 'POST',
    path: '/api/auth/forget-last-sign-in',
    operationId: 'forgetLastSignIn',
    summary: 'Stop offering to continue as the last person who signed in from this browser',
    tag: 'auth',
    access: { kind: 'public' },
    responses: { 200: okSchema },
  }),
  consumeToken: defineEndpoint({
    method: 'POST',
    path: '/api/auth/consume-token',
    operationId: 'consumeSignInToken',
    summary: 'Trade a one-time sign-in token for a session on its dealership host',
    tag: 'auth',
    access: { kind: 'public' },
    body: consumeTokenBodySchema,
    responses: {
      200: consumeTokenResponseSchema,
      ...errorResponses(401),
      409: accountSwitchBodySchema,
    },
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/api/auth/login',
    operationId: 'signIn',
    summary: 'Sign in on a dealership host, or confirm the password of the signed-in user',
    tag: 'auth',
    access: { kind: 'public' },
    body: loginRequestSchema,
    responses: { 200: loginResponseSchema, ...errorResponses(401, 429) },
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/auth/logout',
    operationId: 'signOut',
    summary: 'End this session',
    tag: 'auth',
    access: { kind: 'public' },
    responses: { 200: okSchema },
  }),
  logoutEverywhere: defineEndpoint({
    method: 'POST',
    path: '/api/auth/logout-everywhere',
    operationId: 'signOutEverywhere',
    summary: 'End every session of the signed-in user, this one included',
    tag: 'auth',
    access: { kind: 'staff' },
    // Securing one's own account changes no dealership data: open while read-only too.
    allowedWhileReadOnly: true,
    responses: { 200: okSchema, ...errorResponses(401) },
  }),
  signup: defineEndpoint({
    method: 'POST',
    path: '/api/auth/signup',
    operationId: 'signUp',
    summary: 'Create a dealership on a trial with its admin, and hand out a sign-in token',
    tag: 'auth',
    access: { kind: 'public' },
    body: signupRequestSchema,
    responses: { 200: universalLoginResponseSchema, ...errorResponses(409, 429) },
  }),
  requestPasswordReset: defineEndpoint({
    method: 'POST',
    path: '/api/auth/request-password-reset',
    operationId: 'requestPasswordReset',
    summary: 'Mail a password-reset link (the same answer for any address)',
    tag: 'auth',
    access: { kind: 'public' },
    body: requestPasswordResetSchema,
    responses: { 200: messageResponseSchema, ...errorResponses(429) },
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/reset-password',
    operationId: 'resetPassword',
    summary:
      "Set a new password with a reset link's token; ends the account's sessions unless told not to",
    tag: 'auth',
    access: { kind: 'public' },
    body: resetPasswordSchema,
    responses: { 200: messageResponseSchema, ...errorResponses(429) },
  }),
} as const;
