// Paths only, never the endpoint definitions: those bring Zod and their schemas in front of the
// first request (decision 0129).
import { EARLY_API_PATHS } from '@domain/api/paths';
import { firstPageUrl } from '@/features/vehicles/api/board-first-page';
import { askEarly } from '@/lib/early-answers';
import { PATHS } from '@/lib/paths';

/**
 * What the staff app reads before a screen shows: the session, the dealership's configuration
 * and name, the user's preferences, the billing state (GETs without a query).
 */
const STAFF_BOOT_READS = [
  EARLY_API_PATHS.session,
  EARLY_API_PATHS.config,
  EARLY_API_PATHS.tenantInfo,
  EARLY_API_PATHS.preferences,
  EARLY_API_PATHS.billingStatus,
];

/** Each screen's own first read (app/early-paths lists their paths for the app's entry). */
export const SCREEN_READS: Readonly<Record<string, () => string>> = {
  [PATHS.makeReady]: () => firstPageUrl('make-ready'),
  [PATHS.service]: () => firstPageUrl('service'),
  // Inventory's whole lot (features/vehicles/api/get-vehicles: no query).
  [PATHS.inventory]: () => EARLY_API_PATHS.vehicles,
  // The default period's figures, the dates left to the server: the last 4 weeks are the
  // dealership's days, and its zone is only known once the configuration is in
  // (features/scoreboard/api/get-scoreboard asks for the default period the same way).
  [PATHS.scoreboard]: () => EARLY_API_PATHS.scoreboard,
};

/** The boards lay their tiles out by step (issue #26): their steps are part of a first paint. */
const BOARD_PATHS: readonly string[] = [PATHS.makeReady, PATHS.service];

/**
 * Screens whose first read takes the server a while (the scoreboard computes a period's
 * figures): the boot reads are asked for before it, so they are not served after it (on PGlite
 * its transaction holds the one connection), and the app's shell is up when its answer comes.
 */
const SLOW_READ_PATHS: readonly string[] = [PATHS.scoreboard];

/**
 * Called by the app's entry as its code starts loading (issue #15 item 4): opened at a board's
 * or Inventory's address, or the scoreboard's, the screen's first read and the staff app's boot
 * reads are asked for at once, side by side, instead of one after another as the code that
 * makes them arrives (lib/early-answers). Without a session they answer 401 and nothing takes
 * them.
 */
export function askStaffScreenEarly(pathname: string): void {
  const screenRead = Object.hasOwn(SCREEN_READS, pathname) ? SCREEN_READS[pathname] : undefined;
  if (!screenRead) return;
  const slow = SLOW_READ_PATHS.includes(pathname);
  if (slow) askStaffBootEarly();
  askEarly(screenRead());
  if (BOARD_PATHS.includes(pathname)) askEarly(EARLY_API_PATHS.workflows);
  if (!slow) askStaffBootEarly();
}

/** The staff app's boot reads alone: a screen with no read of its own (the not-found page). */
export function askStaffBootEarly(): void {
  for (const path of STAFF_BOOT_READS) askEarly(path);
}
