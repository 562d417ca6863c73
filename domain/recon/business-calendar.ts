/**
 * The dealership's business calendar (issue #26 item 4): its IANA time zone, the opening hours
 * of each weekday and its holidays. A step whose clock counts business hours ages only while
 * the dealership is open (business-time.ts); the default step keeps calendar time.
 */

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One day's opening hours as wall-clock "HH:MM" in the calendar's zone; close after open. */
export interface OpeningHours {
  open: string;
  close: string;
}

export interface BusinessCalendar {
  /** An IANA time zone, e.g. America/New_York. */
  timeZone: string;
  /** null: closed that day. */
  week: Record<Weekday, OpeningHours | null>;
  /** Closed all day: "YYYY-MM-DD" in the calendar's zone. */
  holidays: string[];
}

/**
 * The week a dealership starts from when it turns business hours on: Monday to Friday 8-18,
 * Saturday 9-17, Sunday closed, in US Eastern time until it sets its own zone.
 */
export const DEFAULT_BUSINESS_CALENDAR: BusinessCalendar = {
  timeZone: 'America/New_York',
  week: {
    monday: { open: '08:00', close: '18:00' },
    tuesday: { open: '08:00', close: '18:00' },
    wednesday: { open: '08:00', close: '18:00' },
    thursday: { open: '08:00', close: '18:00' },
    friday: { open: '08:00', close: '18:00' },
    saturday: { open: '09:00', close: '17:00' },
    sunday: null,
  },
  holidays: [],
};

/** Zones already asked about: the runtime's list does not change while it runs. */
const knownZones = new Map<string, boolean>();
/** A bound on what is remembered (a name is at most what a request may send), not a tuning. */
const MAX_KNOWN_ZONES = 1000;

/**
 * Whether the runtime knows the IANA zone (Intl throws a RangeError on an unknown one). The
 * answer is remembered: a formatter costs ~0.1 ms, and every read of a dealership's
 * configuration checks its zone (every vehicle write reads it for the logging switch).
 */
export function isTimeZone(zone: string): boolean {
  const known = knownZones.get(zone);
  if (known !== undefined) return known;
  let answer: boolean;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    answer = zone.trim() !== '';
  } catch {
    answer = false;
  }
  if (knownZones.size >= MAX_KNOWN_ZONES) knownZones.clear();
  knownZones.set(zone, answer);
  return answer;
}
