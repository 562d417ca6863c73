import { useId, useState } from 'react';
import {
  CONFIG_INPUT_RULES,
  clampConfigInput,
  type ConfigInputField,
} from '@domain/dealership-config';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

interface ConfigNumberFieldProps {
  field: ConfigInputField;
  label: string;
  unit: string;
  value: number;
  onChange: (value: number) => void;
}

/**
 * A configuration number (spec 5, Configuration inputs): typing is free, the configuration
 * always holds the clamped value, and leaving the field shows what will be saved — an empty
 * or invalid entry becomes the default, anything else is rounded to the step and kept in range.
 */
export function ConfigNumberField({ field, label, unit, value, onChange }: ConfigNumberFieldProps) {
  const id = useId();
  const rule = CONFIG_INPUT_RULES[field];
  const [text, setText] = useState<string | null>(null);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-2">
        <Input
          id={id}
          type="number"
          inputMode="decimal"
          min={rule.min}
          max={rule.max}
          step={rule.step}
          value={text ?? String(value)}
          aria-describedby={`${id}-range`}
          onChange={(event) => {
            setText(event.target.value);
            onChange(clampConfigInput(field, event.target.value));
          }}
          onBlur={() => setText(null)}
          className="w-28"
        />
        <span className="text-sm text-slate-600">{unit}</span>
      </div>
      <p id={`${id}-range`} className="text-xs text-slate-500">
        {rule.min}–{rule.max} {unit}, default {rule.fallback}
      </p>
    </div>
  );
}
