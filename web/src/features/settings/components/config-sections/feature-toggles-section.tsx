import type { DealershipConfig } from '@domain/dealership-config';
import { ToggleSwitch } from '@/components/ui/toggle-switch';
import type { ConfigSectionProps } from './section-props';

const FEATURES: { key: keyof DealershipConfig['features']; label: string; description: string }[] =
  [
    {
      key: 'textEnlargement',
      label: 'Text enlargement',
      description: 'Let staff make text larger for wall screens.',
    },
    {
      key: 'vehicleLogging',
      label: 'Vehicle logging',
      description: 'Record every change in the activity log.',
    },
    {
      key: 'timeEditing',
      label: 'Time editing',
      description: 'Allow correcting when a vehicle entered a workflow.',
    },
    {
      key: 'advancedSearch',
      label: 'Advanced search',
      description: 'Search every field, including VIN and notes.',
    },
    {
      key: 'exportCapability',
      label: 'Export',
      description: 'Allow CSV exports of inventory and activity.',
    },
  ];

export function FeatureTogglesSection({ draft, edit }: ConfigSectionProps) {
  return (
    <div className="grid gap-4">
      {FEATURES.map(({ key, label, description }) => (
        <ToggleSwitch
          key={key}
          label={label}
          description={description}
          checked={draft.features[key]}
          onCheckedChange={(value) => edit((c) => void (c.features[key] = value))}
        />
      ))}
    </div>
  );
}
