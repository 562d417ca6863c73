import type { Feed, FeedCreate, FeedCreateInput, FeedUpdate } from '@domain/api/feeds';
import { toCsv } from '@domain/csv';
import type { ColumnMapping } from '@domain/csv-import';
import {
  DEFAULT_FEED_GRACE_DAYS,
  DEFAULT_FEED_INTERVAL_MINUTES,
  feedCredentialsProblem,
  feedUrlProblem,
} from '@domain/feeds/rules';
import { IMPORT_FIELD_KEYS, columnName } from '@domain/vehicle/fields';
import type { StockNumberFromVin } from '@domain/vehicle/stock-from-vin';
import { mappingOfLine } from './feed-mapping';

/** The feed form as typed: one shape for adding a feed and for changing one. */
export interface FeedFormValues {
  name: string;
  url: string;
  username: string;
  password: string;
  /** Editing a feed that keeps credentials: whether to drop them. */
  removeCredentials: boolean;
  /** Whether the saved feed keeps credentials (they are never shown). */
  hasSavedCredentials: boolean;
  intervalMinutes: number;
  graceDays: string;
  headerLine: string;
  mapping: { headers: string[]; fields: ColumnMapping };
  stockNumberFromVin: StockNumberFromVin | null;
}

/** Where a problem is shown: beside its field, or under the form. */
export type FeedFormField =
  'name' | 'url' | 'username' | 'password' | 'intervalMinutes' | 'graceDays' | 'mapping' | 'form';
export type FeedFormProblems = Partial<Record<FeedFormField, string>>;

export const NEW_FEED_FORM: FeedFormValues = {
  name: '',
  url: '',
  username: '',
  password: '',
  removeCredentials: false,
  hasSavedCredentials: false,
  intervalMinutes: DEFAULT_FEED_INTERVAL_MINUTES,
  graceDays: String(DEFAULT_FEED_GRACE_DAYS),
  headerLine: '',
  mapping: { headers: [], fields: [] },
  stockNumberFromVin: null,
};

const isField = (field: string): field is ColumnMapping[number] =>
  field === 'ignore' || (IMPORT_FIELD_KEYS as readonly string[]).includes(field);

/** A saved feed as its form shows it (credentials are never answered, so they stay blank). */
export function formOfFeed(feed: Feed): FeedFormValues {
  return {
    ...NEW_FEED_FORM,
    name: feed.name,
    url: feed.url,
    hasSavedCredentials: feed.hasCredentials,
    intervalMinutes: feed.intervalMinutes,
    graceDays: String(feed.graceDays),
    headerLine: toCsv([feed.mapping.headers]),
    mapping: {
      headers: feed.mapping.headers,
      fields: feed.mapping.fields.map((field) => (isField(field) ? field : 'ignore')),
    },
    stockNumberFromVin: feed.stockNumberFromVin,
  };
}

/** A new header line, its columns mapped afresh by the registry's aliases. */
export function withHeaderLine(values: FeedFormValues, headerLine: string): FeedFormValues {
  return { ...values, headerLine, mapping: mappingOfLine(headerLine) };
}

/** The columns the feed will not read. */
export function ignoredColumns(mapping: FeedFormValues['mapping']): string[] {
  return mapping.headers.filter((_, index) => (mapping.fields[index] ?? 'ignore') === 'ignore');
}

const mapsTo = (values: FeedFormValues, field: string) =>
  values.mapping.fields.some((mapped) => mapped === field);

/** Whether the mapping has no stock number column, so the VIN's can stand in. */
export function needsStockFromVin(values: FeedFormValues): boolean {
  return !mapsTo(values, 'stockNumber') && mapsTo(values, 'vin');
}

export const HEADER_LINE_REQUIRED =
  "Paste the first line of the feed's file, so its columns can be mapped";
export const STOCK_COLUMN_REQUIRED = `Map a column to ${columnName('stockNumber')}, or map the VIN and choose a stock number from it`;

/** What is wrong before anything is sent; the server checks again and names its own fields. */
export function feedFormProblems(values: FeedFormValues): FeedFormProblems {
  const problems: FeedFormProblems = {};
  if (values.name.trim() === '') problems.name = 'The name is required';
  const urlProblem = feedUrlProblem(values.url);
  if (urlProblem) problems.url = urlProblem;
  const typed = values.username.trim() !== '';
  if (values.password !== '' && !typed)
    problems.username = 'The user name is required with a password';
  const kept = typed || (values.hasSavedCredentials && !values.removeCredentials);
  const credentialsProblem = urlProblem ? null : feedCredentialsProblem(values.url, kept);
  if (credentialsProblem) problems.username ??= credentialsProblem;
  if (values.mapping.headers.length === 0) problems.mapping = HEADER_LINE_REQUIRED;
  else if (!mapsTo(values, 'stockNumber') && !(mapsTo(values, 'vin') && values.stockNumberFromVin))
    problems.mapping = STOCK_COLUMN_REQUIRED;
  return problems;
}

/** The request of a new feed. */
export function createBodyOf(values: FeedFormValues): FeedCreateInput {
  const { credentials, ...rest } = updateBodyOf(values);
  return credentials ? { ...rest, credentials } : rest;
}

type FeedBody = Omit<FeedCreate, 'credentials'> & { credentials?: FeedUpdate['credentials'] };

/** The change of a feed: credentials left blank are kept, or removed when asked. */
export function updateBodyOf(values: FeedFormValues): FeedBody {
  const username = values.username.trim();
  return {
    name: values.name.trim(),
    url: values.url.trim(),
    intervalMinutes: values.intervalMinutes,
    graceDays: Number(values.graceDays),
    mapping: values.mapping,
    stockNumberFromVin: needsStockFromVin(values) ? values.stockNumberFromVin : null,
    ...(values.removeCredentials
      ? { credentials: null }
      : username
        ? { credentials: { username, password: values.password } }
        : {}),
  };
}

/** The form's place for a field the server named ('credentials.username', 'mapping.fields.2'). */
export function formFieldOf(serverField: string | undefined): FeedFormField {
  if (!serverField) return 'form';
  const [head, sub] = serverField.split('.');
  if (head === 'credentials') return sub === 'password' ? 'password' : 'username';
  if (head === 'stockNumberFromVin') return 'mapping';
  const known: FeedFormField[] = ['name', 'url', 'intervalMinutes', 'graceDays', 'mapping'];
  return known.find((field) => field === head) ?? 'form';
}

/** The schedules offered; a feed set to another interval through the API keeps its own. */
const INTERVAL_CHOICES = [15, 30, 60, 120, 240, 360, 720, 1440];
export function intervalChoices(current: number): number[] {
  return INTERVAL_CHOICES.includes(current)
    ? INTERVAL_CHOICES
    : [...INTERVAL_CHOICES, current].sort((a, b) => a - b);
}
