import { useState } from 'react';
import { SCOREBOARD_SETTING_RULES, scoreboardSettingsSchema } from '@domain/scoreboard/settings';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { ConfigSectionProps } from './section-props';

const T = SCOREBOARD_SETTING_RULES.targetDays;
const C = SCOREBOARD_SETTING_RULES.holdingCostPerDayCents;

/** A number typed, or NaN for an empty or unreadable entry (the schema names the field). */
function numberOf(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/**
 * The scoreboard's target for days in recon and the holding cost per day (issue #30), saved
 * with the configuration; each problem names its field.
 */
export function ScoreboardSection({
  draft,
  edit,
  readOnly,
}: ConfigSectionProps & { readOnly: boolean }) {
  const settings = draft.scoreboard;
  // What is typed stays as typed until the field is left (a cost of "37." is on its way).
  const [typed, setTyped] = useState<{ target?: string; cost?: string }>({});
  const checked = scoreboardSettingsSchema.safeParse(settings);
  const problemAt = (field: string) =>
    checked.error?.issues.find((issue) => issue.path[0] === field)?.message;
  return (
    <fieldset
      disabled={readOnly}
      className="grid min-w-0 gap-4 rounded-lg border border-slate-200 p-4"
    >
      <legend className="px-1 text-sm font-semibold">Scoreboard</legend>
      <p className="text-sm text-slate-600">
        The scoreboard counts the share of cars through recon within your target, and what holding
        them cost.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Days in recon target"
          hint={`Business days, ${T.min}–${T.max}; default 3`}
          error={problemAt('targetDays')}
        >
          <Input
            type="number"
            inputMode="decimal"
            min={T.min}
            max={T.max}
            step={0.5}
            className="w-28"
            value={typed.target ?? String(settings.targetDays)}
            onChange={(event) => {
              const text = event.target.value;
              setTyped((t) => ({ ...t, target: text }));
              edit((c) => void (c.scoreboard.targetDays = numberOf(text)));
            }}
            onBlur={() => setTyped((t) => ({ ...t, target: undefined }))}
          />
        </FormField>
        <FormField
          label="Holding cost per day ($)"
          hint={`Up to $${C.max / 100}; default $37 (NCM's published figure)`}
          error={problemAt('holdingCostPerDayCents')}
        >
          <Input
            type="number"
            inputMode="decimal"
            min={C.min / 100}
            max={C.max / 100}
            step={0.01}
            className="w-28"
            value={typed.cost ?? String(settings.holdingCostPerDayCents / 100)}
            onChange={(event) => {
              const text = event.target.value;
              setTyped((t) => ({ ...t, cost: text }));
              edit(
                (c) =>
                  void (c.scoreboard.holdingCostPerDayCents = Math.round(numberOf(text) * 100)),
              );
            }}
            onBlur={() => setTyped((t) => ({ ...t, cost: undefined }))}
          />
        </FormField>
      </div>
    </fieldset>
  );
}
