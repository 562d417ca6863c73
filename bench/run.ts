/**
 * `npm run bench`: measures every budget named in the issues in one run on this machine, prints
 * one table and writes it to docs/performance.md with the date, the machine and the commit.
 */
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { figureTable, passes, type Figure } from './lib/figure';
import { BENCHES } from './benches';
import { buildServer } from '../scripts/build-server.mjs';
import { buildWeb } from '../scripts/web-build';

// Every bench serves dist/web. Build it for production first, always: a build left by another
// command may be a development build (NODE_ENV=development makes Vite bundle React's dev
// runtime), and a fresh one means no `npm start` under measurement rebuilds it.
delete process.env.NODE_ENV;
buildWeb();
await buildServer();

const only = process.argv.slice(2);
const loadAtStart = loadavg()[0]!;
const figures: Figure[] = [];
for (const [name, measure] of Object.entries(BENCHES)) {
  if (only.length && !only.includes(name)) continue;
  console.log(`▶ ${name}`);
  try {
    const measured = await measure();
    figures.push(...measured);
    console.log(figureTable(measured));
  } catch (error) {
    console.error(`✖ ${name} failed:`, error);
    process.exitCode = 1;
  }
}

const commit = (() => {
  try {
    return execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
})();
const machine = `${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
const table = figureTable(figures);
console.log(`\n${table}\n`);

const notes = figures
  .filter((f) => !passes(f) && f.note)
  .map((f) => `- **${f.budget}**: ${f.note}`)
  .join('\n');

if (!only.length) {
  writeFileSync(
    'docs/performance.md',
    `# Performance

Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}, commit ${commit}, on ${machine}.
Each figure is the median of several runs after a warm-up; throughput budgets are ratios against a
reference measured in the same run.

The 1-minute load average was ${loadAtStart.toFixed(1)} at the start and
${loadavg()[0]!.toFixed(1)} at the end, on ${cpus().length} cores (the benchmark itself keeps about one
core busy). Where other work shares the cores, absolute times come out pessimistic; the ratios
compare against a reference measured under the same load.

${table}
${notes ? `\n## Budgets that fail\n\n${notes}\n` : ''}`,
  );
  console.log('Wrote docs/performance.md');
}
