import { memo } from 'react';
import { Hand, MapPin, Star, User, UserCheck, X } from 'lucide-react';
import type { Vehicle } from '@domain/api/vehicles';
import type { WorkflowStepBody } from '@domain/api/workflows';
import {
  statusIcon,
  statusLabel,
  statusTone,
  type DisplayStatus,
  type StatusThresholds,
  type Workflow,
} from '@domain/vehicle-status';
import { cn } from '@/lib/cn';
import { useTileStatus } from '@/features/vehicles/hooks/use-tile-status';
import type { TileClock } from '@/features/vehicles/hooks/use-live-status';
import { StatusIcon } from '@/components/ui/status-icon';
import { TILE_TONE_CLASSES } from '@/components/ui/status-tones';
import { MoveToStep } from './move-to-step';
import { ApprovalWait } from './approval-wait';
import { SubletChip } from './sublet-chip';
import { VehicleAge } from './vehicle-age';
import { WorkAssignees } from './work-assignees';
import './tile-flash.css';

export interface VehicleTileProps {
  vehicle: Vehicle;
  workflow: Workflow;
  thresholds: StatusThresholds;
  labels: Partial<Record<DisplayStatus, string>>;
  /** 'Salesperson' (make-ready) or the location label (service), from the configuration. */
  detailLabel: string;
  onToggleStar?: (vehicle: Vehicle) => void;
  onRemove?: (vehicle: Vehicle) => void;
  removeLabel?: string;
  /** Tapping the tile opens the vehicle's record. */
  onOpen?: (vehicle: Vehicle) => void;
  /** Marks the first tile's controls as tour targets. */
  tourTargets?: boolean;
  size?: 'default' | 'large';
  /** Its step's clock (issue #26); absent: the spec's workflow timer. */
  clock?: TileClock;
  /** The name of the user the car is assigned to, shown on the tile. */
  assignee?: string | null;
  /** Who said "I'm on it" for the car in its current step (issue #32), shown as "On it: Sam". */
  takenBy?: string | null;
  /** The workflow's steps and the move, for the "Move to step" menu (more than one step). */
  steps?: readonly Pick<WorkflowStepBody, 'id' | 'name'>[];
  currentStepId?: string;
  onMove?: (vehicle: Vehicle, stepId: string) => void;
}

const actionClass =
  'inline-flex h-8 w-8 items-center justify-center rounded-full bg-black/15 transition-colors hover:bg-black/30 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white';

/** One vehicle on a board (spec 4.2): colour, flashing, icon, label and age — never colour alone. */
export const VehicleTile = memo(function VehicleTile({
  vehicle,
  workflow,
  thresholds,
  labels,
  detailLabel,
  onToggleStar,
  onRemove,
  removeLabel,
  onOpen,
  tourTargets,
  size = 'default',
  clock,
  assignee,
  takenBy,
  steps,
  currentStepId,
  onMove,
}: VehicleTileProps) {
  const status = useTileStatus(vehicle, thresholds, workflow, clock);
  const tone = statusTone(status);
  const label = statusLabel(status, labels);
  const title = `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
  const detail = workflow === 'service' ? vehicle.location : vehicle.salesperson;
  const large = size === 'large';

  return (
    <article
      aria-label={`${vehicle.stockNumber}, ${title}, ${label}`}
      data-status={status}
      data-testid="vehicle-tile"
      className={cn(
        'relative flex h-full min-h-0 flex-col overflow-hidden rounded-xl border p-4 shadow-sm',
        TILE_TONE_CLASSES[tone.tone],
        tone.flashing && 'lotready-flash',
        large && 'p-5',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <p
          className={cn(
            'inline-flex items-center gap-1.5 rounded-full bg-black/15 px-2.5 py-1 text-xs font-extrabold tracking-wider',
            large && 'text-sm',
          )}
        >
          <StatusIcon name={statusIcon(status, workflow)} className="h-4 w-4" />
          <span data-testid="tile-status">{label}</span>
        </p>
        <div className="relative z-10 flex gap-1">
          {onToggleStar && (
            <button
              type="button"
              onClick={() => onToggleStar(vehicle)}
              aria-pressed={vehicle.starred}
              aria-label={`${vehicle.starred ? 'Unstar' : 'Star'} ${vehicle.stockNumber}`}
              className={actionClass}
            >
              <Star className={cn('h-4 w-4', vehicle.starred && 'fill-current')} aria-hidden />
            </button>
          )}
          {!onToggleStar && vehicle.starred && (
            <Star className="m-2 h-4 w-4 fill-current" aria-label="Starred" />
          )}
          {onRemove && (
            <button
              type="button"
              onClick={() => onRemove(vehicle)}
              aria-label={`${removeLabel ?? 'Remove'}: ${vehicle.stockNumber}`}
              data-tour={tourTargets ? 'remove-from-board' : undefined}
              className={actionClass}
            >
              <X className="h-4 w-4" aria-hidden />
            </button>
          )}
        </div>
      </div>
      <p
        className={cn('mt-3 text-2xl font-black tracking-tight tabular-nums', large && 'text-4xl')}
      >
        {onOpen ? (
          // The whole tile is the target (a stretched button); star and X sit above it.
          <button
            type="button"
            onClick={() => onOpen(vehicle)}
            aria-label={`Open record: ${vehicle.stockNumber}, ${title}`}
            className="rounded after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-white"
          >
            {vehicle.stockNumber}
          </button>
        ) : (
          vehicle.stockNumber
        )}
      </p>
      <p className={cn('truncate text-sm font-semibold', large && 'text-lg')} title={title}>
        {title}
      </p>
      <p className={cn('truncate text-sm opacity-90', large && 'text-base')}>{vehicle.color}</p>
      {assignee && (
        <p
          className="mt-1 flex min-w-0 items-center gap-1 text-xs font-semibold"
          data-testid="tile-assignee"
        >
          <UserCheck className="h-3.5 w-3.5 shrink-0" aria-hidden />
          <span className="truncate">{assignee}</span>
        </p>
      )}
      {takenBy && (
        <p
          className="mt-1 flex min-w-0 items-center gap-1 text-xs font-semibold"
          data-testid="tile-on-it"
        >
          <Hand className="h-3.5 w-3.5 shrink-0" aria-hidden />
          <span className="truncate">On it: {takenBy}</span>
        </p>
      )}
      {vehicle.workAssigneeIds.length > 0 && <WorkAssignees ids={vehicle.workAssigneeIds} />}
      {vehicle.awaitingApprovalSince !== null && (
        <ApprovalWait since={vehicle.awaitingApprovalSince} />
      )}
      {vehicle.sublet && <SubletChip sublet={vehicle.sublet} />}
      {workflow === 'service' && vehicle.notes && (
        <p className="mt-1 line-clamp-2 text-xs opacity-90" data-testid="service-notes">
          {vehicle.notes}
        </p>
      )}
      <div
        className={cn(
          // A narrow tile (a step column) puts the age under the name rather than cut it.
          'mt-auto flex flex-wrap items-end justify-between gap-x-2 gap-y-1 pt-3 text-xs',
          large && 'text-sm',
        )}
      >
        <span className="flex min-w-24 flex-1 items-center gap-1 opacity-90">
          {workflow === 'service' ? (
            <MapPin className="h-3.5 w-3.5 shrink-0" aria-hidden />
          ) : (
            <User className="h-3.5 w-3.5 shrink-0" aria-hidden />
          )}
          <span className="truncate">
            {detailLabel}: {detail || '—'}
          </span>
        </span>
        <span className="shrink-0 font-semibold tabular-nums" data-testid="tile-age">
          <VehicleAge vehicle={vehicle} workflow={workflow} clock={clock} />
        </span>
      </div>
      {onMove && steps && steps.length > 1 && currentStepId && (
        // Above the stretched open button, like the star and X.
        <div className="relative z-10 mt-2">
          <MoveToStep
            vehicle={vehicle}
            steps={steps}
            currentStepId={currentStepId}
            onMove={onMove}
          />
        </div>
      )}
    </article>
  );
});
