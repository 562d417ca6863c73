import { useState } from 'react';
import { Database, Trash2 } from 'lucide-react';
import { DEMO_VEHICLE_COUNT } from '@domain/constants';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { messageFromError } from '@/lib/error-message';
import { useAddDemoVehicles } from '@/features/vehicles/api/add-demo-vehicles';
import { useVehicleWorkspace } from '@/features/vehicles/hooks/vehicle-workspace';
import {
  DEMO_LOADED_DESCRIPTION,
  DEMO_LOADED_TITLE,
  DEMO_LOAD_ERROR_FALLBACK,
  DEMO_LOAD_ERROR_TITLE,
} from '@domain/vehicle/messages';
import { ClearVehiclesDialog } from './clear-vehicles-dialog';

export function DataSettings({
  username,
  canLoadDemo,
  canClear,
}: {
  username: string | null;
  canLoadDemo: boolean;
  canClear: boolean;
}) {
  // The sample lot fills both workflows: they are named as the dealership configured them.
  const { makeReady, service } = useVehicleWorkspace().config.workflows;
  const addDemo = useAddDemoVehicles();
  const [clearing, setClearing] = useState(false);
  return (
    <div className="grid gap-4">
      {canLoadDemo && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <p className="text-sm font-medium">Demo vehicles</p>
            <p className="text-xs text-slate-600">
              Add {DEMO_VEHICLE_COUNT} sample vehicles across Inventory, {makeReady.displayName}{' '}
              and {service.displayName}.
            </p>
          </div>
          <Button
            variant="outline"
            disabled={addDemo.isPending}
            onClick={() =>
              addDemo.mutate(undefined, {
                onSuccess: () =>
                  toast({ title: DEMO_LOADED_TITLE, description: DEMO_LOADED_DESCRIPTION }),
                onError: (error) =>
                  toast({
                    title: DEMO_LOAD_ERROR_TITLE,
                    description: messageFromError(error, DEMO_LOAD_ERROR_FALLBACK),
                    variant: 'destructive',
                  }),
              })
            }
          >
            <Database className="h-4 w-4" aria-hidden />
            {addDemo.isPending ? 'Loading…' : 'Load demo vehicles'}
          </Button>
        </div>
      )}
      {canClear && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-red-50 p-3">
          <div>
            <p className="text-sm font-medium text-red-900">Clear all vehicles</p>
            <p className="text-xs text-red-800">
              Removes every vehicle. You will be asked for your password.
            </p>
          </div>
          <Button variant="destructive" onClick={() => setClearing(true)}>
            <Trash2 className="h-4 w-4" aria-hidden />
            Clear all vehicles
          </Button>
        </div>
      )}
      {!canLoadDemo && !canClear && (
        <p className="text-sm text-slate-600">Ask a manager or admin to load or clear vehicles.</p>
      )}
      <ClearVehiclesDialog open={clearing} onOpenChange={setClearing} username={username} />
    </div>
  );
}
