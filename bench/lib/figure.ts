/** One measured budget: what, how much, against which limit. */
export interface Figure {
  budget: string;
  value: number;
  unit: string;
  /** The limit and whether a lower or a higher value passes. */
  limit: number;
  better: 'lower' | 'higher';
  /** Why a failing budget fails and what it would take (docs/performance.md). */
  note?: string;
}

export function passes(figure: Figure): boolean {
  return figure.better === 'lower' ? figure.value <= figure.limit : figure.value >= figure.limit;
}

function format(value: number, unit: string): string {
  const rounded = Math.abs(value) >= 100 ? value.toFixed(0) : value.toFixed(2);
  return unit ? `${rounded} ${unit}` : rounded;
}

/** A Markdown table of the figures, readable in a terminal too. */
export function figureTable(figures: Figure[]): string {
  const rows = figures.map((f) => [
    f.budget,
    format(f.value, f.unit),
    `${f.better === 'lower' ? '≤' : '≥'} ${format(f.limit, f.unit)}`,
    passes(f) ? 'pass' : 'FAIL',
  ]);
  const header = ['Budget', 'Measured', 'Limit', 'Result'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
