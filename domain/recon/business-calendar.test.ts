import { describe, expect, it } from 'vitest';
import { isTimeZone } from './business-calendar';

describe('isTimeZone', () => {
  // Each zone asked twice: the second answer comes from what the first remembered.
  it.each([
    ['America/New_York', true],
    ['Europe/Berlin', true],
    ['UTC', true],
    ['Mars/Olympus_Mons', false],
    ['', false],
    ['   ', false],
  ])('%j is a zone: %s, asked again the same', (zone, expected) => {
    expect([isTimeZone(zone), isTimeZone(zone)]).toEqual([expected, expected]);
  });
});
