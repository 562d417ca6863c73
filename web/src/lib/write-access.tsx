import { createContext, useCallback, useContext, type ReactNode } from 'react';
import type { Role } from '@domain/api/common';
import { can, changesData, type Right } from '@domain/permissions';

/**
 * Whether this dealership may make changes now (decision 0031): a trial that ended without a
 * plan, or a cancelled subscription, is read-only — everything visible and exportable, no
 * writes. The staff app provides it from the billing status; anywhere else (the sandbox, a
 * test) writes are open. `reason` is the sentence a disabled write button gives.
 */
export interface WriteAccess {
  readOnly: boolean;
  reason: string | null;
}

const WriteAccessContext = createContext<WriteAccess>({ readOnly: false, reason: null });

export function WriteAccessProvider({
  value,
  children,
}: {
  value: WriteAccess;
  children: ReactNode;
}) {
  return <WriteAccessContext.Provider value={value}>{children}</WriteAccessContext.Provider>;
}

export function useWriteAccess(): WriteAccess {
  return useContext(WriteAccessContext);
}

/**
 * `can` (spec 6) as it stands now: while read-only, only the rights that view or export are
 * left, so every control a right shows is hidden with it. Controls every role has (a tile's
 * star, editing a cell) ask useWriteAccess themselves.
 */
export function useCanNow(): (
  role: Role | (string & {}) | null | undefined,
  right: Right,
) => boolean {
  const { readOnly } = useWriteAccess();
  return useCallback(
    (role, right) => can(role, right) && !(readOnly && changesData(right)),
    [readOnly],
  );
}
