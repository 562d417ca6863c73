import { useId, useState } from 'react';
import type { Vehicle } from '@domain/api/vehicles';
import type { Photo } from '@domain/api/photos';
import { can } from '@domain/permissions';
import { formatBytes, PHOTO_CAPTION_MAX } from '@domain/photos/rules';
import { PickPhotos } from '@/components/pick-photo';
import { Input } from '@/components/ui/input';
import { useWriteAccess } from '@/lib/write-access';
import {
  photoFileUrl,
  useAddPhoto,
  useVehiclePhotos,
} from '@/features/vehicles/api/vehicle-photos';
import { useVehicleWorkspace } from '@/features/vehicles/hooks/vehicle-workspace';
import { PhotoViewer } from './photo-viewer';

function photoLabel(photo: Photo): string {
  return photo.caption || `Photo by ${photo.addedBy.name}`;
}

/**
 * The record's photos (issue #31 item 5): a grid of thumbnails that opens the full view, and
 * for users who may edit, a photo from the camera or a file with an optional caption.
 */
export function RecordPhotos({ vehicle }: { vehicle: Vehicle }) {
  const { role } = useVehicleWorkspace();
  const { readOnly } = useWriteAccess();
  const photos = useVehiclePhotos(vehicle.id, vehicle.version);
  const add = useAddPhoto(vehicle.id);
  const [caption, setCaption] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  const captionId = useId();
  const editable = can(role, 'vehicles.edit') && !readOnly;
  const list = photos.data?.photos ?? [];
  const pick = (file: File) => add.mutate({ file, caption }, { onSuccess: () => setCaption('') });

  return (
    <section aria-labelledby="record-photos-title" className="grid gap-3">
      <h3 id="record-photos-title" className="text-sm font-semibold text-slate-500">
        Photos
        {list.length > 0 && (
          <span className="ml-2 font-normal">
            {list.length} · {formatBytes(photos.data?.storageBytes ?? 0)}
          </span>
        )}
      </h3>
      {list.length > 0 ? (
        <ul aria-label="Photos" className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {list.map((photo, index) => (
            <li key={photo.id}>
              <button
                type="button"
                className="block aspect-square w-full overflow-hidden rounded-md bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
                aria-label={`Open ${photoLabel(photo)}`}
                onClick={() => setOpen(index)}
              >
                <img
                  src={photoFileUrl(photo.id, 'thumb')}
                  alt={photoLabel(photo)}
                  loading="lazy"
                  className="h-full w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        photos.isSuccess && <p className="text-sm text-slate-500">No photos of this car yet.</p>
      )}
      {editable && (
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={captionId} className="sr-only">
            Caption for the next photo
          </label>
          <Input
            id={captionId}
            className="h-9 min-w-0 flex-1 basis-40"
            placeholder="Caption (optional)"
            maxLength={PHOTO_CAPTION_MAX}
            value={caption}
            onChange={(event) => setCaption(event.target.value)}
          />
          <PickPhotos cameraLabel="Take photo" disabled={add.isPending} onPick={pick} />
          {add.isPending && (
            <span role="status" className="text-sm text-slate-500">
              Adding photo…
            </span>
          )}
        </div>
      )}
      {open !== null && list[open] && (
        <PhotoViewer
          photos={list}
          index={open}
          vehicleId={vehicle.id}
          editable={editable}
          onIndex={setOpen}
          onClose={() => setOpen(null)}
        />
      )}
    </section>
  );
}
