/**
 * `npm run bench`: measures every budget named in the issues in one run on this machine, prints
 * one table and writes it to docs/performance.md, one section per bench with the date, the
 * commit and the load. `npm run bench -- live lot` runs those benches and replaces only their
 * sections.
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { format, resolveConfig } from 'prettier';
import { figureTable, passes, type Figure } from './lib/figure';
import { BENCHES } from './benches';
import { buildServer } from '../scripts/build-server.mjs';
import { buildWeb } from '../scripts/web-build';

const DOC = 'docs/performance.md';

const only = process.argv.slice(2);
const unknown = only.filter((name) => !(name in BENCHES));
if (unknown.length) {
  console.error(
    `Unknown bench ${unknown.join(', ')}; the benches: ${Object.keys(BENCHES).join(', ')}`,
  );
  process.exit(2);
}
// Every bench serves dist/web. Build it for production first, always: a build left by another
// command may be a development build (NODE_ENV=development makes Vite bundle React's dev
// runtime), and a fresh one means no `npm start` under measurement rebuilds it.
delete process.env.NODE_ENV;
buildWeb();
await buildServer();

const commit = (() => {
  try {
    return execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
})();
const machine = `${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;

/** One bench's part of docs/performance.md: when, on which commit and load, its table and notes. */
function section(name: string, figures: Figure[], loadBefore: number): string {
  const notes = figures
    .filter((f) => !passes(f) && f.note)
    .map((f) => `- **${f.budget}**: ${f.note}`)
    .join('\n');
  const when = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${commit}`;
  const load = `load average ${loadBefore.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}`;
  return [
    `<!-- bench:${name} -->`,
    `## ${name}`,
    '',
    `\`npm run bench -- ${name}\`, ${when}, ${load}.`,
    '',
    figureTable(figures),
    ...(notes ? ['', 'Budgets that fail:', '', notes] : []),
    `<!-- /bench:${name} -->`,
  ].join('\n');
}

const figures: Figure[] = [];
const sections = new Map<string, string>();
for (const [name, measure] of Object.entries(BENCHES)) {
  if (only.length && !only.includes(name)) continue;
  console.log(`▶ ${name}`);
  const loadBefore = loadavg()[0]!;
  try {
    const measured = await measure();
    figures.push(...measured);
    sections.set(name, section(name, measured, loadBefore));
    console.log(figureTable(measured));
  } catch (error) {
    console.error(`✖ ${name} failed:`, error);
    process.exitCode = 1;
  }
}
console.log(`\n${figureTable(figures)}\n`);

/** The sections of benches not run this time, as docs/performance.md has them. */
function keptSections(): Map<string, string> {
  const kept = new Map<string, string>();
  if (!existsSync(DOC)) return kept;
  const text = readFileSync(DOC, 'utf8');
  for (const match of text.matchAll(/<!-- bench:([\w-]+) -->[\s\S]*?<!-- \/bench:\1 -->/g)) {
    kept.set(match[1]!, match[0]);
  }
  return kept;
}

// Every bench has its own section: a run of some benches (`npm run bench -- live lot`) replaces
// theirs and keeps the others as they were measured.
const kept = keptSections();
const body = Object.keys(BENCHES)
  .map((name) => sections.get(name) ?? kept.get(name))
  .filter(Boolean)
  .join('\n\n');
// Written as Prettier would have it (npm run lint checks the file): its tables and blank lines.
const prettierOptions = (await resolveConfig(DOC)) ?? {};
const document = `# Performance

Measured by \`npm run bench\` (\`npm run bench -- NAME…\` runs some benches and replaces only their
sections), last on ${new Date().toISOString().slice(0, 10)}, commit ${commit}, on ${machine}.
Each figure is the median of several runs after a warm-up; wherever an absolute time depends on
the machine, the budget is a ratio against a reference measured in the same run.

Each section gives the 1-minute load average at its start and end, on ${cpus().length} cores (the
benchmark itself keeps about one core busy). Where other work shares the cores, absolute times come
out pessimistic; the ratios compare against a reference measured under the same load.

${body}
`;
writeFileSync(DOC, await format(document, { ...prettierOptions, filepath: DOC }));
console.log(`Wrote ${DOC}`);
