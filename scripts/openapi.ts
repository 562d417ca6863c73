/**
 * Writes the OpenAPI document without a running server, and the TypeScript client
 * openapi-typescript generates from it. The document comes from the endpoint definitions as
 * registered, and describing a route runs no query: the app is built on a Drizzle instance with
 * no database behind it (drizzle.mock; an in-memory PGlite would cost seconds and 600 MB for
 * nothing) and the development configuration, so the dev-only routes are in it too.
 * `npm run lint:openapi` then lints the document with Redocly and compiles the client under
 * `tsc --strict`.
 *
 *   tsx scripts/openapi.ts [out-dir]   (default .tmp/openapi: openapi.json, api.ts)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import * as schema from '../server/db/schema';
import { openApiDocument } from '../server/plugins/api-docs';

const outDir = resolve(process.argv[2] ?? '.tmp/openapi');
const app = await buildApp({
  config: loadConfig({ NODE_ENV: 'development', WEB_DIST_DIR: 'dist/none' }),
  db: drizzle.mock({ schema }),
});
try {
  await app.ready();
  const document = openApiDocument(app);
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'openapi.json'), `${JSON.stringify(document, null, 2)}\n`);
  // Programmatic, so its built-in lint is Redocly's minimal set: redocly.yaml is for `redocly
  // lint`, and openapi-typescript would not honour .redocly.lint-ignore.yaml (its issue #2189).
  const client = astToString(await openapiTS(JSON.stringify(document)));
  writeFileSync(join(outDir, 'api.ts'), client);
  // The client alone, strictly typed, with no ambient types from node_modules/@types.
  const compilerOptions = {
    strict: true,
    noEmit: true,
    target: 'es2022',
    lib: ['es2022'],
    types: [],
    skipLibCheck: true,
  };
  writeFileSync(
    join(outDir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions, files: ['api.ts'] }),
  );
  console.log(`OpenAPI document and client written to ${outDir}`);
} finally {
  await app.close();
}
