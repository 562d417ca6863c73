import { useState } from 'react';
import { formatMoney, parseLabourHours, parseMoney, type MoneyFormat } from '@domain/work/money';
import { WORK_CATEGORIES, type WorkCategory } from '@domain/work/work-items';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { messageFromError } from '@/lib/error-message';
import { useJobTemplatesAdmin } from '@/features/settings/api/job-templates';

/**
 * "Description; category; parts; hours" per line, e.g. "Oil and filter; mechanical; 45; 0.5":
 * a template is typed as a short list, the way a service advisor writes one down.
 */
function readLines(text: string, locale: string) {
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

/** The dealership's job templates: listed, added and removed (saved at once, not with the form). */
export function JobTemplatesEditor({ readOnly, money }: { readOnly: boolean; money: MoneyFormat }) {
  const { list, create, remove } = useJobTemplatesAdmin();
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const templates = list.data?.templates ?? [];

  const add = () => {
    try {
      const lines = readLines(text, money.locale);
      setProblem(null);
      create.mutate(
        { name, lines },
        {
          onSuccess: () => {
            setName('');
            setText('');
          },
          onError: (error) => setProblem(messageFromError(error, 'The template was not saved.')),
        },
      );
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The lines could not be read.');
    }
  };

  return (
    <fieldset
      disabled={readOnly}
      className="grid min-w-0 gap-3 rounded-lg border border-slate-200 p-4"
    >
      <legend className="px-1 text-sm font-semibold">Job templates</legend>
      {templates.length > 0 && (
        <ul aria-label="Job templates" className="grid gap-2">
          {templates.map((template) => (
            <li
              key={template.id}
              className="flex items-start justify-between gap-3 rounded bg-slate-50 p-2 text-sm"
            >
              <span>
                <span className="font-semibold">{template.name}</span>:{' '}
                {template.lines
                  .map(
                    (line) =>
                      `${line.description} (${formatMoney(line.partsCents, money)} + ${String(line.labourHours)} h)`,
                  )
                  .join(', ')}
              </span>
              <Button size="sm" variant="ghost" onClick={() => remove.mutate(template.id)}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Input
        aria-label="Template name"
        placeholder="e.g. Used car basic"
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <textarea
        aria-label="Template lines"
        className="min-h-24 rounded-md border border-slate-300 p-2 text-sm"
        placeholder={
          'Oil and filter; mechanical; 45; 0.5\nWipers; parts; 25\nState inspection; sublet; 35'
        }
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <Button
        className="justify-self-start"
        variant="outline"
        disabled={!name.trim() || !text.trim() || create.isPending}
        onClick={add}
      >
        Add template
      </Button>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
