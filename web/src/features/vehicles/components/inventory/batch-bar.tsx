import { useState } from 'react';
import { Archive, Boxes, Star, StarOff, Stethoscope, Trash2, Wrench, X } from 'lucide-react';
import type { Vehicle, VehicleBatchAction } from '@domain/api/vehicles';
import { batchPlan } from '@domain/vehicle/batch';
import { can } from '@domain/permissions';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useBatchVehicles } from '@/features/vehicles/api/batch-vehicles';
import { useVehicleWorkspace } from '@/features/vehicles/hooks/vehicle-workspace';
import { useUndoToast } from '@/features/vehicles/hooks/use-undo-toast';
import { useClock } from '@/lib/clock';
import { messageFromError } from '@/lib/error-message';

interface BatchBarProps {
  selectedIds: ReadonlySet<string>;
  /** The selected vehicles as they are now: what Undo puts back. */
  selected: readonly Vehicle[];
  visibleIds: string[];
  onSelectAll: () => void;
  onClear: () => void;
  onDone: () => void;
}

/**
 * Batch mode actions for the selected vehicles (POST /api/vehicles/batch). Deleting several
 * vehicles is a bulk delete, admin only (spec 6, docs/decisions/0010), so only admins see it.
 */
export function BatchBar({
  selectedIds,
  selected,
  visibleIds,
  onSelectAll,
  onClear,
  onDone,
}: BatchBarProps) {
  const { config, role } = useVehicleWorkspace();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const batch = useBatchVehicles();
  const undoToast = useUndoToast();
  const clock = useClock();
  const count = selectedIds.size;
  const run = (action: VehicleBatchAction, label: string) => {
    // Moves, stars and deletes can be undone: the vehicles they change, as they are before.
    const undoable =
      action === 'mark-sold'
        ? null
        : action === 'delete'
          ? selected
          : selected.filter(batchPlan(action, clock.now()).applies);
    batch.mutate(
      { ids: [...selectedIds], action },
      {
        onSuccess: ({ affected }) => {
          const description = `${affected} ${affected === 1 ? 'vehicle' : 'vehicles'} updated.`;
          if (undoable) undoToast(label, description, undoable);
          else toast({ title: label, description });
          onDone();
        },
        onError: (error) =>
          toast({
            title: 'Batch update failed',
            description: messageFromError(error, 'Nothing was changed. Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  };
  const disabled = count === 0 || batch.isPending;
  return (
    <div
      role="region"
      aria-label="Batch actions"
      className="sticky top-16 z-30 flex flex-wrap items-center gap-2 rounded-xl border border-primary/30 bg-white p-3 shadow-md"
    >
      <p className="mr-2 text-sm font-semibold" aria-live="polite">
        {count} selected
      </p>
      <Button
        variant="ghost"
        size="sm"
        onClick={count === visibleIds.length ? onClear : onSelectAll}
      >
        {count === visibleIds.length && count > 0 ? 'Clear selection' : 'Select all'}
      </Button>
      <div className="flex flex-1 flex-wrap gap-2">
        {config.workflows.makeReady.enabled && (
          <Button
            size="sm"
            variant="outline"
            disabled={disabled}
            onClick={() =>
              run('move-make-ready', `Moved to ${config.workflows.makeReady.displayName}`)
            }
          >
            <Wrench className="h-4 w-4" aria-hidden />
            Move to {config.workflows.makeReady.displayName}
          </Button>
        )}
        {config.workflows.service.enabled && (
          <Button
            size="sm"
            variant="outline"
            disabled={disabled}
            onClick={() => run('move-service', `Moved to ${config.workflows.service.displayName}`)}
          >
            <Stethoscope className="h-4 w-4" aria-hidden />
            Move to {config.workflows.service.displayName}
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          disabled={disabled}
          onClick={() => run('move-inventory', 'Moved to Inventory')}
        >
          <Boxes className="h-4 w-4" aria-hidden />
          Move to Inventory
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={disabled}
          onClick={() => run('star', 'Starred')}
        >
          <Star className="h-4 w-4" aria-hidden />
          Star
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={disabled}
          onClick={() => run('unstar', 'Unstarred')}
        >
          <StarOff className="h-4 w-4" aria-hidden />
          Unstar
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={disabled}
          onClick={() => run('mark-sold', 'Marked sold')}
        >
          <Archive className="h-4 w-4" aria-hidden />
          Mark sold
        </Button>
        {can(role, 'vehicles.bulkDelete') &&
          (confirmingDelete ? (
            <>
              <Button
                size="sm"
                variant="destructive"
                disabled={disabled}
                onClick={() => run('delete', 'Vehicles deleted')}
              >
                Confirm delete of {count}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setConfirmingDelete(false)}>
                Keep
              </Button>
            </>
          ) : (
            <Button
              size="sm"
              variant="outline"
              className="text-red-700"
              disabled={disabled}
              onClick={() => setConfirmingDelete(true)}
            >
              <Trash2 className="h-4 w-4" aria-hidden />
              Delete selected
            </Button>
          ))}
      </div>
      <Button variant="ghost" size="icon" aria-label="Exit batch mode" onClick={onDone}>
        <X className="h-4 w-4" aria-hidden />
      </Button>
    </div>
  );
}
