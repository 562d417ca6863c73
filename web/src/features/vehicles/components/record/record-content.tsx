import type { Vehicle } from '@domain/api/vehicles';
import { VehicleActions } from '../inventory/vehicle-actions';
import { RecordFields } from './record-fields';
import { RecordHistory } from './record-history';
import { RecordPhotos } from './record-photos';
import { RecordRecon } from './record-recon';
import { RecordSublets } from './record-sublets';
import { RecordWork } from './record-work';

/** The record itself: what can be done, every field in place, and the history below. */
export function RecordContent({ vehicle }: { vehicle: Vehicle }) {
  return (
    <div className="grid gap-6">
      <VehicleActions vehicle={vehicle} />
      <RecordFields vehicle={vehicle} />
      <RecordRecon vehicle={vehicle} />
      <RecordWork vehicle={vehicle} />
      <RecordPhotos vehicle={vehicle} />
      <RecordSublets vehicle={vehicle} />
      <RecordHistory vehicle={vehicle} />
    </div>
  );
}
