import { ChevronLeft, ChevronRight, Trash2 } from 'lucide-react';
import type { Photo } from '@domain/api/photos';
import { formatActivityTime } from '@domain/relative-time';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useClock } from '@/lib/clock';
import { photoFileUrl, useDeletePhoto } from '@/features/vehicles/api/vehicle-photos';

/**
 * A photo at full size over the record: arrow keys or the buttons go to the next and previous
 * photo, Escape closes, and a user who may edit removes it from here.
 */
export function PhotoViewer({
  photos,
  index,
  vehicleId,
  editable,
  onIndex,
  onClose,
}: {
  photos: readonly Photo[];
  index: number;
  vehicleId: string;
  editable: boolean;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const clock = useClock();
  const remove = useDeletePhoto(vehicleId);
  const photo = photos[index];
  if (!photo) return null;
  const count = photos.length;
  const go = (step: number) => onIndex((index + step + count) % count);
  const title = photo.caption || 'Photo';

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        title={title}
        description={`${index + 1} of ${count} · added by ${photo.addedBy.name}, ${formatActivityTime(photo.addedAt, clock.now())}`}
        className="max-w-4xl p-4 sm:p-6"
      >
        <div
          className="grid gap-3"
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight') go(1);
            if (event.key === 'ArrowLeft') go(-1);
          }}
        >
          <img
            src={photoFileUrl(photo.id, 'large')}
            alt={title}
            width={photo.width}
            height={photo.height}
            className="mx-auto max-h-[70vh] w-auto max-w-full rounded-md bg-slate-100 object-contain"
          />
          <div className="flex flex-wrap items-center gap-2">
            {count > 1 && (
              <>
                <Button variant="outline" size="sm" onClick={() => go(-1)}>
                  <ChevronLeft className="h-4 w-4" aria-hidden />
                  Previous
                </Button>
                <Button variant="outline" size="sm" onClick={() => go(1)}>
                  Next
                  <ChevronRight className="h-4 w-4" aria-hidden />
                </Button>
              </>
            )}
            {editable && (
              <Button
                variant="outline"
                size="sm"
                className="ml-auto text-red-700"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(photo.id, {
                    onSuccess: () => (count > 1 ? onIndex(Math.min(index, count - 2)) : onClose()),
                  })
                }
              >
                <Trash2 className="h-4 w-4" aria-hidden />
                Delete photo
              </Button>
            )}
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
