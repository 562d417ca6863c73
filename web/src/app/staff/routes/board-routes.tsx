import { VehicleBoard } from '@/features/vehicles/components/board/vehicle-board';

export function MakeReadyRoute() {
  return <VehicleBoard workflow="make-ready" />;
}

export function ServiceRoute() {
  return <VehicleBoard workflow="service" />;
}
