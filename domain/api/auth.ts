import { BILLING_PERIODS, PLAN_IDS } from '../plans';
import { z } from 'zod';
import { newPasswordSchema } from '../new-password';
import { roleSchema } from './common';

// Spec 5 (Login, Super admin login, Forgot password, Reset password) messages, exactly.
export const USERNAME_MIN_MESSAGE = 'Username must be at least 3 characters';
export const PASSWORD_MIN_MESSAGE = 'Password must be at least 6 characters';
export const USERNAME_REQUIRED_MESSAGE = 'Username is required';
export const PASSWORD_REQUIRED_MESSAGE = 'Password is required';
export const EMAIL_INVALID_MESSAGE = 'Please enter a valid email address';
export const PASSWORDS_DONT_MATCH_MESSAGE = "Passwords don't match";

/**
 * An email address, the one rule every form and contract uses (issue #28 item 2): trimmed, at
 * most 254 characters (RFC 5321's path limit), a valid address; anything else, blank included,
 * is the spec's 'Please enter a valid email address'.
 */
export const emailAddressSchema = z
  .string({ error: EMAIL_INVALID_MESSAGE })
  .trim()
  .max(254, EMAIL_INVALID_MESSAGE)
  .pipe(z.email(EMAIL_INVALID_MESSAGE));

export const tenantSchema = z.object({ id: z.string(), name: z.string(), slug: z.string() });
export type Tenant = z.infer<typeof tenantSchema>;

/** The dealership as the spec's session shows it: the tenant with its slug as subdomain. */
export const dealershipSchema = z.object({
  id: z.string(),
  name: z.string(),
  subdomain: z.string(),
});

export const sessionUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  role: roleSchema,
  fullName: z.string(),
  email: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /api/auth/session (spec 7). Unauthenticated: 401. */
export const sessionResponseSchema = z.object({
  user: sessionUserSchema,
  tenant: tenantSchema,
  dealership: dealershipSchema,
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const loginRequestSchema = z.object({
  username: z.string().trim().min(3, USERNAME_MIN_MESSAGE).max(100),
  password: z.string().min(6, PASSWORD_MIN_MESSAGE).max(1000),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * POST /api/auth/universal-login and POST /api/auth/signup (spec 7: user, tenant, tempToken).
 * `redirectUrl` is the tenant host's /sso-callback built from server configuration, never from
 * the Host header; the browser goes there.
 */
export const universalLoginResponseSchema = z.object({
  user: sessionUserSchema,
  tenant: tenantSchema,
  tempToken: z.string(),
  redirectUrl: z.string(),
});
export type UniversalLoginResponse = z.infer<typeof universalLoginResponseSchema>;

export const consumeTokenResponseSchema = z.object({
  user: sessionUserSchema,
  tenant: tenantSchema,
});
export type ConsumeTokenResponse = z.infer<typeof consumeTokenResponseSchema>;

/** POST /api/auth/login on a tenant host: signs in there (and marks re-authentication). */
export const loginResponseSchema = z.object({ user: sessionUserSchema, tenant: tenantSchema });

export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;
/**
 * Subdomains no dealership may take: the demo tenant's (which owns the bare app domain), the
 * product's own host labels, and names people would trust as the platform's.
 */
export const RESERVED_SLUGS = [
  'demo',
  'www',
  'app',
  'api',
  'login',
  'signin',
  'signup',
  'sso',
  'auth',
  'account',
  'accounts',
  'admin',
  'super-admin',
  'superadmin',
  'root',
  'mail',
  'email',
  'smtp',
  'static',
  'assets',
  'cdn',
  'docs',
  'help',
  'support',
  'status',
  'billing',
  'security',
  'marketing',
  'lotready',
];

export const signupRequestSchema = z.object({
  dealershipName: z
    .string()
    .trim()
    .min(2, 'Dealership name must be at least 2 characters')
    .max(100),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .regex(
      SLUG_PATTERN,
      'Subdomain may use lowercase letters, digits and hyphens (1–40 characters)',
    )
    .refine((slug) => !RESERVED_SLUGS.includes(slug), 'This subdomain is reserved'),
  fullName: z.string().trim().min(1, 'Full name is required').max(100),
  email: emailAddressSchema,
  username: z.string().trim().min(3, USERNAME_MIN_MESSAGE).max(100),
  password: newPasswordSchema,
  /** The plan chosen on /pricing, if any: recorded, and billed once the trial ends. */
  plan: z.enum(PLAN_IDS, 'Choose a plan LotReady offers').optional(),
  billingPeriod: z.enum(BILLING_PERIODS, 'Choose monthly, quarterly or annual billing').optional(),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

export const requestPasswordResetSchema = z.object({
  email: emailAddressSchema,
});
/** The offer on the reset form (#17 item 6); ticked unless the person unticks it. */
export const END_OTHER_SESSIONS_LABEL = 'Sign out of all other devices';
export const resetPasswordSchema = z.object({
  token: z.string().min(1, 'No reset token found').max(200),
  newPassword: newPasswordSchema,
  /** End every session of the account (left out: true, the safe choice). */
  endOtherSessions: z.boolean().default(true),
});
export const messageResponseSchema = z.object({ message: z.string() });

export const superAdminLoginRequestSchema = z.object({
  username: z.string().trim().min(1, USERNAME_REQUIRED_MESSAGE).max(100),
  password: z.string().min(1, PASSWORD_REQUIRED_MESSAGE).max(1000),
});
export const superAdminUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  fullName: z.string(),
});
export const superAdminSessionResponseSchema = z.object({ user: superAdminUserSchema });
