import type { UserDealershipConfig } from '@domain/dealership-config';
import { describeField, type VehicleFieldKey } from '@domain/vehicle/fields';
import type { Workflow } from '@domain/vehicle-status';

/**
 * A field's label as this dealership names it: the salesperson and location labels and the
 * workflows' names are configurable (spec 3), and a service vehicle's salesperson is its
 * Vendor (spec 2.11).
 */
export function fieldLabel(
  key: VehicleFieldKey,
  config: UserDealershipConfig,
  workflow?: Workflow,
): string {
  const field = describeField(key);
  if (field.configLabel === 'salesperson') {
    return workflow === 'service' ? 'Vendor' : config.workflows.makeReady.salespersonLabel;
  }
  if (field.configLabel === 'location') return config.workflows.service.locationLabel;
  if (key === 'makeReadyAddedAt') return `Entered ${config.workflows.makeReady.displayName}`;
  if (key === 'serviceAddedAt') return `Entered ${config.workflows.service.displayName}`;
  return field.label;
}
