import { createContext, useContext, type ReactNode } from 'react';

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
