import type { Vehicle } from '@domain/api/vehicles';
import { can } from '@domain/permissions';
import { vehicleWorkflow } from '@domain/vehicle-status';
import { NativeSelect } from '@/components/ui/native-select';
import { useWriteAccess } from '@/lib/write-access';
import { useAssignees } from '@/features/vehicles/api/get-assignees';
import { useCarTaker } from '@/features/vehicles/api/get-car-takers';
import { useWorkflowSteps } from '@/features/vehicles/api/get-workflows';
import { useUpdateVehicle } from '@/features/vehicles/api/update-vehicle';
import { useVehicleActions } from '@/features/vehicles/hooks/use-vehicle-actions';
import { useVehicleWorkspace } from '@/features/vehicles/hooks/vehicle-workspace';
import { boardStepOf } from '@/features/vehicles/model/step-columns';
import { MoveToStep } from '../tile/move-to-step';

/**
 * The record's recon part (issue #26): the car's step with "Move to step", its assignee (set
 * by a user with the right to edit vehicles). The steps it went through are in its History.
 */
export function RecordRecon({ vehicle }: { vehicle: Vehicle }) {
  const { role, userId } = useVehicleWorkspace();
  const { readOnly } = useWriteAccess();
  const workflow = vehicleWorkflow(vehicle);
  const steps = useWorkflowSteps(workflow === 'service' ? 'service' : 'make-ready');
  const { users } = useAssignees();
  const { moveToStep } = useVehicleActions();
  const { mutate } = useUpdateVehicle();
  const editable = can(role, 'vehicles.edit') && !readOnly;
  const current = workflow === 'inventory' ? null : boardStepOf(vehicle, steps);
  const choices = [
    ...users.map((user) => ({ id: user.id, name: user.fullName || user.username })),
    ...(userId && !users.some((user) => user.id === userId) ? [{ id: userId, name: 'Me' }] : []),
  ];
  const assignee = choices.find((c) => c.id === vehicle.assigneeId);
  const taker = useCarTaker(vehicle);
  return (
    <section aria-labelledby="record-recon-title" className="grid gap-3">
      <h3 id="record-recon-title" className="text-sm font-semibold text-slate-500">
        Recon
      </h3>
      <dl className="grid grid-cols-[8rem_1fr] items-center gap-x-3 gap-y-2 text-sm">
        {current && (
          <>
            <dt className="text-slate-500">Step</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <span className="font-semibold">{current.name}</span>
              {editable && steps.length > 1 && (
                <MoveToStep
                  vehicle={vehicle}
                  steps={steps}
                  currentStepId={current.id}
                  onMove={(moved, stepId) => {
                    const target = steps.find((step) => step.id === stepId);
                    if (target) moveToStep(moved, target);
                  }}
                  className="bg-slate-100 text-slate-900 hover:bg-slate-200"
                />
              )}
            </dd>
          </>
        )}
        <dt className="text-slate-500">
          <label htmlFor={`assignee-${vehicle.id}`}>Assignee</label>
        </dt>
        <dd>
          {editable ? (
            <NativeSelect
              id={`assignee-${vehicle.id}`}
              value={vehicle.assigneeId ?? ''}
              onChange={(event) =>
                mutate({ vehicle, patch: { assigneeId: event.target.value || null } })
              }
              className="max-w-64"
            >
              <option value="">Nobody</option>
              {vehicle.assigneeId && !assignee && (
                <option value={vehicle.assigneeId}>Someone else</option>
              )}
              {choices.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.name}
                </option>
              ))}
            </NativeSelect>
          ) : (
            <span>{assignee?.name ?? (vehicle.assigneeId ? 'Someone else' : 'Nobody')}</span>
          )}
        </dd>
        {taker && (
          <>
            <dt className="text-slate-500">Alert</dt>
            <dd className="font-semibold text-emerald-700">On it: {taker.name}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
