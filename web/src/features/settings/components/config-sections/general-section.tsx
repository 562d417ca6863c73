import {
  CONFIG_PRESETS,
  DEFAULT_DEALERSHIP_CONFIG,
  type ConfigPresetId,
} from '@domain/dealership-config';
import { ColorField } from '../color-field';
import type { ConfigSectionProps } from './section-props';

export function GeneralSection({
  draft,
  edit,
  onPreset,
}: ConfigSectionProps & { onPreset: (id: ConfigPresetId) => void }) {
  return (
    <div className="grid gap-5">
      <div className="grid gap-2">
        <p className="text-sm font-medium">Start from a preset</p>
        <div className="grid gap-2 sm:grid-cols-3">
          {Object.values(CONFIG_PRESETS).map((preset) => (
            <button
              key={preset.id}
              type="button"
              onClick={() => onPreset(preset.id)}
              className="rounded-lg border border-slate-200 p-3 text-left hover:border-primary hover:bg-primary/5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
            >
              <span className="block text-sm font-semibold">{preset.label}</span>
              <span className="block text-xs text-slate-600">{preset.description}</span>
            </button>
          ))}
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <ColorField
          label="Header background"
          value={draft.theme.headerBackground}
          fallback={DEFAULT_DEALERSHIP_CONFIG.theme.headerBackground}
          onChange={(value) => edit((c) => void (c.theme.headerBackground = value))}
        />
        <ColorField
          label="Header text color"
          value={draft.theme.headerTextColor}
          fallback={DEFAULT_DEALERSHIP_CONFIG.theme.headerTextColor}
          onChange={(value) => edit((c) => void (c.theme.headerTextColor = value))}
        />
      </div>
    </div>
  );
}
