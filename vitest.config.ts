import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { aliases } from './vite.config';

// Unit (domain), server (app.inject against a real database) and web (jsdom) tests.
// Browser journeys live in e2e/ with their own config.
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    projects: [
      {
        resolve: { alias: aliases },
        test: { name: 'domain', include: ['domain/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias: aliases },
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          // PostgreSQL-only suites need a server; .ci/run provides one and fails without it.
          exclude: process.env.TEST_DATABASE_URL ? [] : ['server/**/*.postgres.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
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
