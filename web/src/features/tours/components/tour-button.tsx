import { CircleHelp } from 'lucide-react';
import { IconTooltip } from '@/components/ui/icon-tooltip';
import { useTourControls } from './tour-provider';

/** Starts the current page's guided tour again. */
export function TourButton() {
  const { tourId, start } = useTourControls();
  if (!tourId) return null;
  return (
    <IconTooltip label="Take the tour">
      <button
        type="button"
        aria-label="Take the guided tour"
        onClick={start}
        className="hidden h-10 w-10 sm:inline-flex items-center justify-center rounded-md hover:bg-black/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
      >
        <CircleHelp className="h-5 w-5" aria-hidden />
      </button>
    </IconTooltip>
  );
}
