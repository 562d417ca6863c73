/**
 * The VIN bench's measurements, each in a process of its own so that its memory is the
 * decoder's alone: `node --import tsx bench/lib/vin-decoding.ts prepare|decode`. Prints one
 * JSON line: `prepare` times preparing the vPIC copy in an empty folder (and makes sure this
 * machine has its own); `decode` times the first decode and 5,000 more through the server's
 * decoder, with the process's resident memory before and after.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { computeCheckDigit } from '@domain/vin';
import { processVinDecoder } from '../../server/modules/vins/vin-decoder';
import { prepareVpicDatabase } from '../../server/modules/vins/vpic-database';

const VINS = 5000;
const DEALER_FILES = [
  'auction-manheim-car-prices.csv',
  'dealer-website-curve-motors.csv',
  'yard-pull-n-save-mead.csv',
];

/** The 17-character VINs of the real dealer files (server/test/fixtures/dealer-files). */
function realVins(): string[] {
  const text = DEALER_FILES.map((name) =>
    readFileSync(`server/test/fixtures/dealer-files/${name}`, 'utf8'),
  )
    .join('\n')
    .toUpperCase();
  return [...new Set(text.match(/\b[A-HJ-NPR-Z0-9]{17}\b/g) ?? [])];
}

/**
 * `count` VINs as a large lot has them: the real VINs, then each again with other serial
 * numbers (and so other check digits), as more cars of the same model, year and plant.
 */
function lotVins(count: number): { vins: string[]; real: number } {
  const real = realVins();
  const vins = Array.from({ length: count }, (_, index) => {
    const base = real[index % real.length]!;
    const round = Math.floor(index / real.length);
    if (round === 0) return base;
    const changed = base.slice(0, 11) + String(round).padStart(6, '0');
    return changed.slice(0, 8) + computeCheckDigit(changed) + changed.slice(9);
  });
  return { vins, real: real.length };
}

function residentMiB(): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
  return Number(match?.[1] ?? 0) / 1024;
}

/** Whether better-sqlite3's native code is mapped into this process. */
function sqliteLoaded(): boolean {
  return readFileSync('/proc/self/maps', 'utf8').includes('better_sqlite3.node');
}

async function prepare() {
  const folder = mkdtempSync(join(tmpdir(), 'lotready-bench-vpic-'));
  try {
    const started = performance.now();
    await prepareVpicDatabase(folder);
    const prepareMs = performance.now() - started;
    await prepareVpicDatabase();
    return { prepareMs };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function decode() {
  const { vins, real } = lotVins(VINS);
  const loadedBefore = sqliteLoaded();
  const beforeMiB = residentMiB();
  let started = performance.now();
  await processVinDecoder.decode(vins[0]!);
  const firstMs = performance.now() - started;
  started = performance.now();
  let decoded = 0;
  for (const vin of vins) if (await processVinDecoder.decode(vin)) decoded += 1;
  const decodeMs = performance.now() - started;
  return {
    vins: vins.length,
    real,
    decoded,
    firstMs,
    decodeMs,
    loadedBefore,
    loadedAfter: sqliteLoaded(),
    beforeMiB,
    afterMiB: residentMiB(),
  };
}

const task = process.argv[2];
if (task !== 'prepare' && task !== 'decode') throw new Error('prepare or decode?');
console.log(JSON.stringify(task === 'prepare' ? await prepare() : await decode()));
