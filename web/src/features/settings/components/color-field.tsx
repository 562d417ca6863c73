import { useId, useState } from 'react';
import {
  DEFAULT_BRAND_COLOR,
  brandColorForPicker,
  normalizeBrandColorInput,
} from '@domain/dealership-config';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/**
 * A hex colour: picker plus text (spec 5: hex only, ≤ 6 digits). An empty entry, and in the
 * picker anything that is not hex, becomes `fallback`: #DC2626 for the brand colour (spec 5),
 * the field's own default for the header colours — an emptied header background must not turn red.
 */
export function ColorField({
  label,
  value,
  onChange,
  hint,
  fallback = DEFAULT_BRAND_COLOR,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  fallback?: string;
}) {
  const id = useId();
  // What is typed may be empty or partial; the configuration always gets the normalised value.
  const [text, setText] = useState<string | null>(null);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label} picker`}
          value={brandColorForPicker(value, fallback)}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
          className="h-10 w-12 cursor-pointer rounded-md border border-slate-300 bg-white p-1"
        />
        <Input
          id={id}
          value={text ?? value}
          spellCheck={false}
          maxLength={7}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => {
            const typed = event.target.value.replace(/[^#0-9a-f]/gi, '');
            setText(typed);
            onChange(normalizeBrandColorInput(typed, fallback));
          }}
          onBlur={() => setText(null)}
          className="w-32 font-mono uppercase"
        />
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}
