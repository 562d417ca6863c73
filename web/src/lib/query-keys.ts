import { preferenceApi } from '@domain/api/preference-endpoints';
import { scoreboardApi } from '@domain/api/scoreboard-endpoints';
import { tenantApi } from '@domain/api/tenant-endpoints';
import { workflowApi } from '@domain/api/workflow-endpoints';

/**
 * The query-key factory every feature shares, so a mutation in one place (or a live event)
 * invalidates the right lists everywhere. A query is a GET on its key (spec 7).
 */
export interface VehicleFilters {
  search?: string;
  make?: string;
  type?: 'inventory' | 'make-ready' | 'service';
  includeSold?: boolean;
}

export const queryKeys = {
  vehicles: {
    all: ['vehicles'] as const,
    list: (filters: VehicleFilters = {}) => ['vehicles', filters] as const,
  },
  /** One vehicle read on its own (the record, when the list does not hold it). */
  vehicleRecord: (id: string) => ['vehicle-record', id] as const,
  /** What a VIN says about its vehicle: the same for every dealership, so kept for the session. */
  vin: (vin: string) => ['vin', vin] as const,
  activity: {
    all: ['activity-logs'] as const,
    list: (params: Record<string, string | undefined> = {}) => ['activity-logs', params] as const,
    /** One vehicle's history: under the log, so every activity event refreshes it. */
    vehicle: (id: string) => ['activity-logs', 'vehicle', id] as const,
  },
  config: ['config'] as const,
  tenantInfo: [tenantApi.info.path] as const,
  preferences: [preferenceApi.get.path] as const,
  /** Both workflows' recon steps (issue #26). */
  workflows: [workflowApi.list.path] as const,
  users: { all: ['users'] as const },
  feeds: { all: ['feeds'] as const, runs: (id: string) => ['feeds', id, 'runs'] as const },
  alerts: {
    all: ['alerts'] as const,
    mine: ['alerts', 'mine'] as const,
    unread: ['alerts', 'unread'] as const,
    takers: ['alerts', 'on-it'] as const,
    preferences: ['alerts', 'preferences'] as const,
    channelOptions: ['alerts', 'channel-options'] as const,
    rules: ['alerts', 'rules'] as const,
    onCall: ['alerts', 'on-call'] as const,
  },
  billing: {
    all: ['billing'] as const,
    status: ['billing', 'status'] as const,
    subscription: ['billing', 'subscription'] as const,
  },
  dashboards: {
    all: ['dashboards'] as const,
    detail: (id: string) => ['dashboards', id] as const,
  },
  /** The recon scoreboard of a period (issue #30). */
  scoreboard: (period: { from: string; to: string }) =>
    [scoreboardApi.get.path, period.from, period.to] as const,
};
