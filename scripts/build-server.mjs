// `npm run build` (and `npm start` when the bundle is missing or stale): the server as one
// JavaScript bundle, dist/server/main.js, so production runs no TypeScript loader
// (docs/decisions/0024-lean-production-start.md). Packages stay external: node_modules is there.
import { cpSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
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
  await writePgliteTemplate(`${next}/pglite-template.tgz`);
  rmSync(folder, { recursive: true, force: true });
  renameSync(next, folder);
}

/**
 * An empty PGlite data directory, initialised once here so that a server starting on a fresh
 * DATA_DIR need not run initdb (server/db/client.ts; decision 0040). Rebuilt with the bundle,
 * so a PGlite upgrade (package-lock.json) writes a new one.
 */
async function writePgliteTemplate(file) {
  const pglite = await PGlite.create();
  try {
    const archive = await pglite.dumpDataDir('gzip');
    writeFileSync(file, Buffer.from(await archive.arrayBuffer()));
  } finally {
    await pglite.close();
  }
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
