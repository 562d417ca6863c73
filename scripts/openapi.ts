/**
 * Writes the OpenAPI document without a running server: the app is built on an empty
 * in-memory PGlite (routes need no data to be described) with the development configuration,
 * so the dev-only routes are in it too. `npm run lint:openapi` lints it and compiles a client
 * generated from it.
 *
 *   tsx scripts/openapi.ts [out-file]   (default .tmp/openapi/openapi.json)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { openApiDocument } from '../server/plugins/api-docs';

const outFile = resolve(process.argv[2] ?? '.tmp/openapi/openapi.json');
const database = await openDatabase({});
const app = await buildApp({
  config: loadConfig({ NODE_ENV: 'development', WEB_DIST_DIR: 'dist/none' }),
  db: database.db,
});
try {
  await app.ready();
  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(outFile, `${JSON.stringify(openApiDocument(app), null, 2)}\n`);
  console.log(`OpenAPI document written to ${outFile}`);
} finally {
  await app.close();
  await database.close();
}
