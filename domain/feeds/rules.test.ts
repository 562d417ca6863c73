import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../time';
import {
  archivesMissing,
  feedIntervalText,
  FEED_URL_CREDENTIALS_MESSAGE,
  FEED_URL_SCHEME_MESSAGE,
  feedUrlProblem,
  median,
  shortFeedReason,
  feedCredentialsProblem,
  SFTP_CREDENTIALS_MESSAGE,
  SFTP_PATH_MESSAGE,
} from './rules';

describe('feed rules', () => {
  it.each([
    [[], null],
    [[10], 10],
    [[10, 20], 15],
    [[30, 10, 20], 20],
  ])('median of %j is %s', (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  it.each([
    [100, [], null],
    [80, [100, 100, 100], null],
    [79, [100, 100, 100], 'Held: 79 rows, fewer than 80 % of the usual 100'],
    // Only the last five applied runs count: the sixth (1000) is older.
    [79, [100, 100, 100, 100, 100, 1000], 'Held: 79 rows, fewer than 80 % of the usual 100'],
  ])('%s rows after %j: %s', (rows, recent, expected) => {
    expect(shortFeedReason(rows, recent)).toBe(expected);
  });

  it.each([
    [1, 3 * DAY_MS, false],
    [2, 3 * DAY_MS - 1, false],
    [2, 3 * DAY_MS, true],
  ])('missing %s runs for %s ms archives: %s', (runs, missingFor, expected) => {
    expect(archivesMissing(0, runs, 3, missingFor)).toBe(expected);
  });

  it.each([
    [120, 'every 2 hours'],
    [60, 'every hour'],
    [45, 'every 45 minutes'],
    [1440, 'every day'],
  ])('%s minutes reads %s', (minutes, text) => {
    expect(feedIntervalText(minutes)).toBe(text);
  });

  it.each([
    ['https://dealer.example.com/feed.csv', null],
    ['http://127.0.0.1:8080/feed.csv', null],
    ['sftp://files.example.com/in.csv', null],
    ['SFTP://files.example.com:2222/exports/in.csv', null],
    ['sftp://files.example.com/', SFTP_PATH_MESSAGE],
    ['sftp://files.example.com', SFTP_PATH_MESSAGE],
    ['sftp://dealer:secret@files.example.com/in.csv', FEED_URL_CREDENTIALS_MESSAGE],
    ['ftp://files.example.com/in.csv', FEED_URL_SCHEME_MESSAGE],
    ['dealer.example.com/feed.csv', "The feed's address must start with https:// or sftp://"],
  ])('%s: %s', (url, expected) => {
    expect(feedUrlProblem(url)).toBe(expected);
  });

  it.each([
    ['https://dealer.example.com/feed.csv', false, null],
    ['sftp://files.example.com/in.csv', true, null],
    ['sftp://files.example.com/in.csv', false, SFTP_CREDENTIALS_MESSAGE],
  ])('%s with credentials %s: %s', (url, hasCredentials, expected) => {
    expect(feedCredentialsProblem(url, hasCredentials)).toBe(expected);
  });
});
