import type { FastifyInstance } from 'fastify';

/**
 * Work that runs after the answer, so the answer's timing cannot tell what the work found
 * (a reset request for an address nobody has answers exactly like one for a real account).
 * Failures are logged; `settled()` waits for what is running (tests, and closing the app).
 */
export interface AfterAnswer {
  run: (name: string, task: () => Promise<void>) => void;
  settled: () => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    afterAnswer: AfterAnswer;
  }
}

export function registerAfterAnswer(app: FastifyInstance): void {
  const running = new Set<Promise<void>>();
  const afterAnswer: AfterAnswer = {
    run: (name, task) => {
      const promise = Promise.resolve()
        .then(task)
        .catch((error: unknown) => app.log.error({ err: error }, `${name} failed`))
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    settled: async () => {
      while (running.size > 0) await Promise.all(running);
    },
  };
  app.decorate('afterAnswer', afterAnswer);
  app.addHook('onClose', () => afterAnswer.settled());
}
