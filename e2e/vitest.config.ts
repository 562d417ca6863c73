import { defineConfig } from 'vitest/config';
import { aliases } from '../vite.config';
import { E2E_WORKERS } from './support/workers';

// Browser journeys: real servers on fresh databases, Chromium driven by playwright-core; one
// server per worker (support/workers.ts).
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    name: 'e2e',
    root: '.',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    maxWorkers: E2E_WORKERS,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
