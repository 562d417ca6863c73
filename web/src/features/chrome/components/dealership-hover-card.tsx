import { HoverCard } from 'radix-ui';
import { ShieldCheck } from 'lucide-react';

interface DealershipHoverCardProps {
  dealershipName: string;
  username?: string | null;
  tenantId?: string | null;
}

/** The dealership name with a hover card of who is signed in and the privacy note (spec 2.8). */
export function DealershipHoverCard({
  dealershipName,
  username,
  tenantId,
}: DealershipHoverCardProps) {
  return (
    <HoverCard.Root openDelay={200} closeDelay={100}>
      <HoverCard.Trigger asChild>
        <button
          type="button"
          className="min-w-0 truncate rounded text-left text-base font-bold tracking-tight focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary sm:text-lg"
          data-testid="dealership-name"
        >
          {dealershipName}
        </button>
      </HoverCard.Trigger>
      <HoverCard.Portal>
        <HoverCard.Content
          sideOffset={8}
          align="start"
          className="z-[60] w-72 rounded-lg border border-slate-200 bg-white p-4 text-slate-900 shadow-lg"
        >
          <p className="text-base font-semibold">{dealershipName}</p>
          {username && (
            <p className="mt-1 text-sm text-slate-600">
              Logged in as <span className="font-medium text-slate-900">{username}</span>
            </p>
          )}
          <div className="mt-3 flex gap-2 rounded-md bg-emerald-50 p-3 text-emerald-900">
            <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            <div className="text-xs">
              <p className="font-semibold">Your data is private &amp; secure</p>
              <p className="mt-0.5">
                Only your team members can access this dealership&apos;s information
              </p>
            </div>
          </div>
          {tenantId && (
            <p className="mt-3 text-xs text-slate-500">
              Dealership ID: <code className="font-mono">{tenantId.slice(0, 8)}</code>
            </p>
          )}
        </HoverCard.Content>
      </HoverCard.Portal>
    </HoverCard.Root>
  );
}
