import { Suspense } from 'react';
import { useLocation } from 'react-router';
import type { HostMode } from '@domain/host-mode';
import { PageLoading } from '@/components/ui/spinner';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { decideScreen, sessionMatters } from './access';
import { ScreenView } from './screen-view';

export const SessionAwareScreen = lazyWithPreload(() =>
  import('./session-aware-screen').then((module) => module.SessionAwareScreen),
);

/** Chooses the marketing site, the login page or the staff app by host and path (spec 2.1, 2.4). */
export function HostRoutes({ mode }: { mode: HostMode }) {
  const { pathname } = useLocation();
  if (!sessionMatters(mode, pathname)) {
    return <ScreenView screen={decideScreen(mode, pathname, 'anonymous')} />;
  }
  return (
    <Suspense fallback={<PageLoading />}>
      <SessionAwareScreen mode={mode} pathname={pathname} />
    </Suspense>
  );
}
