import { describe, expect, it } from 'vitest';
import { dealershipPrefillFromLead, replyClock, REPLY_WITHIN_MS } from './follow-up';
import { MINUTE_MS } from './time';

describe('replyClock: the 24-hour reply the site promises', () => {
  const arrived = 1_000_000;
  it.each([
    ['new', 0, 'waiting'],
    ['new', REPLY_WITHIN_MS - MINUTE_MS, 'waiting'],
    ['new', REPLY_WITHIN_MS, 'overdue'],
    ['contacted', REPLY_WITHIN_MS * 3, 'answered'],
    ['won', 0, 'answered'],
    ['lost', REPLY_WITHIN_MS, 'answered'],
  ] as const)('%s after %d ms is %s', (status, waited, expected) => {
    expect(replyClock(status, arrived, arrived + waited)).toBe(expected);
  });
});

describe('dealershipPrefillFromLead', () => {
  it.each([
    [
      { name: ' Dana Dealer ', email: 'Dana.D@motors.test', company: 'Dana Motors & Sons' },
      {
        dealershipName: 'Dana Motors & Sons',
        slug: 'dana-motors-sons',
        fullName: 'Dana Dealer',
        email: 'Dana.D@motors.test',
        username: 'dana.d',
      },
    ],
    [
      { name: 'Lee', email: 'lee+demo@x.test', company: null },
      {
        dealershipName: '',
        slug: '',
        fullName: 'Lee',
        email: 'lee+demo@x.test',
        username: 'leedemo',
      },
    ],
    [
      { name: 'Zoë', email: 'z@x.test', company: 'Autohaus Müller — Nord' },
      {
        dealershipName: 'Autohaus Müller — Nord',
        slug: 'autohaus-muller-nord',
        fullName: 'Zoë',
        email: 'z@x.test',
        username: 'z',
      },
    ],
    [
      { name: 'Long', email: 'l@x.test', company: 'A'.repeat(39) + ' Motors' },
      {
        dealershipName: 'A'.repeat(39) + ' Motors',
        slug: 'a'.repeat(39),
        fullName: 'Long',
        email: 'l@x.test',
        username: 'l',
      },
    ],
  ])('%j', (lead, expected) => {
    expect(dealershipPrefillFromLead(lead)).toEqual(expected);
  });
});
