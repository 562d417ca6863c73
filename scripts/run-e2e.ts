/**
 * Runs the browser journeys. Under CI=true a missing Chromium is a failure; on a developer's
 * machine it is a loud skip, so `npm test` still runs everything else.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ci = ['1', 'true'].includes((process.env.CI ?? '').toLowerCase());

if (!existsSync(chromium)) {
  const message = `Chromium not found at ${chromium}: install it with "apt-get update && apt-get install -y chromium".`;
  if (ci) {
    console.error(`ERROR: ${message} Browser tests are required under CI.`);
    process.exit(1);
  }
  console.warn(`\n${'!'.repeat(72)}\n!! SKIPPING BROWSER TESTS. ${message}\n${'!'.repeat(72)}\n`);
  process.exit(0);
}

try {
  execFileSync(
    process.execPath,
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      '--config',
      'e2e/vitest.config.ts',
      ...process.argv.slice(2),
    ],
    { stdio: 'inherit' },
  );
} catch {
  process.exit(1);
}
