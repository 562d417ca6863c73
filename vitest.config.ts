import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { aliases } from './vite.config';

/**
 * Test files that start real server processes and send them signals, and judge what a process
 * does in the moment (a drain, a SIGKILL, a start): they run after everything else, one at a
 * time, so that no other test file's load changes what they measure.
 */
const PROCESS_TESTS = [
  'server/reliability/shutdown.test.ts',
  'server/reliability/lazy-start.test.ts',
  'server/db/lock.test.ts',
];

/**
 * Two files at once on two cores: a server test file waits on its database for much of its
 * time, and vitest's default (one worker less than the cores) left one core idle.
 */
const UNIT_WORKERS = Math.max(1, Number(process.env.UNIT_WORKERS ?? 2) || 1);

const serverTest = {
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
} as const;

// Unit (domain), server (app.inject against a real database) and web (jsdom) tests.
// Browser journeys live in e2e/ with their own config.
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    maxWorkers: UNIT_WORKERS,
    projects: [
      {
        resolve: { alias: aliases },
        test: { name: 'domain', include: ['domain/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias: aliases },
        test: {
          ...serverTest,
          name: 'server',
          include: ['server/**/*.test.ts'],
          // PostgreSQL-only suites need a server; .ci/run provides one and fails without it.
          exclude: [
            ...PROCESS_TESTS,
            ...(process.env.TEST_DATABASE_URL ? [] : ['server/**/*.postgres.test.ts']),
          ],
        },
      },
      {
        resolve: { alias: aliases },
        test: {
          ...serverTest,
          name: 'processes',
          include: PROCESS_TESTS,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
      {
        plugins: [react()],
        resolve: { alias: aliases },
        test: {
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['web/src/test/setup.ts'],
          // Screens render a whole lot in jsdom; on a shared, loaded machine the first test of a
          // file (which also loads its lazy chunks) can take several seconds. Not a budget.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
