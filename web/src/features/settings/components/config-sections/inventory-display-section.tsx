import { useId } from 'react';
import {
  DATE_ORDERS,
  DISTANCE_UNITS,
  INVENTORY_VIEW_MODES,
  type DateOrder,
  type DistanceUnit,
  type InventoryViewMode,
} from '@domain/dealership-config';
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

const DISTANCE_UNIT_LABELS: Record<DistanceUnit, string> = {
  mi: 'Miles (mi)',
  km: 'Kilometres (km)',
};

const DATE_ORDER_LABELS: Record<DateOrder, string> = {
  'month-first': 'Month first (10/29/2025)',
  'day-first': 'Day first (29/10/2025)',
};

export function InventoryDisplaySection({ draft, edit }: ConfigSectionProps) {
  const viewId = useId();
  const distanceId = useId();
  const dateOrderId = useId();
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
      <div className="grid gap-1.5">
        <Label htmlFor={distanceId}>Mileage unit</Label>
        <NativeSelect
          id={distanceId}
          value={draft.regional.distanceUnit}
          onChange={(event) =>
            edit((c) => void (c.regional.distanceUnit = event.target.value as DistanceUnit))
          }
        >
          {DISTANCE_UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {DISTANCE_UNIT_LABELS[unit]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={dateOrderId}>Dates in imported files</Label>
        <NativeSelect
          id={dateOrderId}
          value={draft.regional.dateOrder}
          onChange={(event) =>
            edit((c) => void (c.regional.dateOrder = event.target.value as DateOrder))
          }
        >
          {DATE_ORDERS.map((order) => (
            <option key={order} value={order}>
              {DATE_ORDER_LABELS[order]}
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
