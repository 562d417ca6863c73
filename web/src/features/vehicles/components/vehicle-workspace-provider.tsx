import { useMemo, useState, type ReactNode } from 'react';
import type { Role } from '@domain/api/common';
import {
  DEFAULT_DEALERSHIP_CONFIG,
  thresholdsFromConfig,
  type UserDealershipConfig,
} from '@domain/dealership-config';
import { WorkspaceContext, type VehicleWorkspace } from '../hooks/vehicle-workspace';
import { VehicleRecordSheet } from './record/vehicle-record-sheet';

/*
 * Apart from the context and its hook (hooks/vehicle-workspace.tsx), because it renders the
 * vehicle record, whose components use that hook: together they would import each other.
 */

interface VehicleWorkspaceProviderProps {
  config?: UserDealershipConfig | null;
  role: Role | null;
  userId?: string | null;
  autoRefresh?: boolean;
  children: ReactNode;
}

export function VehicleWorkspaceProvider({
  config,
  role,
  userId = null,
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
      userId,
      autoRefresh,
      openRecord: setRecordId,
      closeRecord: () => setRecordId(null),
    }),
    [autoRefresh, effective, role, userId],
  );
  return (
    <WorkspaceContext.Provider value={value}>
      {children}
      <VehicleRecordSheet vehicleId={recordId} onClose={() => setRecordId(null)} />
    </WorkspaceContext.Provider>
  );
}
