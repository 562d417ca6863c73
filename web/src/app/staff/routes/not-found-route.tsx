import { Link } from 'react-router';
import { MapPinOff } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { PATHS } from '@/lib/paths';
import { useVehicleWorkspace } from '@/features/vehicles/hooks/vehicle-workspace';

/** Any other app path (spec 2.5): back to the board by its configured name, else Inventory. */
export function NotFoundRoute() {
  const { makeReady } = useVehicleWorkspace().config.workflows;
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-20 text-center">
      <MapPinOff className="h-12 w-12 text-slate-400" aria-hidden />
      <h1 className="text-2xl font-bold">Page not found</h1>
      <p className="text-sm text-slate-600">
        This page is not on the lot. Check the address, or head back to the board.
      </p>
      {makeReady.enabled ? (
        <Link to={PATHS.board} className={buttonVariants()}>
          Go to {makeReady.displayName}
        </Link>
      ) : (
        <Link to={PATHS.inventory} className={buttonVariants()}>
          Go to Inventory
        </Link>
      )}
    </div>
  );
}
