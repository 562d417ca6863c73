import { useMinuteNow } from '@/lib/clock';
import { approvalWaitText } from '@/features/vehicles/model/approval-wait';

/** "awaiting approval · 2 h" under the tile's name, on the shared minute tick. */
export function ApprovalWait({ since }: { since: number }) {
  const now = useMinuteNow();
  return (
    <p className="mt-1 truncate text-xs font-semibold" data-testid="tile-approval-wait">
      {approvalWaitText(since, now)}
    </p>
  );
}
