import { useId } from 'react';
import { INVENTORY_VIEW_MODES, type InventoryViewMode } from '@domain/dealership-config';
import { NativeSelect } from '@/components/ui/native-select';
import { Label } from '@/components/ui/label';
import { ToggleSwitch } from '@/components/ui/toggle-switch';
import { ConfigNumberField } from '../config-number-field';
import type { ConfigSectionProps } from './section-props';

const VIEW_MODE_LABELS: Record<InventoryViewMode, string> = {
  'master-detail': 'List and details (40% / 60%)',
  grid: 'Grid of cards',
  table: 'Table',
  board: 'Board by workflow',
};

export function InventoryDisplaySection({ draft, edit }: ConfigSectionProps) {
  const viewId = useId();
  return (
    <div className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor={viewId}>Inventory view</Label>
        <NativeSelect
          id={viewId}
          value={draft.inventoryViewMode}
          onChange={(event) =>
            edit((c) => void (c.inventoryViewMode = event.target.value as InventoryViewMode))
          }
        >
          {INVENTORY_VIEW_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {VIEW_MODE_LABELS[mode]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <ConfigNumberField
        field="maxVehicles"
        label="Max vehicles per grid"
        unit="vehicles"
        value={draft.grid.maxVehicles}
        onChange={(value) => edit((c) => void (c.grid.maxVehicles = value))}
      />
      <ToggleSwitch
        label="Show empty slots"
        description="Fill the board grid with placeholders up to the maximum."
        checked={draft.grid.showEmptySlots}
        onCheckedChange={(value) => edit((c) => void (c.grid.showEmptySlots = value))}
      />
    </div>
  );
}
