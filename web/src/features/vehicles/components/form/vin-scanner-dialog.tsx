import { useEffect, useRef, useState } from 'react';
import type { IScannerControls } from '@zxing/browser';
import { CameraOff, Keyboard } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import {
  SCAN_ERROR_MESSAGES,
  scanErrorKind,
  startVinScan,
  type ScanErrorKind,
} from '@/features/vehicles/model/scan-vin';

interface VinScannerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onScanned: (vin: string) => void;
  onManualEntry: () => void;
}

/** Camera VIN scanning with a clear fallback to typing it in. */
export function VinScannerDialog({
  open,
  onOpenChange,
  onScanned,
  onManualEntry,
}: VinScannerDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Scan VIN barcode"
        description="Point the camera at the VIN barcode on the door jamb or windshield."
        className="max-w-md"
      >
        {open && <Scanner onScanned={onScanned} onManualEntry={onManualEntry} />}
      </DialogContent>
    </Dialog>
  );
}

function Scanner({
  onScanned,
  onManualEntry,
}: Pick<VinScannerDialogProps, 'onScanned' | 'onManualEntry'>) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<ScanErrorKind | null>(null);
  const [starting, setStarting] = useState(true);

  useEffect(() => {
    let controls: IScannerControls | null = null;
    let cancelled = false;
    const video = videoRef.current;
    if (!video) return;
    startVinScan(video, onScanned)
      .then((started) => {
        if (cancelled) started.stop();
        else controls = started;
      })
      .catch((reason: unknown) => {
        if (!cancelled) setError(scanErrorKind(reason));
      })
      .finally(() => {
        if (!cancelled) setStarting(false);
      });
    return () => {
      cancelled = true;
      controls?.stop();
    };
  }, [onScanned]);

  return (
    <div className="grid gap-4">
      {error ? (
        <div
          role="alert"
          className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
        >
          <CameraOff className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
          <p>{SCAN_ERROR_MESSAGES[error]}</p>
        </div>
      ) : (
        <div className="relative overflow-hidden rounded-lg bg-slate-900">
          <video
            ref={videoRef}
            className="aspect-[4/3] w-full object-cover"
            muted
            playsInline
            aria-label="Camera preview"
          />
          <div
            aria-hidden
            className="pointer-events-none absolute inset-x-8 top-1/2 h-0.5 -translate-y-1/2 bg-red-500 shadow-[0_0_12px_rgba(239,68,68,0.9)]"
          />
          {starting && (
            <p
              className="absolute inset-0 flex items-center justify-center text-sm text-white"
              role="status"
            >
              Starting camera…
            </p>
          )}
        </div>
      )}
      <Button variant="outline" onClick={onManualEntry}>
        <Keyboard className="h-4 w-4" aria-hidden />
        Enter VIN manually
      </Button>
    </div>
  );
}
