import { describe, expect, it } from 'vitest';
import type { FeedRun } from '@domain/api/feeds';
import { SFTP_CREDENTIALS_MESSAGE, SFTP_PATH_MESSAGE } from '@domain/feeds/rules';
import {
  HEADER_LINE_REQUIRED,
  NEW_FEED_FORM,
  STOCK_COLUMN_REQUIRED,
  createBodyOf,
  feedFormProblems,
  formFieldOf,
  updateBodyOf,
  withHeaderLine,
  type FeedFormValues,
} from './feed-form';
import { runCountsText, runResultText } from './run-text';

const filled: FeedFormValues = withHeaderLine(
  { ...NEW_FEED_FORM, name: 'Site', url: 'https://dealer.example.com/a.csv' },
  'Stock,VIN,Make',
);

describe('the feed form', () => {
  it.each([
    ['a filled form', filled, {}],
    ['no name', { ...filled, name: ' ' }, { name: 'The name is required' }],
    [
      'an SFTP address without its file',
      { ...filled, url: 'sftp://x/' },
      { url: SFTP_PATH_MESSAGE },
    ],
    [
      'an SFTP address without credentials',
      { ...filled, url: 'sftp://x/a.csv' },
      { username: SFTP_CREDENTIALS_MESSAGE },
    ],
    [
      'an SFTP address with a user name and password',
      { ...filled, url: 'sftp://x/a.csv', username: 'dealer', password: 'pw' },
      {},
    ],
    [
      'an SFTP feed keeping its saved credentials',
      { ...filled, url: 'sftp://x/a.csv', hasSavedCredentials: true },
      {},
    ],
    [
      'an SFTP feed removing its saved credentials',
      { ...filled, url: 'sftp://x/a.csv', hasSavedCredentials: true, removeCredentials: true },
      { username: SFTP_CREDENTIALS_MESSAGE },
    ],
    ['no header line', withHeaderLine(filled, ''), { mapping: HEADER_LINE_REQUIRED }],
    ['no stock or VIN', withHeaderLine(filled, 'Make,Model'), { mapping: STOCK_COLUMN_REQUIRED }],
    [
      'a VIN and its stock number',
      { ...withHeaderLine(filled, 'VIN,Make'), stockNumberFromVin: 'last8' as const },
      {},
    ],
    [
      'a password without a user name',
      { ...filled, password: 'pw' },
      { username: 'The user name is required with a password' },
    ],
  ])('%s', (_, values, problems) => {
    expect(feedFormProblems(values)).toEqual(problems);
  });

  it.each([
    ['credentials.password', 'password'],
    ['credentials', 'username'],
    ['mapping.fields.2', 'mapping'],
    ['graceDays', 'graceDays'],
    ['body', 'form'],
    [undefined, 'form'],
  ])('shows the server field %s at %s', (field, place) => {
    expect(formFieldOf(field)).toBe(place);
  });

  it('sends credentials only when typed, and null to remove them', () => {
    expect(createBodyOf(filled)).not.toHaveProperty('credentials');
    expect(createBodyOf({ ...filled, username: 'u', password: 'p' }).credentials).toEqual({
      username: 'u',
      password: 'p',
    });
    expect(updateBodyOf(filled)).not.toHaveProperty('credentials');
    expect(updateBodyOf({ ...filled, removeCredentials: true }).credentials).toBeNull();
  });
});

const run = (overrides: Partial<FeedRun>): FeedRun => ({
  id: 'r',
  feedId: 'f',
  startedAt: 0,
  state: 'applied',
  rows: 1,
  added: 0,
  updated: 0,
  unchanged: 0,
  missing: 0,
  archived: 0,
  errors: [],
  decidedAt: null,
  decidedBy: null,
  ...overrides,
});

describe('a run in words', () => {
  it.each([
    [
      run({ rows: 12, added: 3, unchanged: 9 }),
      'The run was applied. 12 rows: 3 added, 9 unchanged.',
    ],
    [run({ rows: 0 }), 'The run was applied. 0 rows.'],
    [
      run({ state: 'held', errors: ['Held: 5 rows, fewer than 80 % of the usual 12'] }),
      'The run was held and changed nothing: 5 rows, fewer than 80 % of the usual 12. Apply or discard it below.',
    ],
    [
      run({ state: 'failed', errors: ['The feed answered 404'] }),
      'The run failed: The feed answered 404',
    ],
  ])('%#', (given, text) => {
    expect(runResultText(given)).toBe(text);
  });

  it('says one row as one', () => {
    expect(runCountsText(run({ rows: 1, added: 1 }))).toBe('1 row: 1 added');
  });
});
