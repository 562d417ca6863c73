import {
  DEFAULT_MAKE_READY_THRESHOLDS as MR,
  DEFAULT_MAX_VEHICLES,
  DEFAULT_SERVICE_THRESHOLDS as SV,
} from './constants';

/**
 * The Configuration inputs table of spec 5: ranges, steps and the value an invalid entry
 * falls back to (the spec 9 defaults). The form sets min/max/step from it; the schema in
 * dealership-config enforces the same ranges on the server.
 */
export const CONFIG_INPUT_RULES = {
  maxVehicles: { min: 4, max: 36, step: 1, fallback: DEFAULT_MAX_VEHICLES },
  makeReadyNew: { min: 1, max: 60, step: 1, fallback: MR.newThreshold },
  makeReadyWorking: { min: 5, max: 120, step: 1, fallback: MR.workingThreshold },
  makeReadyWarning: { min: 15, max: 180, step: 1, fallback: MR.warningThreshold },
  serviceNew: { min: 0.1, max: 2, step: 0.1, fallback: SV.newThreshold },
  serviceGood: { min: 0.5, max: 10, step: 0.1, fallback: SV.goodThreshold },
  serviceAttention: { min: 2, max: 60, step: 1, fallback: SV.attentionThreshold },
} as const;
export type ConfigInputField = keyof typeof CONFIG_INPUT_RULES;

/**
 * The number a configuration form input stands for: an empty or non-numeric value gives the
 * field's default (maxVehicles 16, Make Ready 5/30/40, Service 0.5/2/12); a number is rounded
 * to the field's step and clamped into its range, so 0 becomes the minimum, not the default.
 */
export function clampConfigInput(field: ConfigInputField, raw: string | number): number {
  const rule = CONFIG_INPUT_RULES[field];
  const value = typeof raw === 'number' ? raw : raw.trim() === '' ? Number.NaN : Number(raw);
  if (!Number.isFinite(value)) return rule.fallback;
  const decimals = rule.step < 1 ? 1 : 0;
  const stepped = Number((Math.round(value / rule.step) * rule.step).toFixed(decimals));
  return Math.min(rule.max, Math.max(rule.min, stepped));
}
