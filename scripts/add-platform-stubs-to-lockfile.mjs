// The npm registry this project's machines reach does not serve tailwindcss's oxide binaries for
// platforms other than Linux, so `npm install` leaves them out of package-lock.json and `npm ci`
// then refuses the lock as out of sync. This adds them as optional, platform-restricted entries
// (never installed on Linux x64), which is what npm writes when it can see them.
// Run after any `npm install` that rewrites the lock: node scripts/add-platform-stubs-to-lockfile.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const PLATFORMS = {
  'android-arm64': [['android'], ['arm64']],
  'darwin-arm64': [['darwin'], ['arm64']],
  'darwin-x64': [['darwin'], ['x64']],
  'freebsd-x64': [['freebsd'], ['x64']],
  'linux-arm-gnueabihf': [['linux'], ['arm']],
  'wasm32-wasi': [null, ['wasm32']],
  'win32-arm64-msvc': [['win32'], ['arm64']],
  'win32-x64-msvc': [['win32'], ['x64']],
};

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const oxide = lock.packages['node_modules/@tailwindcss/oxide'];
if (oxide) {
  for (const [name, [os, cpu]] of Object.entries(PLATFORMS)) {
    const key = `node_modules/@tailwindcss/oxide-${name}`;
    if (lock.packages[key]) continue;
    lock.packages[key] = {
      version: oxide.version,
      dev: true,
      optional: true,
      license: 'MIT',
      cpu,
      ...(os ? { os } : {}),
    };
  }
  const sorted = {};
  for (const key of Object.keys(lock.packages).sort()) sorted[key] = lock.packages[key];
  lock.packages = sorted;
  writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
}
