import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Role } from '@domain/api/common';
import {
  DEFAULT_DEALERSHIP_CONFIG,
  thresholdsFromConfig,
  type DealershipConfig,
} from '@domain/dealership-config';
import type { StatusThresholds } from '@domain/vehicle-status';

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
  const value = useMemo<VehicleWorkspace>(
    () => ({ config: effective, thresholds: thresholdsFromConfig(effective), role, autoRefresh }),
    [autoRefresh, effective, role],
  );
  return <WorkspaceContext.Provider value={value}>{children}</WorkspaceContext.Provider>;
}

export function useVehicleWorkspace(): VehicleWorkspace {
  const workspace = useContext(WorkspaceContext);
  if (!workspace) throw new Error('Vehicle views need a VehicleWorkspaceProvider');
  return workspace;
}
