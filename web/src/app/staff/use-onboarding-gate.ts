import { useCallback, useState } from 'react';
import { LOCAL_STORAGE_KEYS } from '@domain/constants';
import { useAppCommand } from '@/lib/app-events';
import { storage } from '@/lib/storage';
import { usePreferences } from '@/lib/user-preferences';

/**
 * Spec 2.12, 4.3: onboarding shows once per user while the server's preferences say it is
 * not completed and this browser has no per-username flag; the setup wizard reopens it.
 */
export function useOnboardingGate(username: string | null) {
  const preferences = usePreferences(Boolean(username));
  const [requested, setRequested] = useState(false);
  const [finished, setFinished] = useState(false);
  useAppCommand(
    'open-onboarding',
    useCallback(() => {
      setFinished(false);
      setRequested(true);
    }, []),
  );
  const locallyDone = username
    ? storage.get<boolean>(LOCAL_STORAGE_KEYS.onboardingCompleted(username)) === true
    : true;
  const firstRun = preferences.data?.onboardingCompleted === false && !locallyDone;
  const open = Boolean(username) && !finished && (requested || firstRun);
  const finish = useCallback(() => {
    setFinished(true);
    setRequested(false);
  }, []);
  return { open, finish };
}
