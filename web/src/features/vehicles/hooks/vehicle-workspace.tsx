import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Role } from '@domain/api/common';
import {
  DEFAULT_DEALERSHIP_CONFIG,
  thresholdsFromConfig,
  type DealershipConfig,
} from '@domain/dealership-config';
import type { StatusThresholds } from '@domain/vehicle-status';
import { VehicleRecordSheet } from '../components/record/vehicle-record-sheet';

/**
 * What the vehicle views need besides their data: the dealership's configuration, the
 * thresholds it sets and the signed-in role. The data comes through the API client of the
 * tree (lib/api-client: the server in the app, memory in the sandbox).
 */
export interface VehicleWorkspace {
  config: DealershipConfig;
  thresholds: StatusThresholds;
  /** The signed-in role; the sandbox acts as an admin. */
  role: Role | null;
  /** Whether the 30 s auto-refresh fallback runs (spec 2.9). */
  autoRefresh: boolean;
  /** Opens a vehicle's record (a tile, a list row or a card was tapped). */
  openRecord: (vehicleId: string) => void;
}

const WorkspaceContext = createContext<VehicleWorkspace | null>(null);

interface VehicleWorkspaceProviderProps {
  config?: DealershipConfig | null;
  role: Role | null;
  autoRefresh?: boolean;
  children: ReactNode;
}

export function VehicleWorkspaceProvider({
  config,
  role,
  autoRefresh = false,
  children,
}: VehicleWorkspaceProviderProps) {
  const effective = config ?? DEFAULT_DEALERSHIP_CONFIG;
  const [recordId, setRecordId] = useState<string | null>(null);
  const value = useMemo<VehicleWorkspace>(
    () => ({
      config: effective,
      thresholds: thresholdsFromConfig(effective),
      role,
      autoRefresh,
      openRecord: setRecordId,
    }),
    [autoRefresh, effective, role],
  );
  return (
    <WorkspaceContext.Provider value={value}>
      {children}
      <VehicleRecordSheet vehicleId={recordId} onClose={() => setRecordId(null)} />
    </WorkspaceContext.Provider>
  );
}

export function useVehicleWorkspace(): VehicleWorkspace {
  const workspace = useContext(WorkspaceContext);
  if (!workspace) throw new Error('Vehicle views need a VehicleWorkspaceProvider');
  return workspace;
}
