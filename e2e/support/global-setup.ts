import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildWeb } from '../../scripts/web-build';
import type { TestProject } from 'vitest/node';
import { startFreshServer, type FreshServer } from '../../scripts/lib/server-process';

import { E2E_WORKERS } from './workers';

let servers: FreshServer[] = [];

/** The platform super admin the journeys sign in as (server/commands/seed.ts creates it). */
const SUPER_ADMIN = { username: 'e2e-root', password: 'e2e-root-password-1' };

/** Builds the web app once and starts a real server on a fresh data directory per worker. */
export default async function setup(project: TestProject) {
  // Its own build folder, so a build elsewhere (npm start, another run) never swaps files
  // under the running server.
  const webDistDir = mkdtempSync(join(tmpdir(), 'lotready-e2e-web-'));
  buildWeb(webDistDir);
  const start = () =>
    startFreshServer({
      env: {
        WEB_DIST_DIR: webDistDir,
        SUPER_ADMIN_USERNAME: SUPER_ADMIN.username,
        SUPER_ADMIN_PASSWORD: SUPER_ADMIN.password,
        // Every journey signs the demo accounts in anew from one address: far more than the
        // production caps of 30 per account and 300 per address in 15 minutes.
        SIGN_IN_CAP_ACCOUNT: '10000',
        SIGN_IN_CAP_ADDRESS: '10000',
      },
    });
  servers = await Promise.all(Array.from({ length: E2E_WORKERS }, start));
  project.provide(
    'ports',
    servers.map((server) => server.port),
  );
  project.provide('webDistDir', webDistDir);
  project.provide('superAdmin', SUPER_ADMIN);
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(webDistDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared servers' ports, one per worker (support/browser's `serverPort`). */
    ports: number[];
    /** The production build the server serves. */
    webDistDir: string;
    superAdmin: { username: string; password: string };
  }
}
