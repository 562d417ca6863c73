/** Building the web app: `vite build`, the pre-rendered marketing pages, compressed assets. */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { precompress } from './precompress';

const SOURCES = ['web', 'domain', 'vite.config.ts', 'package-lock.json'];
const BUILT = 'dist/web/index.html';

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestMtime(join(path, entry))),
    stat.mtimeMs,
  );
}

/** `vite build`, the pre-rendered marketing pages, the compressed assets (= `npm run build`). */
export function buildWeb(outDir = 'dist/web'): void {
  const absolute = resolve(outDir);
  execFileSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', absolute],
    { stdio: 'inherit' },
  );
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/prerender.ts'], {
    stdio: 'inherit',
    env: { ...process.env, WEB_DIST_DIR: absolute },
  });
  precompress(absolute);
}

export function webBuildIsStale(): boolean {
  if (!existsSync(BUILT)) return true;
  const builtAt = statSync(BUILT).mtimeMs;
  return SOURCES.some((source) => newestMtime(source) > builtAt);
}
