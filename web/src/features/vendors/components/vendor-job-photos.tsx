import { useId, useState } from 'react';
import type { Photo } from '@domain/api/photos';
import { PHOTO_CAPTION_MAX } from '@domain/photos/rules';
import { PickPhotos } from '@/components/pick-photo';
import { messageFromError } from '@/lib/error-message';
import { useAddVendorPhoto, useVendorJobPhotos, vendorPhotoFileUrl } from '../api/vendor-link';

function photoLabel(photo: Photo): string {
  return photo.caption || `Photo by ${photo.addedBy.name}`;
}

/**
 * A job's photos on the vendor's page (issue #31 items 2 and 5): the vendor takes one with the
 * phone's camera or picks a file, with an optional caption, and sees this job's photos (never
 * the car's others). The dealership sees them on the car's record.
 */
export function VendorJobPhotos({ token, jobId }: { token: string; jobId: string }) {
  const photos = useVendorJobPhotos(token, jobId);
  const add = useAddVendorPhoto(token, jobId);
  const [caption, setCaption] = useState('');
  const captionId = useId();
  const list = photos.data?.photos ?? [];
  const pick = (file: File) => add.mutate({ file, caption }, { onSuccess: () => setCaption('') });

  return (
    <section data-slot="vendor-job-photos" aria-label="Photos" className="grid gap-2">
      <p className="text-sm font-medium">Photos</p>
      {list.length > 0 && (
        <ul aria-label="Photos of this job" className="grid grid-cols-3 gap-2">
          {list.map((photo) => (
            <li key={photo.id}>
              <a
                href={vendorPhotoFileUrl(token, photo.id, 'large')}
                target="_blank"
                rel="noreferrer"
                className="block aspect-square overflow-hidden rounded-md bg-slate-100"
              >
                <img
                  src={vendorPhotoFileUrl(token, photo.id, 'thumb')}
                  alt={photoLabel(photo)}
                  loading="lazy"
                  className="h-full w-full object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={captionId} className="sr-only">
        Caption for the next photo
      </label>
      <input
        id={captionId}
        className="rounded-md border border-slate-300 p-2 text-base"
        placeholder="Caption (optional)"
        maxLength={PHOTO_CAPTION_MAX}
        value={caption}
        onChange={(event) => setCaption(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <PickPhotos cameraLabel="Add photo" disabled={add.isPending} onPick={pick} />
      </div>
      {add.isPending && (
        <p role="status" className="text-sm text-slate-500">
          Adding photo…
        </p>
      )}
      {add.isError && (
        <p role="alert" className="text-sm text-red-700">
          {messageFromError(add.error, 'The photo was not added. Please try again.')}
        </p>
      )}
      {add.isSuccess && !add.isPending && (
        <p role="status" className="text-sm text-green-800">
          Photo added — the dealership sees it on the car.
        </p>
      )}
    </section>
  );
}
