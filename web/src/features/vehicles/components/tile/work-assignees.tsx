import { Wrench } from 'lucide-react';
import { useAssignees } from '@/features/vehicles/api/get-assignees';
import { workAssigneeText } from '@/features/vehicles/model/work-assignee-text';

/** "Item: Sam" under the tile's name: who the car's open work items are assigned to (#33). */
export function WorkAssignees({ ids }: { ids: readonly string[] }) {
  const { personName } = useAssignees();
  const text = workAssigneeText(ids, personName);
  if (!text) return null;
  return (
    <p
      className="mt-1 flex min-w-0 items-center gap-1 text-xs font-semibold"
      data-testid="tile-work-assignees"
    >
      <Wrench className="h-3.5 w-3.5 shrink-0" aria-hidden />
      <span className="truncate">{text}</span>
    </p>
  );
}
