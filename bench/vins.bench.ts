import { execFileSync } from 'node:child_process';
import type { Figure } from './lib/figure';

/** One measurement of bench/lib/vin-decoding.ts, in a fresh process. */
function measure(task: 'prepare' | 'decode'): Record<string, number | boolean> {
  const output = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'bench/lib/vin-decoding.ts', task],
    { encoding: 'utf8' },
  );
  return JSON.parse(output.trim().split('\n').at(-1)!) as Record<string, number | boolean>;
}

/**
 * VIN decoding on the server (issue #27, Speed): 5,000 VINs through the process's corgi
 * decoder, its resident memory, and that nothing of it is loaded before the first decode
 * (docs/decisions/0091-vin-decoding-with-corgi.md). One run each, no warm-up: a process's
 * first use is what is measured.
 */
export async function measureVins(): Promise<Figure[]> {
  const prepareMs = Number(measure('prepare').prepareMs);
  const run = measure('decode');
  const n = (key: string) => Number(run[key]);
  return [
    {
      budget: `Decode ${n('vins')} VINs on the server (the dealer files' ${n('real')} real VINs, then each with other serials; ${n('decoded')} decoded)`,
      value: n('decodeMs'),
      unit: 'ms',
      limit: 2000,
      better: 'lower',
      note: 'corgi matches each new model, year and plant against its vPIC patterns (a few milliseconds each); a VIN alike in the positions corgi reads (1–8, 10, 11) is answered from the decoder’s kept answers.',
    },
    {
      budget:
        "The decoder's resident memory: the process after those decodes less before the first",
      value: n('afterMiB') - n('beforeMiB'),
      unit: 'MiB',
      limit: 150,
      better: 'lower',
      note: 'better-sqlite3 and corgi, SQLite’s 2 MB page cache (no memory map), corgi’s query rows (a new corgi decoder past 20,000 rows) and up to 20,000 kept answers.',
    },
    {
      budget: 'Native code of the decoder in the process before its first decode (1 = loaded)',
      value: run.loadedBefore ? 1 : 0,
      unit: '',
      limit: 0,
      better: 'lower',
    },
    {
      budget: 'First decode in a process: load corgi and better-sqlite3, open the prepared file',
      value: n('firstMs'),
      unit: 'ms',
      limit: 1000,
      better: 'lower',
      note: 'Our own limit: the first request that decodes waits for it, once per process.',
    },
    {
      budget:
        'Prepare the vPIC copy (once per machine): unpack 24 MB, index, note how far patterns read',
      value: prepareMs,
      unit: 'ms',
      limit: 5000,
      better: 'lower',
      note: 'Our own limit: once per machine and corgi version, in the temporary folder.',
    },
  ];
}
