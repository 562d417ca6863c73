import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { useVehicle } from '@/features/vehicles/api/get-vehicle';
import { messageFromError } from '@/lib/error-message';
import { StatusBadge } from '../tile/status-badge';
import { RecordContent } from './record-content';

interface VehicleRecordSheetProps {
  vehicleId: string | null;
  onClose: () => void;
}

/**
 * A vehicle's record: a side panel on wide screens, a full-screen sheet on phones. Every field
 * edited in place as the role allows, what can be done with it, and its history below.
 */
export function VehicleRecordSheet({ vehicleId, onClose }: VehicleRecordSheetProps) {
  return (
    <DialogPrimitive.Root open={vehicleId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <DialogPrimitive.Content
          data-testid="vehicle-record"
          className="fixed inset-0 z-50 flex flex-col bg-white text-slate-900 shadow-2xl focus:outline-none sm:left-auto sm:w-[min(36rem,100vw)] sm:border-l sm:border-slate-200"
        >
          {vehicleId && <RecordBody vehicleId={vehicleId} />}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function RecordBody({ vehicleId }: { vehicleId: string }) {
  const { vehicle, isLoading, error } = useVehicle(vehicleId);
  const title = vehicle
    ? `${vehicle.stockNumber} · ${vehicle.year} ${vehicle.make} ${vehicle.model}`
    : 'Vehicle';
  return (
    <>
      <header className="flex items-start gap-3 border-b border-slate-200 px-4 py-3 sm:px-5">
        <div className="min-w-0 flex-1">
          <DialogPrimitive.Title className="truncate text-lg font-bold">
            {title}
          </DialogPrimitive.Title>
          <DialogPrimitive.Description className="text-sm text-slate-600">
            {vehicle ? `${vehicle.color} · the vehicle's record and history` : 'Loading record'}
          </DialogPrimitive.Description>
        </div>
        {vehicle && <StatusBadge vehicle={vehicle} className="mt-1 text-xs" />}
        <DialogPrimitive.Close
          aria-label="Close record"
          className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
        >
          <X className="h-5 w-5" aria-hidden />
        </DialogPrimitive.Close>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-4 sm:px-5">
        {isLoading ? (
          <Spinner label="Loading vehicle..." className="py-16" />
        ) : !vehicle ? (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm">
            {messageFromError(error, 'This vehicle could not be loaded.')}
          </p>
        ) : (
          <RecordContent vehicle={vehicle} />
        )}
      </div>
    </>
  );
}
