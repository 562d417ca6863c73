import { useDeferredValue, type ReactNode } from 'react';
import type { Scoreboard } from '@domain/api/scoreboard';

/**
 * The scoreboard's parts under its headline figures (issue #30: the page ready within 1.5 s):
 * rendered in a render of their own just after the figures first show, so the tables and the
 * trend do not hold back the first paint of the numbers a manager opens the page for. A board
 * of another period renders them at once (React's deferred value starts empty only on mount).
 */
export function BelowTheFold({
  board,
  children,
}: {
  board: Scoreboard;
  children: (board: Scoreboard) => ReactNode;
}) {
  const shown = useDeferredValue<Scoreboard | null>(board, null);
  return shown ? children(shown) : null;
}
