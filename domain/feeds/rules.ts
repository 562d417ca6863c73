import { DAY_MS, HOUR_MS, MINUTE_MS } from '../time';

/**
 * A dealer's inventory feed (issue #27 item 6): the rules both the server and the web need,
 * written once. A run reads the feed's file, matches vehicles by VIN then stock number, adds,
 * updates what the feed owns, and archives a vehicle only once it has been missing long enough.
 */

/** EasyRecon's cadence, and what dealers expect of a feed: every two hours. */
export const DEFAULT_FEED_INTERVAL_MINUTES = 120;
export const FEED_INTERVAL_MINUTES_MIN = 15;
export const FEED_INTERVAL_MINUTES_MAX = (7 * DAY_MS) / MINUTE_MS;

/** A vehicle missing from the feed this many days (and two runs) is archived. */
export const DEFAULT_FEED_GRACE_DAYS = 3;
export const FEED_GRACE_DAYS_MAX = 90;
/** Runs a vehicle must be missing from, whatever the grace period: one late file is not enough. */
export const FEED_MISSING_RUNS_TO_ARCHIVE = 2;

/** Short-feed guard: fewer rows than this share of the recent median holds the run. */
export const SHORT_FEED_SHARE = 0.8;
/** The applied runs whose median the guard compares with. */
export const SHORT_FEED_RECENT_RUNS = 5;

export const FEED_RUN_STATES = ['applied', 'held', 'discarded', 'failed'] as const;

/** The median of a list of row counts (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Why a run of `rows` rows is held, or null when it may be applied: fewer than 80 % of the
 * median rows of the last five applied runs. A feed's first run has nothing to compare with.
 */
export function shortFeedReason(rows: number, recentApplied: readonly number[]): string | null {
  const usual = median(recentApplied.slice(0, SHORT_FEED_RECENT_RUNS));
  if (usual === null || rows >= usual * SHORT_FEED_SHARE) return null;
  return `Held: ${rows} rows, fewer than ${Math.round(SHORT_FEED_SHARE * 100)} % of the usual ${usual}`;
}

/** Whether a vehicle missing since `since`, for `runs` runs, is archived at `now`. */
export function archivesMissing(
  since: number,
  runs: number,
  graceDays: number,
  now: number,
): boolean {
  return runs >= FEED_MISSING_RUNS_TO_ARCHIVE && now - since >= graceDays * DAY_MS;
}

/** "every 2 hours", "every 45 minutes", "every day". */
export function feedIntervalText(minutes: number): string {
  const hours = (minutes * MINUTE_MS) / HOUR_MS;
  if ((minutes * MINUTE_MS) % DAY_MS === 0) {
    const days = (minutes * MINUTE_MS) / DAY_MS;
    return days === 1 ? 'every day' : `every ${days} days`;
  }
  if (Number.isInteger(hours)) return hours === 1 ? 'every hour' : `every ${hours} hours`;
  return `every ${minutes} minutes`;
}

export const FEED_URL_SCHEME_MESSAGE = "The feed's address must start with https:// or sftp://";
export const FEED_URL_CREDENTIALS_MESSAGE =
  'Put the user name and password in their own fields, not in the address';
export const SFTP_PATH_MESSAGE =
  'An SFTP address names the file: sftp://files.example.com/inventory.csv';
export const SFTP_CREDENTIALS_MESSAGE = 'An SFTP feed needs its user name and password';

/** Whether a feed is read over SFTP (a file on the provider's server) rather than HTTPS. */
export function isSftpAddress(value: string): boolean {
  return /^\s*sftp:/i.test(value);
}

/** What is wrong with a feed's address as typed, or null (the fetcher checks where it leads). */
export function feedUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return FEED_URL_SCHEME_MESSAGE;
  }
  const sftp = url.protocol === 'sftp:';
  // Plain HTTP passes here; the fetcher takes it only to loopback outside production.
  if (!sftp && url.protocol !== 'https:' && url.protocol !== 'http:')
    return FEED_URL_SCHEME_MESSAGE;
  if (url.username !== '' || url.password !== '') return FEED_URL_CREDENTIALS_MESSAGE;
  if (sftp && (url.hostname === '' || url.pathname.replace(/\/+$/, '') === '')) {
    return SFTP_PATH_MESSAGE;
  }
  return null;
}

/**
 * An SFTP server always asks who is reading, so an SFTP feed keeps a user name and password;
 * null when the feed's credentials are as they must be.
 */
export function feedCredentialsProblem(url: string, hasCredentials: boolean): string | null {
  return isSftpAddress(url) && !hasCredentials ? SFTP_CREDENTIALS_MESSAGE : null;
}

/** The salesperson of a car a feed adds without naming one (an import's is "Import"). */
export const FEED_SALESPERSON = 'Feed';

/** The admins' feeds page, which the held-run mail links to (web/src/lib/paths.ts names it). */
export const FEEDS_PAGE_PATH = '/feeds';
