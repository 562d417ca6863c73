import type {
  Vehicle,
  VehicleBatch,
  VehicleCreateInput,
  VehicleUpdate,
} from '@domain/api/vehicles';

/**
 * Where the vehicle views get their data and send their changes: the server (TanStack Query
 * over the REST API) in the app, an in-memory store in the sandbox. Components never call
 * fetch directly, so the same board and inventory run in both.
 */
export interface VehicleSource {
  kind: 'server' | 'memory';
  listVehicles(signal?: AbortSignal): Promise<Vehicle[]>;
  createVehicle(input: VehicleCreateInput): Promise<Vehicle>;
  updateVehicle(id: string, patch: VehicleUpdate): Promise<Vehicle>;
  deleteVehicle(id: string): Promise<void>;
  batchVehicles(input: VehicleBatch): Promise<{ affected: number }>;
}
