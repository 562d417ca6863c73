/**
 * The morning list (issue #32 item 5): at the dealership's opening on each business day, each
 * person who wants it gets their cars, red first, then the longest in their step. It goes
 * through the gate like any alert, so a person whose quiet hours run past the opening gets it
 * when they end.
 */
import type { BusinessCalendar } from '../recon/business-calendar';
import { localDateString, startOfLocalDay } from '../recon/business-time';
import type { DisplayStatus } from '../vehicle-status';
import { nextOpeningAt } from './gate';

/** The statuses a list puts first: the red ones (spec 4.2's red tiles). */
const RED_STATUSES: readonly DisplayStatus[] = ['overdue', 'critical'];

/** The instant a local date's list is due: its opening, or null when the dealership is closed. */
export function morningListDueAt(date: string, calendar: BusinessCalendar): number | null {
  const opening = nextOpeningAt(startOfLocalDay(date, calendar.timeZone), calendar);
  return opening !== null && localDateString(opening, calendar.timeZone) === date ? opening : null;
}

/**
 * The local date whose list is due at `now`: from its opening to the day's end, so a server
 * down over the opening still sends today's list, and never yesterday's.
 */
export function dueMorningList(now: number, calendar: BusinessCalendar): string | null {
  const today = localDateString(now, calendar.timeZone);
  const dueAt = morningListDueAt(today, calendar);
  return dueAt !== null && now >= dueAt ? today : null;
}

/** The claim of one person's list of one day (notification_deliveries: at most once). */
export function morningListKey(date: string, userId: string): string {
  return `morning-list:${date}:${userId}`;
}

export interface MorningListCar {
  vehicleId: string;
  assigneeId: string | null;
  status: DisplayStatus;
  /** When the car entered its step. */
  enteredAt: number;
}

export interface MorningList<T extends MorningListCar> {
  cars: T[];
  red: number;
}

/** A person's cars: red first, then oldest in their step first; null when they have none. */
export function morningListFor<T extends MorningListCar>(
  userId: string,
  cars: readonly T[],
): MorningList<T> | null {
  const isRed = (car: T) => RED_STATUSES.includes(car.status);
  const theirs = cars
    .filter((car) => car.assigneeId === userId)
    .sort(
      (a, b) =>
        Number(isRed(b)) - Number(isRed(a)) ||
        a.enteredAt - b.enteredAt ||
        a.vehicleId.localeCompare(b.vehicleId),
    );
  if (theirs.length === 0) return null;
  return { cars: theirs, red: theirs.filter(isRed).length };
}

/** The list's title: "Your 5 cars this morning, 2 red". */
export function morningListTitle(list: MorningList<MorningListCar>): string {
  const count = list.cars.length;
  const cars = `Your ${count} ${count === 1 ? 'car' : 'cars'} this morning`;
  return list.red > 0 ? `${cars}, ${list.red} red` : cars;
}
