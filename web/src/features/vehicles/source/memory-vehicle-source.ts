import {
  vehicleCreateSchema,
  type Vehicle,
  type VehicleBatch,
  type VehicleCreateInput,
  type VehicleUpdate,
} from '@domain/api/vehicles';
import { HttpError } from '@domain/http-errors';
import { withType } from '../model/apply-vehicle-change';
import { sampleVehicles } from './sample-vehicles';
import type { VehicleSource } from './vehicle-source';

function newId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  const hex = Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = '8';
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

export interface MemoryVehicleSource extends VehicleSource {
  reset(): void;
}

/**
 * The sandbox's vehicle source: sample data kept in the browser's memory. Nothing is sent to
 * the server; it behaves like the API (versions, 404, type changes) so the views do not know.
 */
export function createMemoryVehicleSource(now: () => number = Date.now): MemoryVehicleSource {
  let vehicles = sampleVehicles(now());

  const find = (id: string): Vehicle => {
    const vehicle = vehicles.find((v) => v.id === id);
    if (!vehicle) throw new HttpError(404, 'Vehicle not found');
    return vehicle;
  };
  const replace = (next: Vehicle) => {
    vehicles = vehicles.map((v) => (v.id === next.id ? next : v));
    return next;
  };

  return {
    kind: 'memory',
    reset() {
      vehicles = sampleVehicles(now());
    },
    async listVehicles() {
      return vehicles.map((v) => ({ ...v }));
    },
    async createVehicle(input: VehicleCreateInput) {
      const data = vehicleCreateSchema.parse(input);
      if (vehicles.some((v) => v.stockNumber.toLowerCase() === data.stockNumber.toLowerCase())) {
        throw new HttpError(409, `Stock number ${data.stockNumber} already exists`);
      }
      const at = now();
      const vehicle = withType(
        {
          ...data,
          id: newId(),
          type: 'inventory',
          inMakeReady: false,
          makeReadyAddedAt: null,
          inService: false,
          serviceAddedAt: null,
          checkInTime: at,
          version: 1,
          createdAt: at,
          updatedAt: at,
        },
        data.type,
        at,
      );
      vehicles = [vehicle, ...vehicles];
      return vehicle;
    },
    async updateVehicle(id: string, patch: VehicleUpdate) {
      const current = find(id);
      if (patch.version !== current.version) {
        throw new HttpError(409, 'Vehicle was changed by someone else', { current });
      }
      const { version: _version, type, ...fields } = patch;
      const at = now();
      let next: Vehicle = { ...current, ...fields, version: current.version + 1, updatedAt: at };
      if (type) next = withType(next, type, at);
      return replace(next);
    },
    async deleteVehicle(id: string) {
      find(id);
      vehicles = vehicles.filter((v) => v.id !== id);
    },
    async batchVehicles({ ids, action }: VehicleBatch) {
      const at = now();
      const selected = new Set(ids);
      let affected = 0;
      if (action === 'delete') {
        const before = vehicles.length;
        vehicles = vehicles.filter((v) => !selected.has(v.id));
        return { affected: before - vehicles.length };
      }
      vehicles = vehicles.map((v) => {
        if (!selected.has(v.id)) return v;
        affected += 1;
        const bumped = { ...v, version: v.version + 1, updatedAt: at };
        switch (action) {
          case 'move-make-ready':
            return withType(bumped, 'make-ready', at);
          case 'move-service':
            return withType(bumped, 'service', at);
          case 'move-inventory':
            return withType(bumped, 'inventory', at);
          case 'star':
            return { ...bumped, starred: true };
          case 'unstar':
            return { ...bumped, starred: false };
          case 'mark-sold':
            return { ...withType(bumped, 'inventory', at), flag: 'sold' as const };
        }
      });
      return { affected };
    },
  };
}
