import { SessionAwareScreen } from './host-routes';
import { StaffApp } from './screen-view';

/**
 * Loads the staff app's code (the session check's screen, the staff app and the boards of its
 * first paint) while its first reads are on their way (app/early-requests), so neither waits
 * for the other and no Suspense fallback shows in between (lib/lazy-with-preload).
 */
export function preloadStaffApp(): void {
  SessionAwareScreen.preload();
  StaffApp.preload();
}
