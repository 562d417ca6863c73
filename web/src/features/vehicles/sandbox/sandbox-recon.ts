import type { Vehicle } from '@domain/api/vehicles';
import type {
  VehicleStay,
  WorkflowPut,
  WorkflowStepBody,
  WorkflowSteps,
} from '@domain/api/workflows';
import { DEFAULT_DEALERSHIP_CONFIG } from '@domain/dealership-config';
import { classifyMove } from '@domain/recon/moves';
import { STEP_TEMPLATES, type StepTemplateId, type StepWorkflow } from '@domain/recon/steps';
import { vehicleWorkflow } from '@domain/vehicle-status';
import { MemoryHttpError } from '@/lib/memory-transport';
import { SANDBOX_ACTOR } from './sandbox-log';

const uuid = () => crypto.randomUUID();

/**
 * The template's steps on calendar time: the sandbox is opened at every hour of every day, and
 * on business hours its sample lot would show nothing but new cars whenever the (sample)
 * dealership is closed. A dealership's own steps keep the template's clocks.
 */
function stepsOf(workflow: StepWorkflow, template: StepTemplateId): WorkflowStepBody[] {
  return STEP_TEMPLATES[template]
    .steps(workflow)
    .map((draft, position) => ({ ...draft, businessHours: false, id: uuid(), workflow, position }));
}

/**
 * When a sample car entered its step: its one-timer age scaled to the step's goal, so the sample
 * lot keeps every colour (the templates' thresholds have the one timer's proportions, decision
 * 0070) whatever step a car is spread to.
 */
function sampleEntry(vehicle: Vehicle, step: WorkflowStepBody, at: number): number {
  const started = vehicle.makeReadyAddedAt ?? at;
  const thresholds = step.thresholds;
  if (thresholds === null || !('warningThreshold' in thresholds)) return started;
  const oneTimerGoal = DEFAULT_DEALERSHIP_CONFIG.workflows.makeReady.timeline.warningThreshold;
  return at - (at - started) * (thresholds.warningThreshold / oneTimerGoal);
}

/**
 * The sandbox's recon process (issue #26): Make Ready on the "Standard recon" template,
 * Service on one timer, and every car's stays, in memory. The same rules as the server: a car
 * entering a workflow goes to its first step, a move closes its stay and opens the next (why:
 * classifyMove), a removed step's cars go where the PUT says.
 */
export function createSandboxRecon(template: StepTemplateId) {
  let workflows: WorkflowSteps[] = [];
  let stays: (VehicleStay & { vehicleId: string })[] = [];

  const stepsFor = (workflow: StepWorkflow) =>
    workflows.find((w) => w.workflow === workflow)?.steps ?? [];
  const stepWorkflowOf = (vehicle: Vehicle): StepWorkflow | null => {
    const workflow = vehicleWorkflow(vehicle);
    return workflow === 'inventory' ? null : workflow;
  };
  const openStay = (vehicle: Vehicle, step: WorkflowStepBody, at: number, from: number | null) => {
    stays = [
      ...stays.map((stay) =>
        stay.vehicleId === vehicle.id && stay.leftAt === null ? { ...stay, leftAt: at } : stay,
      ),
      {
        id: uuid(),
        vehicleId: vehicle.id,
        stepId: step.id,
        stepName: step.name,
        workflow: step.workflow,
        enteredAt: at,
        leftAt: null,
        movedById: null,
        movedBy: from === null ? null : SANDBOX_ACTOR.username,
        reason: classifyMove(from, step.position),
      },
    ];
  };

  return {
    reset() {
      workflows = [
        { workflow: 'make-ready', version: 1, steps: stepsOf('make-ready', template) },
        { workflow: 'service', version: 1, steps: stepsOf('service', 'one-timer') },
      ];
      stays = [];
    },
    list: () => ({ workflows }),
    /**
     * The car's step after a change: kept while it stays in its workflow, the first step when
     * it enters one (or spread over the steps for the sample lot: `spread`), none outside.
     */
    place(vehicle: Vehicle, at: number, spread?: number): Vehicle {
      const workflow = stepWorkflowOf(vehicle);
      if (workflow === null) {
        if (vehicle.step)
          stays = stays.map((s) =>
            s.vehicleId === vehicle.id && s.leftAt === null ? { ...s, leftAt: at } : s,
          );
        return vehicle.step ? { ...vehicle, step: null } : vehicle;
      }
      const steps = stepsFor(workflow);
      if (vehicle.step && steps.some((s) => s.id === vehicle.step?.id)) return vehicle;
      const step = steps[spread === undefined ? 0 : spread % Math.max(1, steps.length - 1)];
      if (!step) return vehicle;
      const enteredAt = spread === undefined ? at : sampleEntry(vehicle, step, at);
      openStay(vehicle, step, enteredAt, null);
      return { ...vehicle, step: { id: step.id, name: step.name, enteredAt } };
    },
    /** PATCH stepId: a step of the car's own workflow, else 400 naming stepId. */
    move(vehicle: Vehicle, stepId: string, at: number): Vehicle {
      const workflow = stepWorkflowOf(vehicle);
      const steps = workflow ? stepsFor(workflow) : [];
      const step = steps.find((s) => s.id === stepId);
      if (!step)
        throw new MemoryHttpError(400, "stepId must be a step of the vehicle's workflow", 'stepId');
      if (vehicle.step?.id === step.id) return vehicle;
      const from = steps.find((s) => s.id === vehicle.step?.id)?.position ?? null;
      openStay(vehicle, step, at, from ?? step.position - 1);
      return {
        ...vehicle,
        step: { id: step.id, name: step.name, enteredAt: at },
        assigneeId: step.defaultAssigneeId ?? vehicle.assigneeId,
      };
    },
    stays: (vehicleId: string) => ({
      stays: stays
        .filter((s) => s.vehicleId === vehicleId)
        .map(({ vehicleId: _, ...stay }) => stay),
    }),
    /**
     * PUT /api/workflows/{workflow}: the whole list, ids kept for the steps that stay; the cars
     * of a removed step go to `moveCarsTo` (else 409 naming it). Returns the cars that moved.
     */
    replace(workflow: StepWorkflow, body: WorkflowPut, vehicles: readonly Vehicle[], at: number) {
      const current = workflows.find((w) => w.workflow === workflow);
      if (!current)
        throw new MemoryHttpError(400, 'workflow must be make-ready or service', 'workflow');
      if (body.version !== current.version)
        throw new MemoryHttpError(409, 'The steps were changed elsewhere. Reload them.', 'version');
      const steps: WorkflowStepBody[] = body.steps.map(({ id, ...fields }, position) => ({
        ...fields,
        id: id ?? uuid(),
        workflow,
        position,
      }));
      const kept = new Set(steps.map((s) => s.id));
      const moved: Vehicle[] = [];
      for (const vehicle of vehicles) {
        const stepId = vehicle.step?.id;
        if (!stepId || kept.has(stepId) || !current.steps.some((s) => s.id === stepId)) continue;
        const target = body.moveCarsTo[stepId];
        const to = typeof target === 'number' ? steps[target] : steps.find((s) => s.id === target);
        if (!to)
          throw new MemoryHttpError(
            409,
            "Say where the removed step's cars go.",
            `moveCarsTo.${stepId}`,
          );
        openStay(vehicle, to, at, null);
        moved.push({ ...vehicle, step: { id: to.id, name: to.name, enteredAt: at } });
      }
      const next = { workflow, version: current.version + 1, steps };
      workflows = workflows.map((w) => (w.workflow === workflow ? next : w));
      // A kept step's new name shows on its cars.
      const renamed = vehicles
        .filter((v) => !moved.some((m) => m.id === v.id))
        .flatMap((v) => {
          const step = steps.find((s) => s.id === v.step?.id);
          return step && v.step && step.name !== v.step.name
            ? [{ ...v, step: { ...v.step, name: step.name } }]
            : [];
        });
      return { body: next, changed: [...moved, ...renamed] };
    },
  };
}
