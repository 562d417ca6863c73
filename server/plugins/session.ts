import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { Role } from '@domain/api/common';
import { can, hasRoleAtLeast, type Right } from '@domain/permissions';
import type { ServerConfig } from '../config';
import type { Tx } from '../db/client';
import type { DealershipRecord, UserRecord } from '../db/records';
import { withTenantTransaction } from '../db/transactions';
import { MINUTE_MS, SECOND_MS } from '../lib/clock';
import { forbidden, unauthorized } from '../lib/http-error';
import { hashToken, newSecretToken } from '../lib/tokens';
import { cacheVersionsOf, changeScopes, sessionCacheKey, type CachedSession } from './read-caches';
import {
  deleteSession,
  deleteUserSessions,
  endSessionsBeyondLimit,
  findSession,
  insertSession,
  markReauthenticated,
  touchSession,
} from './session-store';

/** Who is signed in on this request: the user and the dealership their session belongs to. */
export interface AuthContext {
  user: UserRecord;
  tenant: DealershipRecord;
  sessionIdHash: string;
  reauthenticatedAt: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user on this tenant host, or null. Loaded for /api requests. */
    auth: AuthContext | null;
    /**
     * Runs tenant-scoped work for the signed-in user's dealership (401 without a session):
     * a transaction as lotready_app with app.dealership_id set — see withTenantTransaction.
     */
    withTenant<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  }
}

/** How long a password confirmation allows a destructive action (clear all vehicles). */
export const REAUTH_WINDOW_MS = 5 * MINUTE_MS;
/**
 * last_seen_at is written at most once a minute, so reads do not turn into writes — but at
 * least four times per idle timeout, so even a timeout of a minute or less keeps extending
 * while the person is active.
 */
export function touchIntervalMs(idleTimeoutMs: number): number {
  return Math.min(MINUTE_MS, idleTimeoutMs / 4);
}

export const AUTHENTICATION_REQUIRED_MESSAGE = 'Authentication required';
export const REAUTH_REQUIRED_MESSAGE = 'Please confirm your password to continue';

/** `__Host-` (Secure, Path=/, no Domain: this exact host only) under HTTPS. */
export function sessionCookieName(config: ServerConfig): string {
  return config.publicScheme === 'https' ? '__Host-lotready_session' : 'lotready_session';
}

/** Host-only (no Domain), HttpOnly, SameSite=Lax, Secure under HTTPS. */
export function sessionCookieOptions(config: ServerConfig) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.publicScheme === 'https',
    maxAge: Math.floor(config.sessionAbsoluteLifetimeMs / SECOND_MS),
  };
}

/** Removes the session cookie with the attributes it was set with (`__Host-` needs Secure). */
export function clearSessionCookie(reply: FastifyReply, config: ServerConfig): void {
  const { maxAge: _maxAge, ...attributes } = sessionCookieOptions(config);
  reply.clearCookie(sessionCookieName(config), attributes);
}

function readSession(
  app: FastifyInstance,
  tenant: DealershipRecord,
  idHash: string,
): Promise<CachedSession | null> {
  const { sessionIdleTimeoutMs } = app.config;
  const now = app.clock();
  return withTenantTransaction(app.db, tenant.id, async (tx) => {
    const stored = await findSession(tx, tenant.id, idHash);
    if (!stored) return null;
    if (isSessionOver(stored, now, sessionIdleTimeoutMs) || stored.user.disabled) {
      await deleteSession(tx, tenant.id, idHash);
      return null;
    }
    let { lastSeenAt } = stored;
    if (now - lastSeenAt >= touchIntervalMs(sessionIdleTimeoutMs)) {
      await touchSession(tx, tenant.id, idHash, now);
      lastSeenAt = now;
    }
    return { ...stored, tenant, lastSeenAt };
  });
}

/** A session past its absolute lifetime or idle for the idle timeout is over. */
export function isSessionOver(
  session: { expiresAt: number; lastSeenAt: number },
  now: number,
  idleTimeoutMs: number,
): boolean {
  return now >= session.expiresAt || now - session.lastSeenAt >= idleTimeoutMs;
}

/**
 * The request's session, from memory while its dealership's users and sessions are as they were
 * (plugins/read-caches.ts), else from the database. A cached session past its expiry or idle
 * limit, or due a touch, is read again, so the database decides (and deletes or touches it).
 */
async function loadSession(
  request: FastifyRequest,
  tenant: DealershipRecord,
  idHash: string,
): Promise<AuthContext | null> {
  const app = request.server;
  const key = sessionCacheKey(tenant.id, idHash);
  const { sessions } = app.caches;
  const version = cacheVersionsOf(request).access;
  const cached = sessions.get(key, version);
  const now = app.clock();
  const idleTimeoutMs = app.config.sessionIdleTimeoutMs;
  // Past its limits, or due a touch: read (and touch) it again, so activity served from the
  // cache still extends the idle timeout.
  if (
    cached &&
    (isSessionOver(cached, now, idleTimeoutMs) ||
      now - cached.lastSeenAt >= touchIntervalMs(idleTimeoutMs))
  ) {
    sessions.delete(key);
  }
  const session = await sessions.getOrLoad(key, version, () => readSession(app, tenant, idHash));
  if (!session) return null;
  return {
    user: session.user,
    tenant,
    sessionIdHash: idHash,
    reauthenticatedAt: session.reauthenticatedAt,
  };
}

/**
 * Loads the session of /api requests on a tenant host. Sessions are looked up inside the
 * host's dealership, so a cookie of dealership A sent to B's host finds nothing: 401.
 */
export function registerSessions(app: FastifyInstance): void {
  const cookieName = sessionCookieName(app.config);
  app.decorateRequest('auth', null);
  app.decorateRequest('withTenant', function withTenant<
    T,
  >(this: FastifyRequest, work: (tx: Tx) => Promise<T>): Promise<T> {
    const auth = authOf(this);
    return withTenantTransaction(app.db, auth.tenant.id, work);
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/') || !request.tenant) return;
    const token = request.cookies[cookieName];
    if (!token) return;
    request.auth = await loadSession(request, request.tenant, hashToken(token));
    if (!request.auth) clearSessionCookie(reply, app.config);
  });
}

/** A session this process just deleted is dead here at once, before its notification arrives. */
function forgetCachedSession(request: FastifyRequest, dealershipId: string, idHash: string) {
  request.server.caches.sessions.delete(sessionCacheKey(dealershipId, idHash));
}

/**
 * Signs `user` in on this host with a brand-new session id. Any session id the browser already
 * carried is deleted and never upgraded, so an id planted before sign-in (session fixation)
 * is worthless afterwards. A user holds at most MAX_SESSIONS_PER_USER sessions: the oldest end.
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRecord,
): Promise<void> {
  const { config, db, clock } = request.server;
  const cookieName = sessionCookieName(config);
  const previous = request.cookies[cookieName];
  const token = newSecretToken();
  const now = clock();
  const previousIdHash = previous ? hashToken(previous) : null;
  await withTenantTransaction(db, user.dealershipId, async (tx) => {
    if (previousIdHash) await deleteSession(tx, user.dealershipId, previousIdHash);
    await insertSession(tx, {
      dealershipId: user.dealershipId,
      idHash: hashToken(token),
      userId: user.id,
      now,
      expiresAt: now + config.sessionAbsoluteLifetimeMs,
    });
    await endSessionsBeyondLimit(tx, user.dealershipId, user.id);
  });
  if (previousIdHash) forgetCachedSession(request, user.dealershipId, previousIdHash);
  request.auth = null;
  reply.setCookie(cookieName, token, sessionCookieOptions(config));
}

/** Signs out: deletes the session row (the id is dead even if the cookie is kept) and the cookie. */
export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { config, db } = request.server;
  const cookieName = sessionCookieName(config);
  const token = request.cookies[cookieName];
  const tenant = request.auth?.tenant ?? request.tenant;
  if (token && tenant) {
    const idHash = hashToken(token);
    await withTenantTransaction(db, tenant.id, (tx) => deleteSession(tx, tenant.id, idHash));
    forgetCachedSession(request, tenant.id, idHash);
  }
  request.auth = null;
  clearSessionCookie(reply, config);
}

/**
 * "Sign out everywhere": deletes every session of the signed-in user (this one included) and
 * this browser's cookie. Every process sees it on its next request (the user's scope changes).
 */
export async function endUserSessions(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { user, tenant } = authOf(request);
  await withTenantTransaction(request.server.db, tenant.id, (tx) =>
    deleteUserSessions(tx, tenant.id, user.id),
  );
  request.server.caches.changes.changed(changeScopes.user(user.id));
  request.auth = null;
  clearSessionCookie(reply, request.server.config);
}

/** Marks the current session as having just confirmed its password (POST /api/auth/login). */
export async function markSessionReauthenticated(request: FastifyRequest): Promise<void> {
  const auth = authOf(request);
  const now = request.server.clock();
  await withTenantTransaction(request.server.db, auth.tenant.id, (tx) =>
    markReauthenticated(tx, auth.tenant.id, auth.sessionIdHash, now),
  );
  auth.reauthenticatedAt = now;
}

/** The signed-in user and tenant, or a 401. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized(AUTHENTICATION_REQUIRED_MESSAGE);
  return request.auth;
}

/**
 * A route guard: signed in (401) with at least `minRole` (403). Use as `preValidation`, so a
 * caller without the right gets 401/403 before any word about their input.
 */
export function requireUser(minRole: Role = 'user'): preHandlerAsyncHookHandler {
  return async (request) => {
    const { user } = authOf(request);
    if (!hasRoleAtLeast(user.role, minRole)) throw forbidden();
  };
}

/** A route guard: signed in (401) holding a spec 6 right (403). Use as `preValidation`. */
export function requireRight(right: Right): preHandlerAsyncHookHandler {
  return async (request) => {
    const { user } = authOf(request);
    if (!can(user.role, right)) throw forbidden();
  };
}

/**
 * Throws 403 unless this session confirmed its password (POST /api/auth/login) within the
 * last 5 minutes. Destructive actions such as clearing all vehicles call it first.
 */
export function requireRecentReauth(request: FastifyRequest): void {
  const auth = authOf(request);
  const at = auth.reauthenticatedAt;
  if (at === null || request.server.clock() - at > REAUTH_WINDOW_MS) {
    throw forbidden(REAUTH_REQUIRED_MESSAGE);
  }
}
