// `npm run build` (and `npm start` when the bundle is missing or stale): the server as one
// JavaScript bundle, dist/server/main.js, so production runs no TypeScript loader
// (docs/decisions/0024-lean-production-start.md). Packages stay external: node_modules is there.
import { cpSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { SERVER_BUILD, isStale } from './build-freshness.mjs';

export async function buildServer() {
  // Built beside and swapped in, so a server starting meanwhile never finds half a build.
  const folder = dirname(SERVER_BUILD.output);
  const next = `${folder}.next-${process.pid}`;
  await build({
    entryPoints: ['server/main.ts'],
    outfile: next + '/main.js',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  // server/db/migrate.ts finds its SQL beside the code: `./migrations` of the bundle.
  cpSync('server/db/migrations', `${next}/migrations`, { recursive: true });
  rmSync(folder, { recursive: true, force: true });
  renameSync(next, folder);
}

/** Builds only when the sources changed since the last build (tests and soak scripts). */
export async function ensureServerBuild() {
  if (isStale(SERVER_BUILD)) await buildServer();
}

/**
 * How a test, soak or bench runs the server as production does (package.json's `start` passes
 * the same flag): `--liftoff-only` keeps PGlite's WebAssembly on V8's baseline compiler, about
 * 80 MB less resident memory (docs/decisions/0024-lean-production-start.md).
 */
export const SERVER_COMMAND = ['--liftoff-only', SERVER_BUILD.output];

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
