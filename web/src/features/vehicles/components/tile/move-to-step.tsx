import type { Vehicle } from '@domain/api/vehicles';
import type { WorkflowStepBody } from '@domain/api/workflows';
import { cn } from '@/lib/cn';

interface MoveToStepProps {
  vehicle: Vehicle;
  steps: readonly Pick<WorkflowStepBody, 'id' | 'name'>[];
  /** The step the board shows the car in (its own, else the first). */
  currentStepId: string;
  onMove: (vehicle: Vehicle, stepId: string) => void;
  className?: string;
}

/**
 * "Move to step" (issue #26): a native select, so a phone opens its own picker and a keyboard
 * or screen reader needs nothing new; choosing a step moves the car at once.
 */
export function MoveToStep({ vehicle, steps, currentStepId, onMove, className }: MoveToStepProps) {
  return (
    <select
      aria-label={`Move to step: ${vehicle.stockNumber}`}
      title="Move to step"
      value=""
      onChange={(event) => {
        if (event.target.value) onMove(vehicle, event.target.value);
      }}
      className={cn(
        'h-8 max-w-36 cursor-pointer truncate rounded-full border-0 bg-black/15 px-2 text-xs font-semibold text-current hover:bg-black/30 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white',
        className,
      )}
    >
      <option value="" disabled>
        Move to step…
      </option>
      {steps.map((step) => (
        <option key={step.id} value={step.id} disabled={step.id === currentStepId}>
          {step.name}
        </option>
      ))}
    </select>
  );
}
