import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../scripts/lib/server-process';

/** Node.js resolve hooks that append every module URL the process resolves to a file. */
function importRecorder(log: string): string {
  const hooks = `import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  appendFileSync(${JSON.stringify(log)}, result.url + '\\n');
  return result;
}`;
  return `import { register } from 'node:module';
register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(hooks)}`)});`;
}

/** Packages only some deployments or some requests need (docs/decisions/0066-lazy-start.md). */
const NOT_AT_START = [
  ['pg', '/node_modules/pg/'],
  ["Drizzle's PostgreSQL adapter", '/node_modules/drizzle-orm/node-postgres/'],
  ['stripe', '/node_modules/stripe/'],
  ['nodemailer', '/node_modules/nodemailer/'],
  ['yazl', '/node_modules/yazl/'],
  // The VIN decoder opens at the first decode (docs/decisions/0091-vin-decoding-with-corgi.md).
  ['corgi', '/node_modules/@cardog/corgi/'],
  ['better-sqlite3', '/node_modules/better-sqlite3/'],
] as const;

/**
 * The compiled server on the embedded default (no DATABASE_URL, STRIPE_SECRET_KEY or SMTP_URL)
 * starts without loading the packages it would need only for those, for a data export or for
 * decoding a VIN: each cost part of the start's time and memory (issue #19 item 4).
 */
describe('a lean start on PGlite [process]', () => {
  const folder = mkdtempSync(join(tmpdir(), 'lotready-lazy-start-'));
  let server: ServerProcess | undefined;
  afterAll(async () => {
    if (server && server.child.exitCode === null) server.child.kill('SIGTERM');
    await server?.exited;
    rmSync(folder, { recursive: true, force: true });
  });

  it('answers without having loaded pg, stripe, nodemailer, yazl or the VIN decoder', async () => {
    const log = join(folder, 'imports.log');
    const recorder = join(folder, 'record-imports.mjs');
    writeFileSync(log, '');
    writeFileSync(recorder, importRecorder(log));
    server = await startServerProcess({
      DATA_DIR: join(folder, 'data'),
      DATABASE_URL: '',
      STRIPE_SECRET_KEY: '',
      STRIPE_WEBHOOK_SECRET: '',
      SMTP_URL: '',
      NODE_OPTIONS: `--import=${recorder}`,
    });
    const resolved = readFileSync(log, 'utf8');
    // The recorder saw the start's own imports, so an absence below means something.
    expect(resolved).toContain('/node_modules/@electric-sql/pglite/');
    expect(resolved).toContain('/node_modules/fastify/');
    for (const [name, path] of NOT_AT_START) {
      expect(resolved.includes(path), `${name} was loaded at start`).toBe(false);
    }
  });
});
