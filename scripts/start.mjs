// `npm start`: builds what is missing or stale (web app, server bundle), then runs the compiled
// server in this same process — no TypeScript loader, no second Node.js process.
import { spawnSync } from 'node:child_process';
import { SERVER_BUILD, WEB_BUILD, isStale } from './build-freshness.mjs';

function run(script, ...flags) {
  const result = spawnSync(process.execPath, [...flags, script], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (isStale(WEB_BUILD)) {
  console.log('Building the web app (dist/web is missing or stale)…');
  run('scripts/ensure-web-build.ts', '--import', 'tsx');
}
if (isStale(SERVER_BUILD)) {
  console.log('Building the server (dist/server is missing or stale)…');
  run('scripts/build-server.mjs');
}
await import(new URL('../dist/server/main.js', import.meta.url).href);
