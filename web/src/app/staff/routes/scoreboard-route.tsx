import { exportCapabilityOn } from '@domain/dealership-config';
import { can } from '@domain/permissions';
import { ScoreboardPage } from '@/features/scoreboard/components/scoreboard-page';
import { useVehicleWorkspace } from '@/features/vehicles/hooks/vehicle-workspace';

/** The recon scoreboard for managers and admins (spec 6: view reports); slow cars open here. */
export function ScoreboardRoute() {
  const { config, role, openRecord } = useVehicleWorkspace();
  if (!can(role, 'reports.view')) {
    return (
      <div className="grid gap-5">
        <h1 className="text-2xl font-bold tracking-tight">Scoreboard</h1>
        <p className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-600">
          The scoreboard is available to managers and admins.
        </p>
      </div>
    );
  }
  return (
    <ScoreboardPage
      timeZone={config.businessHours.timeZone}
      canExport={can(role, 'reports.export') && exportCapabilityOn(config)}
      canAnswerBelief={can(role, 'settings.manage')}
      onOpenVehicle={openRecord}
    />
  );
}
