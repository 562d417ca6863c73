import { buildWeb } from '../../scripts/web-build';
import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from './server';

let server: RunningServer | undefined;

/** Builds the web app once and starts one real server on a fresh data directory. */
export default async function setup(project: TestProject) {
  buildWeb();
  server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('port', server.port);
  return async () => {
    await server?.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    port: number;
  }
}
