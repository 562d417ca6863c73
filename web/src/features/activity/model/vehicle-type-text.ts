import { VEHICLE_TYPE_TEXT } from '@domain/api/activity';
import type { VehicleType } from '@domain/api/vehicles';

/** The workflows' configured names (config.workflows; spec 3: displayName). */
export interface WorkflowDisplayNames {
  makeReady: { displayName: string };
  service: { displayName: string };
}

export type TypeNames = Readonly<Record<VehicleType, string>>;

/**
 * An entry's type as the dealership names its workflows: a dealership that calls Make Ready
 * "Recon" reads Recon in the log and the Type filter. Without a configuration, the defaults.
 */
export function vehicleTypeText(workflows?: WorkflowDisplayNames): TypeNames {
  if (!workflows) return VEHICLE_TYPE_TEXT;
  return {
    ...VEHICLE_TYPE_TEXT,
    'make-ready': workflows.makeReady.displayName,
    service: workflows.service.displayName,
  };
}
