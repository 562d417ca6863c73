import { useState, type FormEvent } from 'react';
import type { WorkItemCreate } from '@domain/api/work';
import { amountMessage, parseLabourHours, parseMoney } from '@domain/work/money';
import { WORK_CATEGORIES, WORK_CATEGORY_LABELS, type WorkCategory } from '@domain/work/work-items';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';

/** Adds one item: what, which kind, parts in the dealership's money, labour hours. */
export function WorkItemForm({
  locale,
  busy,
  onAdd,
  initial,
  submitLabel = 'Add item',
}: {
  locale: string;
  busy: boolean;
  onAdd: (item: WorkItemCreate) => void;
  /** An item being edited: its values to start from. */
  initial?: { description: string; category: WorkCategory; parts: string; hours: string };
  submitLabel?: string;
}) {
  const [description, setDescription] = useState(initial?.description ?? '');
  const [category, setCategory] = useState<WorkCategory>(initial?.category ?? 'mechanical');
  const [parts, setParts] = useState(initial?.parts ?? '');
  const [hours, setHours] = useState(initial?.hours ?? '');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!description.trim()) return setError('Describe the work');
    const money = parts.trim() ? parseMoney(parts, locale) : { cents: 0 };
    if ('problem' in money) return setError(amountMessage('Parts', money.problem));
    const labour = hours.trim() ? parseLabourHours(hours) : 0;
    if (labour === null) return setError('Labour: hours such as 1.5');
    setError(null);
    onAdd({
      description: description.trim(),
      category,
      partsCents: money.cents,
      labourHours: labour / 100,
    });
    setDescription('');
    setParts('');
    setHours('');
  };

  return (
    <form
      onSubmit={submit}
      aria-label={initial ? `Edit ${initial.description}` : 'Add a work item'}
      className="grid gap-2 rounded-md border border-slate-200 p-3"
    >
      <div className="grid gap-2 sm:grid-cols-[1fr_9rem]">
        <Input
          aria-label="Work description"
          placeholder="e.g. Front brake pads"
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <NativeSelect
          aria-label="Category"
          value={category}
          onChange={(event) => setCategory(event.target.value as WorkCategory)}
        >
          {WORK_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {WORK_CATEGORY_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid grid-cols-[1fr_1fr_auto] gap-2">
        <Input
          aria-label="Parts"
          inputMode="decimal"
          placeholder="Parts 0.00"
          value={parts}
          onChange={(event) => setParts(event.target.value)}
        />
        <Input
          aria-label="Labour hours"
          inputMode="decimal"
          placeholder="Hours 0.0"
          value={hours}
          onChange={(event) => setHours(event.target.value)}
        />
        <Button type="submit" size="sm" disabled={busy}>
          {submitLabel}
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
