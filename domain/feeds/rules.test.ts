import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../time';
import {
  archivesMissing,
  feedIntervalText,
  feedUrlProblem,
  median,
  shortFeedReason,
  SFTP_NOT_SUPPORTED_MESSAGE,
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
    ['sftp://files.example.com/in.csv', SFTP_NOT_SUPPORTED_MESSAGE],
    ['dealer.example.com/feed.csv', "The feed's address must start with https://"],
  ])('%s: %s', (url, expected) => {
    expect(feedUrlProblem(url)).toBe(expected);
  });
});
