import type { JobTemplate } from '@domain/api/work';
import { formatMoney, parseLabourHours, parseMoney, type MoneyFormat } from '@domain/work/money';
import { WORK_CATEGORIES, type WorkCategory } from '@domain/work/work-items';

/**
 * "Description; category; parts; hours" per line, e.g. "Oil and filter; mechanical; 45; 0.5":
 * a template is typed as a short list, the way a service advisor writes one down.
 */
export function readTemplateLines(text: string, locale: string) {
  const lines = [];
  for (const [index, row] of text.split('\n').entries()) {
    if (!row.trim()) continue;
    const [description = '', category = 'other', parts = '', hours = ''] = row
      .split(';')
      .map((cell) => cell.trim());
    const where = `Line ${String(index + 1)}`;
    if (!WORK_CATEGORIES.includes(category.toLowerCase() as WorkCategory)) {
      throw new Error(`${where}: the category must be one of ${WORK_CATEGORIES.join(', ')}`);
    }
    const money = parts ? parseMoney(parts, locale) : { cents: 0 };
    if (!('cents' in money)) throw new Error(`${where}: the parts are not an amount`);
    const labour = hours ? parseLabourHours(hours) : 0;
    if (labour === null) throw new Error(`${where}: the hours are not hours such as 0.5`);
    lines.push({
      description,
      category: category.toLowerCase() as WorkCategory,
      partsCents: money.cents,
      labourHours: labour / 100,
    });
  }
  return lines;
}

/** A template's lines as the editor shows them for a change, one per row (readTemplateLines back). */
export function writeTemplateLines(lines: JobTemplate['lines'], money: MoneyFormat): string {
  return lines
    .map((line) =>
      [
        line.description,
        line.category,
        formatMoney(line.partsCents, money),
        ...(line.labourHours > 0 ? [String(line.labourHours)] : []),
      ].join('; '),
    )
    .join('\n');
}
