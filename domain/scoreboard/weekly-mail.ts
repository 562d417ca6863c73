/**
 * Monday's mail (issue #30, decision 0098): the week just ended, its headline numbers beside
 * the week before, the 13-week trend of median T2L and the slowest cars, with a link to the
 * scoreboard. Sent at the dealership's Monday opening hour in its own zone; the same text is
 * what a manager sends themselves from the scoreboard.
 */
import type { Scoreboard, ScoreboardHeadline } from '../api/scoreboard';
import type { BusinessCalendar } from '../recon/business-calendar';
import { addDaysToDate, instantOfLocalTime, localDateString } from '../recon/business-time';
import { DAY_MS } from '../time';
import {
  formatDay,
  formatDays,
  formatDuration,
  formatMoney,
  formatPeriod,
  formatShare,
} from './figure-text';
import { mondayOf } from './period';

/** When the calendar has Monday closed, the mail still goes at this hour. */
export const WEEKLY_MAIL_FALLBACK_TIME = '08:00';
/** Slow cars the mail lists. */
export const WEEKLY_MAIL_SLOWEST = 5;

/** The week a Monday's mail is for: the Monday it goes out, and the Monday-to-Sunday before. */
export interface WeeklyMailWeek {
  monday: string;
  period: { from: string; to: string };
}

/** The mail week of the Monday on or before `now`, in the zone. */
export function weeklyMailWeek(now: number, timeZone: string): WeeklyMailWeek {
  const monday = mondayOf(localDateString(now, timeZone));
  return { monday, period: { from: addDaysToDate(monday, -7), to: addDaysToDate(monday, -1) } };
}

/** The instant a Monday's mail is due: that Monday's opening in the dealership's zone. */
export function weeklyMailDueAt(monday: string, calendar: BusinessCalendar): number {
  const opens = calendar.week.monday?.open ?? WEEKLY_MAIL_FALLBACK_TIME;
  return instantOfLocalTime(monday, opens, calendar.timeZone);
}

/**
 * The week whose mail is due at `now`: from Monday's opening until a day later, so a server
 * down over the opening still sends it that Monday, and one down all Monday skips a stale one.
 */
export function dueWeeklyMail(now: number, calendar: BusinessCalendar): WeeklyMailWeek | null {
  const week = weeklyMailWeek(now, calendar.timeZone);
  const dueAt = weeklyMailDueAt(week.monday, calendar);
  return now >= dueAt && now < dueAt + DAY_MS ? week : null;
}

/** The claim of one person's mail of one week (notification_deliveries: at most once). */
export function weeklyMailKey(monday: string, userId: string): string {
  return `scoreboard-weekly:${monday}:${userId}`;
}

function change(now: number | null, before: number | null, unit: string): string {
  if (now === null || before === null) return '';
  const delta = Math.round((now - before) * 10) / 10;
  if (delta === 0) return ' (same as the week before)';
  return ` (${delta > 0 ? '+' : '−'}${Math.abs(delta).toFixed(1)} ${unit} on the week before)`;
}

function headlineLines(current: ScoreboardHeadline, previous: ScoreboardHeadline): string[] {
  return [
    `Cars to the front line: ${current.carsCompleted} (the week before: ${previous.carsCompleted})`,
    `Time to line, median: ${formatDays(current.t2lMedianDays)}${change(current.t2lMedianDays, previous.t2lMedianDays, 'days')}`,
    `Time to line, p90: ${formatDays(current.t2lP90Days)}`,
    `Days in recon, median: ${formatDays(current.reconMedianBusinessDays, 'business days')}`,
    `Through recon within 24 h: ${formatShare(current.shareWithin24h)}`,
    `Within your target: ${formatShare(current.shareWithinTarget)}`,
    `Holding cost: ${formatMoney(current.holdingCostCents)}`,
  ];
}

export interface WeeklyMailContext {
  dealershipName: string;
  /** The dealership's scoreboard page (its own host). */
  scoreboardUrl: string;
}

/** The mail's subject and plain text, from the board of the week just ended. */
export function weeklyMailText(
  board: Scoreboard,
  context: WeeklyMailContext,
): { subject: string; text: string } {
  const week = formatPeriod(board.period);
  const slow = board.slowest.slice(0, WEEKLY_MAIL_SLOWEST);
  const lines = [
    `${context.dealershipName}: the recon scoreboard for the week of ${week}.`,
    '',
    ...(board.tooFewCars
      ? [
          `Too few cars to read: ${board.current.carsCompleted} reached the front line (fewer than ${board.minCars}), so medians and shares would be noise.`,
        ]
      : headlineLines(board.current, board.previous)),
    `In recon now: ${board.inReconNow.cars} cars, ${board.inReconNow.overGoal} past their step's goal.`,
    '',
    'Median time to line, the last 13 weeks:',
    ...board.trend.map(
      (w) =>
        `  Week of ${formatDay(w.from)}: ${formatDays(w.t2lMedianDays)} (${w.carsCompleted} cars)`,
    ),
    '',
    slow.length === 0 ? 'No car reached the front line that week.' : 'The slowest cars:',
    ...slow.map(
      (car) =>
        `  ${car.stockNumber} ${car.year} ${car.make} ${car.model}: ${formatDays(car.t2lDays)}, most in ${car.lostMostIn.name} (${formatDuration(car.lostMostIn.ms)})`,
    ),
    '',
    `The scoreboard, every number and how it is computed: ${context.scoreboardUrl}`,
    '',
    'You get this mail because you turned on the weekly scoreboard mail under your preferences.',
  ];
  const t2l = board.tooFewCars ? 'too few cars' : `T2L ${formatDays(board.current.t2lMedianDays)}`;
  return {
    subject: `Recon scoreboard, week of ${week}: ${t2l}`,
    text: `${lines.join('\n')}\n`,
  };
}
