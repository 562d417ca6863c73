import type { FastifyRequest } from 'fastify';
import { authOf } from '../../plugins/session';
import type { Actor } from './repository';

/** The signed-in user as the activity log names them (username and role at the time). */
export function actorOf(request: FastifyRequest): Actor {
  const { user } = authOf(request);
  return { userId: user.id, username: user.username, role: user.role };
}
