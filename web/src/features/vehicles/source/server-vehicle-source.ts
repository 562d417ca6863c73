import { batchVehicles } from '../api/batch-vehicles';
import { createVehicle } from '../api/create-vehicle';
import { deleteVehicle } from '../api/delete-vehicle';
import { getVehicles } from '../api/get-vehicles';
import { updateVehicle } from '../api/update-vehicle';
import type { VehicleSource } from './vehicle-source';

/** The vehicle source of the signed-in app: the REST API of spec 7 and design.md. */
export const serverVehicleSource: VehicleSource = {
  kind: 'server',
  listVehicles: getVehicles,
  createVehicle,
  updateVehicle,
  deleteVehicle,
  batchVehicles,
};
