import { useState } from 'react';
import { formatMoney, type MoneyFormat } from '@domain/work/money';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { messageFromError } from '@/lib/error-message';
import { useJobTemplatesAdmin } from '@/features/settings/api/job-templates';
import { readTemplateLines, writeTemplateLines } from '@/features/settings/model/template-lines';

/**
 * The dealership's job templates: listed, added, changed (name and lines) and removed, each
 * saved at once, not with the form.
 */
export function JobTemplatesEditor({ readOnly, money }: { readOnly: boolean; money: MoneyFormat }) {
  const { list, create, update, remove } = useJobTemplatesAdmin();
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  /** The template being changed; null: the form adds a new one. */
  const [editingId, setEditingId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const templates = list.data?.templates ?? [];
  const saving = create.isPending || update.isPending;

  const reset = () => {
    setName('');
    setText('');
    setEditingId(null);
  };
  const save = () => {
    try {
      const body = { name, lines: readTemplateLines(text, money.locale) };
      setProblem(null);
      const done = {
        onSuccess: reset,
        onError: (error: Error) =>
          setProblem(messageFromError(error, 'The template was not saved.')),
      };
      if (editingId) update.mutate({ id: editingId, body }, done);
      else create.mutate(body, done);
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
              <span className="flex shrink-0 gap-1">
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Edit ${template.name}`}
                  onClick={() => {
                    setEditingId(template.id);
                    setName(template.name);
                    setText(writeTemplateLines(template.lines, money));
                    setProblem(null);
                  }}
                >
                  Edit
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove ${template.name}`}
                  onClick={() => remove.mutate(template.id)}
                >
                  Remove
                </Button>
              </span>
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
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" disabled={!name.trim() || !text.trim() || saving} onClick={save}>
          {editingId ? 'Save template' : 'Add template'}
        </Button>
        {editingId && (
          <Button variant="ghost" onClick={reset}>
            Cancel
          </Button>
        )}
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
