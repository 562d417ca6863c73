/**
 * Writes a .br and a .gz beside every text file of the web build (scripts, styles, SVG, the
 * sitemap…) at the highest compression, once per build, so the server sends them as they are
 * (@fastify/static's preCompressed) instead of compressing on every request. HTML is left out:
 * the server fills the domains in and compresses each page itself (server/plugins/web-app.ts).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compress } from '../server/lib/compression';

const TEXT_FILE = /\.(js|mjs|css|svg|json|xml|txt|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

export function precompress(outDir: string): void {
  for (const file of filesUnder(outDir)) {
    if (!TEXT_FILE.test(file)) continue;
    const body = readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    for (const encoding of ['br', 'gzip'] as const) {
      const compressed = compress(body, encoding, 'max');
      if (compressed.length < body.length) {
        writeFileSync(`${file}.${encoding === 'br' ? 'br' : 'gz'}`, compressed);
      }
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  precompress(process.env.WEB_DIST_DIR || 'dist/web');
}
