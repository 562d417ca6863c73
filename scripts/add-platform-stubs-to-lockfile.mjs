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

// The same for every other package with per-platform optional binaries (oxc, unrs-resolver,
// …): a missing `name-<os>-<cpu>[-gnu|-musl]` entry is added, restricted to its platform.
const OS = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'win32',
  'openharmony',
  'netbsd',
  'openbsd',
  'sunos',
  'aix',
];
const CPU = ['arm64', 'x64', 'arm', 'ia32', 'riscv64', 'ppc64', 's390x', 'loong64', 'wasm32'];
const stubbed = JSON.parse(readFileSync('package-lock.json', 'utf8'));
let added = 0;
for (const [key, entry] of Object.entries(stubbed.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const target = `node_modules/${name}`;
    if (stubbed.packages[target] || stubbed.packages[`${key}/${target}`]) continue;
    const parts = name.split('/').pop().split('-');
    const os = OS.find((candidate) => parts.includes(candidate));
    const cpu = CPU.find((candidate) => parts.includes(candidate));
    if (!cpu) continue;
    const libc = parts.includes('musl') ? ['musl'] : parts.includes('gnu') ? ['glibc'] : null;
    stubbed.packages[target] = {
      version: version.replace(/^[\^~=]/, ''),
      dev: entry.dev ?? undefined,
      optional: true,
      cpu: [cpu],
      ...(os ? { os: [os] } : {}),
      ...(libc ? { libc } : {}),
    };
    added += 1;
  }
}
if (added > 0) {
  const sorted = {};
  for (const key of Object.keys(stubbed.packages).sort()) sorted[key] = stubbed.packages[key];
  stubbed.packages = sorted;
  writeFileSync('package-lock.json', `${JSON.stringify(stubbed, null, 2)}\n`);
}
