import { ArrowRightLeft, PlusCircle, Star, StarOff, Tag, Trash2, Pencil } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import {
  activityActionText,
  salespersonLabel,
  type ActivityAction,
  type ActivityLog,
} from '@domain/api/activity';
import { formatActivityTime } from '@domain/relative-time';
import type { TypeNames } from '@/features/activity/model/vehicle-type-text';

const ICONS: Record<ActivityAction, LucideIcon> = {
  added: PlusCircle,
  updated: Pencil,
  removed: Trash2,
  starred: Star,
  unstarred: StarOff,
  workflow_changed: ArrowRightLeft,
  sold: Tag,
};

/** One log entry (spec 2.11): action text, vehicle, type, performer, role, relative time. */
export function ActivityEntry({
  entry,
  now,
  typeText,
}: {
  entry: ActivityLog;
  now: number;
  /** The workflows' configured names (vehicleTypeText). */
  typeText: TypeNames;
}) {
  const Icon = ICONS[entry.action];
  return (
    <li className="flex gap-3 px-4 py-3" data-testid="activity-entry">
      <span className="mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Icon className="h-4 w-4" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <p className="text-sm font-semibold text-slate-900">{activityActionText(entry)}</p>
          <time
            dateTime={new Date(entry.timestamp).toISOString()}
            className="text-xs text-slate-500"
          >
            {formatActivityTime(entry.timestamp, now)}
          </time>
        </div>
        <p className="text-sm text-slate-700">
          <span className="font-semibold tabular-nums">{entry.stockNumber}</span> · {entry.year}{' '}
          {entry.make} {entry.model}
          <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700">
            {typeText[entry.vehicleType]}
          </span>
        </p>
        <p className="text-xs text-slate-500">
          By {entry.performedBy} <span className="capitalize">({entry.performedByRole})</span>
          {entry.salesperson && (
            <>
              {' · '}
              {salespersonLabel(entry.vehicleType)}: {entry.salesperson}
            </>
          )}
        </p>
      </div>
    </li>
  );
}
