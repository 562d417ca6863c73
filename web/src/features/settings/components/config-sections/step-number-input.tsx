import { useState } from 'react';
import { Input } from '@/components/ui/input';

/**
 * A step's number: typing is free and the draft holds what it reads as (NaN for an empty or
 * invalid entry, which the contract names on save; `empty` when empty means "none").
 */
export function StepNumberInput({
  value,
  onChange,
  empty = Number.NaN,
  ...props
}: {
  id?: string;
  value: number | null;
  onChange: (value: number | null) => void;
  empty?: number | null;
  min?: number;
  max?: number;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}) {
  const [text, setText] = useState<string | null>(null);
  const shown = value === null || Number.isNaN(value) ? '' : String(value);
  return (
    <Input
      {...props}
      type="number"
      inputMode="decimal"
      step="any"
      value={text ?? shown}
      onChange={(event) => {
        const typed = event.target.value.trim();
        setText(event.target.value);
        onChange(typed === '' ? empty : Number(typed));
      }}
      onBlur={() => setText(null)}
      className="w-full sm:w-28"
    />
  );
}
