import type { FastifyInstance } from 'fastify';
import { createScheduler, type Scheduler } from '../lib/scheduler';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one scheduler: modules add their jobs; main.ts starts it; tests call runOnce(now). */
    scheduler: Scheduler;
  }
}

/** Decorates `app.scheduler` (not started: main.ts starts it) and stops it on close. */
export function registerScheduler(app: FastifyInstance): void {
  const scheduler = createScheduler({ clock: app.clock, log: app.log });
  app.decorate('scheduler', scheduler);
  app.addHook('onClose', () => scheduler.stop());
}
