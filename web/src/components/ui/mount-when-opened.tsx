import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders a lazily loaded dialog only from the first time it opens (so its code loads on
 * demand), then keeps it mounted like an always-present dialog.
 */
export function MountWhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!open && !opened) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
