import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildWeb } from '../../scripts/web-build';
import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from './server';

let server: RunningServer | undefined;

/** Builds the web app once and starts one real server on a fresh data directory. */
export default async function setup(project: TestProject) {
  // Its own build folder, so a build elsewhere (npm start, another run) never swaps files
  // under the running server.
  const webDistDir = mkdtempSync(join(tmpdir(), 'lotready-e2e-web-'));
  buildWeb(webDistDir);
  server = await startServer({ WEB_DIST_DIR: webDistDir });
  project.provide('baseUrl', server.baseUrl);
  project.provide('port', server.port);
  return async () => {
    await server?.stop();
    rmSync(webDistDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    port: number;
  }
}
