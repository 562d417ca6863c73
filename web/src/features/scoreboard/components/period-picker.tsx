import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { PERIOD_CHOICE_LABELS, type PeriodChoice } from '../model/period-choice';

interface PeriodPickerProps {
  choice: PeriodChoice;
  /** The days the current choice stands for: a custom choice starts from them. */
  dates: { from: string; to: string } | null;
  problem: string | null;
  onChange: (choice: PeriodChoice) => void;
}

const KINDS = Object.keys(PERIOD_CHOICE_LABELS) as PeriodChoice['kind'][];

function isKind(value: string): value is PeriodChoice['kind'] {
  return KINDS.some((kind) => kind === value);
}

/** This week, the last 4 or 13 weeks, or two days of the manager's own. */
export function PeriodPicker({ choice, dates, problem, onChange }: PeriodPickerProps) {
  const id = useId();
  const custom = choice.kind === 'custom' ? choice : null;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="grid gap-1">
        <Label htmlFor={`${id}-period`}>Period</Label>
        <NativeSelect
          id={`${id}-period`}
          className="w-44"
          value={choice.kind}
          onChange={(event) => {
            const kind = event.target.value;
            if (!isKind(kind)) return;
            onChange(
              kind === 'custom' ? { kind, from: dates?.from ?? '', to: dates?.to ?? '' } : { kind },
            );
          }}
        >
          {KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {PERIOD_CHOICE_LABELS[kind]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {custom && (
        <>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-from`}>From</Label>
            <Input
              id={`${id}-from`}
              type="date"
              className="w-40"
              value={custom.from}
              onChange={(event) => onChange({ ...custom, from: event.target.value })}
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-to`}>To</Label>
            <Input
              id={`${id}-to`}
              type="date"
              className="w-40"
              value={custom.to}
              onChange={(event) => onChange({ ...custom, to: event.target.value })}
            />
          </div>
        </>
      )}
      {problem && (
        <p role="alert" className="basis-full text-sm text-red-800">
          {problem}
        </p>
      )}
    </div>
  );
}
