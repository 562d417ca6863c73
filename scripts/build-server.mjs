// `npm run build` (and `npm start` when the bundle is missing or stale): the server as a
// JavaScript bundle, dist/server/main.js with chunks beside it, so production runs no TypeScript
// loader (docs/decisions/0024-lean-production-start.md). Most packages stay external, loaded
// from node_modules; BUNDLED_PACKAGES below are taken in (docs/decisions/0066-lazy-start.md).
import { cpSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { build } from 'esbuild';
import { SERVER_BUILD, isStale } from './build-freshness.mjs';

/**
 * Packages bundled into the server rather than loaded from node_modules: plain ES modules of
 * about a hundred files each, which Node.js resolves, reads and links one by one (about 0.1 s of
 * every start, docs/decisions/0066-lazy-start.md). fastify-type-provider-zod goes with zod, so
 * there is one zod. The rest stay external: native code, WebAssembly and files beside their
 * modules (PGlite, argon2, the API docs' assets), and CommonJS, which gained nothing bundled.
 */
const BUNDLED_PACKAGES = new Set(['drizzle-orm', 'zod', 'fastify-type-provider-zod']);

/** esbuild's `packages: 'external'`, but for the packages named in `bundled`. */
function externalPackagesExcept(bundled) {
  const packageOf = (path) =>
    path
      .split('/')
      .slice(0, path.startsWith('@') ? 2 : 1)
      .join('/');
  return {
    name: 'external-packages-except',
    setup(builder) {
      // A bare specifier (not relative, not absolute); @domain/ is tsconfig's alias of domain/.
      builder.onResolve({ filter: /^[^./]/ }, ({ path }) =>
        path.startsWith('@domain/') || bundled.has(packageOf(path))
          ? undefined
          : { path, external: true },
      );
    },
  };
}

export async function buildServer() {
  // Built beside and swapped in, so a server starting meanwhile never finds half a build.
  const folder = dirname(SERVER_BUILD.output);
  const next = `${folder}.next-${process.pid}`;
  await build({
    entryPoints: ['server/main.ts'],
    outdir: next,
    // A module loaded only by some deployments or requests (import() of pg, stripe, …) stays
    // in a chunk of its own beside main.js, so the packages it imports load with it, not at start.
    splitting: true,
    chunkNames: '[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [externalPackagesExcept(BUNDLED_PACKAGES)],
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

let building = null;

/**
 * Builds only when the sources changed since the last build (tests and soak scripts). Servers
 * started side by side in one process (the journeys' one per worker) share the one build.
 */
export function ensureServerBuild() {
  building ??= (async () => {
    if (isStale(SERVER_BUILD)) await buildServer();
  })().finally(() => {
    building = null;
  });
  return building;
}

/**
 * How a test, soak or bench runs the server as production does (package.json's `start` passes
 * the same flag): `--liftoff-only` keeps PGlite's WebAssembly on V8's baseline compiler, about
 * 80 MB less resident memory (docs/decisions/0024-lean-production-start.md).
 */
export const SERVER_NODE_FLAGS = ['--liftoff-only'];
export const SERVER_COMMAND = [...SERVER_NODE_FLAGS, SERVER_BUILD.output];

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
