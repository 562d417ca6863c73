import { defineConfig } from 'vitest/config';
import { aliases } from '../vite.config';

// Browser journeys: one real server on a fresh database, Chromium driven by playwright-core.
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    name: 'e2e',
    root: '.',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
