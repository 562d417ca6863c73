import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { ServerConfig } from '../config';
import { superAdminSessions, superAdmins } from '../db/schema';
import { unauthorized } from '../lib/http-error';
import { hashToken, newSecretToken } from '../lib/tokens';
import { touchIntervalMs } from './session';
import { MAX_SESSIONS_PER_USER } from './session-store';
import { SECOND_MS } from '@domain/time';

export interface SuperAdminRecord {
  id: string;
  username: string;
  fullName: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireSuperAdmin`. Never derived from a tenant session. */
    superAdmin: SuperAdminRecord | null;
  }
}

/**
 * The super admin's own cookie, separate from the tenant one: its sessions live in their own
 * table, so neither cookie can ever be read as the other.
 */
export function superAdminCookieName(config: ServerConfig): string {
  return config.publicScheme === 'https' ? '__Host-lotready_admin' : 'lotready_admin';
}

function cookieOptions(config: ServerConfig) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.publicScheme === 'https',
  };
}

/** The super admin this request's cookie belongs to, or null (expired sessions are deleted). */
export async function loadSuperAdmin(request: FastifyRequest): Promise<SuperAdminRecord | null> {
  const { config, db, clock } = request.server;
  const token = request.cookies[superAdminCookieName(config)];
  if (!token) return null;
  const idHash = hashToken(token);
  const now = clock();
  const [row] = await db
    .select({ session: superAdminSessions, admin: superAdmins })
    .from(superAdminSessions)
    .innerJoin(superAdmins, eq(superAdmins.id, superAdminSessions.superAdminId))
    .where(eq(superAdminSessions.idHash, idHash))
    .limit(1);
  if (!row) return null;
  const { session, admin } = row;
  if (now >= session.expiresAt || now - session.lastSeenAt >= config.sessionIdleTimeoutMs) {
    await db.delete(superAdminSessions).where(eq(superAdminSessions.idHash, idHash));
    return null;
  }
  if (now - session.lastSeenAt >= touchIntervalMs(config.sessionIdleTimeoutMs)) {
    await db
      .update(superAdminSessions)
      .set({ lastSeenAt: now })
      .where(eq(superAdminSessions.idHash, idHash));
  }
  return { id: admin.id, username: admin.username, fullName: admin.fullName };
}

/** A route guard for super-admin APIs: 401 without a super-admin session. */
export const requireSuperAdmin: preHandlerAsyncHookHandler = async (request) => {
  const admin = await loadSuperAdmin(request);
  if (!admin) throw unauthorized();
  request.superAdmin = admin;
};

/**
 * Signs a super admin in with a new session id; an id the browser carried is deleted, and
 * sessions beyond MAX_SESSIONS_PER_USER end, oldest first.
 */
export async function startSuperAdminSession(
  request: FastifyRequest,
  reply: FastifyReply,
  superAdminId: string,
): Promise<void> {
  const { config, db, clock } = request.server;
  const name = superAdminCookieName(config);
  const previous = request.cookies[name];
  const token = newSecretToken();
  const now = clock();
  await db.transaction(async (tx) => {
    if (previous) {
      await tx.delete(superAdminSessions).where(eq(superAdminSessions.idHash, hashToken(previous)));
    }
    await tx.insert(superAdminSessions).values({
      idHash: hashToken(token),
      superAdminId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: now + config.sessionAbsoluteLifetimeMs,
    });
    const newest = await tx
      .select({ idHash: superAdminSessions.idHash })
      .from(superAdminSessions)
      .where(eq(superAdminSessions.superAdminId, superAdminId))
      .orderBy(desc(superAdminSessions.createdAt), desc(superAdminSessions.idHash))
      .limit(MAX_SESSIONS_PER_USER);
    await tx.delete(superAdminSessions).where(
      and(
        eq(superAdminSessions.superAdminId, superAdminId),
        notInArray(
          superAdminSessions.idHash,
          newest.map((row) => row.idHash),
        ),
      ),
    );
  });
  reply.setCookie(name, token, {
    ...cookieOptions(config),
    maxAge: Math.floor(config.sessionAbsoluteLifetimeMs / SECOND_MS),
  });
}

/** Deletes the super-admin session and its cookie. */
export async function endSuperAdminSession(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const { config, db } = request.server;
  const name = superAdminCookieName(config);
  const token = request.cookies[name];
  if (token)
    await db.delete(superAdminSessions).where(eq(superAdminSessions.idHash, hashToken(token)));
  reply.clearCookie(name, cookieOptions(config));
}

/** The super admin `requireSuperAdmin` found, or a 401. */
export function superAdminOf(request: FastifyRequest): SuperAdminRecord {
  if (!request.superAdmin) throw unauthorized();
  return request.superAdmin;
}

/** Ends every session of the super admin ("Sign out everywhere", a password or name change). */
export async function endSuperAdminSessions(
  request: FastifyRequest,
  reply: FastifyReply,
  superAdminId: string,
): Promise<void> {
  const { config, db } = request.server;
  await db.delete(superAdminSessions).where(eq(superAdminSessions.superAdminId, superAdminId));
  reply.clearCookie(superAdminCookieName(config), cookieOptions(config));
}

/** Declares `request.superAdmin` (set by `requireSuperAdmin`). */
export function registerSuperAdminSessions(app: FastifyInstance): void {
  app.decorateRequest('superAdmin', null);
}
