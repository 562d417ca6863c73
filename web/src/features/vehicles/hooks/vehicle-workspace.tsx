import { createContext, useContext } from 'react';
import type { Role } from '@domain/api/common';
import type { UserDealershipConfig } from '@domain/dealership-config';
import type { StatusThresholds } from '@domain/vehicle-status';

/**
 * What the vehicle views need besides their data: the dealership's configuration, the
 * thresholds it sets and the signed-in role. The data comes through the API client of the
 * tree (lib/api-client: the server in the app, memory in the sandbox).
 */
export interface VehicleWorkspace {
  /** A manager's or admin's whole configuration, or a user's view (GET /api/config). */
  config: UserDealershipConfig;
  thresholds: StatusThresholds;
  /** The signed-in role; the sandbox acts as an admin. */
  role: Role | null;
  /** The signed-in user ("My cars", "You" as assignee); null when not known. */
  userId: string | null;
  /** Whether the 30 s auto-refresh fallback runs (spec 2.9). */
  autoRefresh: boolean;
  /** Opens a vehicle's record (a tile, a list row or a card was tapped). */
  openRecord: (vehicleId: string) => void;
  /** Closes the record (its vehicle was deleted: nothing is left to show). */
  closeRecord: () => void;
}

/** Provided by components/vehicle-workspace-provider.tsx. */
export const WorkspaceContext = createContext<VehicleWorkspace | null>(null);

export function useVehicleWorkspace(): VehicleWorkspace {
  const workspace = useContext(WorkspaceContext);
  if (!workspace) throw new Error('Vehicle views need a VehicleWorkspaceProvider');
  return workspace;
}
