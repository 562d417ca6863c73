import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { CAR_LINK_PARAM } from '@domain/alerts/car-link';
import { useVehicleWorkspace } from '../hooks/vehicle-workspace';

/** An alert's link (its bell entry, mail or push) opens the car's record: /?car=<id>. */
export function OpenLinkedCar() {
  const { openRecord } = useVehicleWorkspace();
  const [params, setParams] = useSearchParams();
  const linkedCar = params.get(CAR_LINK_PARAM);
  useEffect(() => {
    if (!linkedCar) return;
    openRecord(linkedCar);
    setParams(
      (current) => {
        current.delete(CAR_LINK_PARAM);
        return current;
      },
      { replace: true },
    );
  }, [linkedCar, openRecord, setParams]);
  return null;
}
