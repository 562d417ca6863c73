import { Download, Search, X } from 'lucide-react';
import { ACTIVITY_ACTIONS, ACTIVITY_ACTION_TEXT } from '@domain/api/activity';
import { ACTIVITY_TIME_FILTERS, type ActivityTimeFilter } from '@domain/constants';
import { WORKFLOWS } from '@domain/vehicle-status';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import type { ActivityFilter } from '@/features/activity/model/activity-filter';
import type { TypeNames } from '@/features/activity/model/vehicle-type-text';

const TIME_LABELS: Record<ActivityTimeFilter, string> = {
  '1h': 'Last hour',
  '24h': 'Last 24 hours',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  all: 'All time',
};

interface ActivityFiltersProps {
  filter: ActivityFilter;
  onChange: (filter: ActivityFilter) => void;
  onClear: () => void;
  onExport?: () => void;
  /** The workflows' configured names (vehicleTypeText). */
  typeText: TypeNames;
}

export function ActivityFilters({
  filter,
  onChange,
  onClear,
  onExport,
  typeText,
}: ActivityFiltersProps) {
  return (
    <div className="grid gap-2" data-tour="activity-filters">
      <div className="relative">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
        <Input
          type="search"
          aria-label="Search activity"
          placeholder="Search stock #, vehicle or person…"
          value={filter.search}
          onChange={(event) => onChange({ ...filter, search: event.target.value })}
          className="pl-9"
        />
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-[1fr_1fr_1fr_auto_auto]">
        <NativeSelect
          aria-label="Action"
          value={filter.action}
          onChange={(event) =>
            onChange({ ...filter, action: event.target.value as ActivityFilter['action'] })
          }
        >
          <option value="">All actions</option>
          {ACTIVITY_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {ACTIVITY_ACTION_TEXT[action]}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label="Type"
          value={filter.type}
          onChange={(event) =>
            onChange({ ...filter, type: event.target.value as ActivityFilter['type'] })
          }
        >
          <option value="">All types</option>
          {WORKFLOWS.map((type) => (
            <option key={type} value={type}>
              {typeText[type]}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label="Time"
          value={filter.time}
          onChange={(event) =>
            onChange({ ...filter, time: event.target.value as ActivityTimeFilter })
          }
        >
          {ACTIVITY_TIME_FILTERS.map((time) => (
            <option key={time} value={time}>
              {TIME_LABELS[time]}
            </option>
          ))}
        </NativeSelect>
        <Button variant="outline" onClick={onClear}>
          <X className="h-4 w-4" aria-hidden />
          Clear
        </Button>
        {onExport && (
          <Button variant="outline" onClick={onExport}>
            <Download className="h-4 w-4" aria-hidden />
            Export CSV
          </Button>
        )}
      </div>
    </div>
  );
}
