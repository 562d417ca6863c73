import type { HostMode } from '@domain/host-mode';
import { useSession } from '@/lib/session';
import { decideScreen, type SessionState } from './access';
import { ScreenView } from './screen-view';

/** The decision once the session is known (loaded only on hosts where the session matters). */
export function SessionAwareScreen({ mode, pathname }: { mode: HostMode; pathname: string }) {
  const session = useSession();
  const state: SessionState = session.isPending
    ? 'loading'
    : session.data
      ? 'authenticated'
      : 'anonymous';
  return <ScreenView screen={decideScreen(mode, pathname, state)} />;
}
