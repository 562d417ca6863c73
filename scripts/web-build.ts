/** Building the web app: `vite build`, the pre-rendered marketing pages, compressed assets. */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { WEB_BUILD, isStale } from './build-freshness.mjs';
import { precompress } from './precompress';

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
  return isStale(WEB_BUILD);
}
