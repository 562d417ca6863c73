import type { ReactElement, ReactNode } from 'react';
import { Tooltip } from 'radix-ui';

/** Wraps an icon control with a hover/focus tooltip; the control keeps its own aria-label. */
export function IconTooltip({ label, children }: { label: ReactNode; children: ReactElement }) {
  return (
    <Tooltip.Root delayDuration={300}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          sideOffset={6}
          className="z-[60] rounded-md bg-slate-900 px-2 py-1 text-xs font-medium text-white shadow"
        >
          {label}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
