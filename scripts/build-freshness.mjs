// Whether a build is missing or older than its sources: plain JavaScript, because `npm start`
// asks before anything is compiled (scripts/start.mjs), and the TypeScript tooling asks too.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The web app (scripts/web-build.ts): its entry page and what it is built from. */
export const WEB_BUILD = {
  output: 'dist/web/index.html',
  sources: ['web', 'domain', 'vite.config.ts', 'package-lock.json'],
};

/** The server (scripts/build-server.mjs): its bundle and what it is built from. */
export const SERVER_BUILD = {
  output: 'dist/server/main.js',
  sources: ['server', 'domain', 'tsconfig.json', 'package-lock.json', 'scripts/build-server.mjs'],
};

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestMtime(join(path, entry))),
    stat.mtimeMs,
  );
}

/** True when `build.output` is missing or any of `build.sources` changed after it. */
export function isStale(build) {
  if (!existsSync(build.output)) return true;
  const builtAt = statSync(build.output).mtimeMs;
  return build.sources.some((source) => newestMtime(source) > builtAt);
}
