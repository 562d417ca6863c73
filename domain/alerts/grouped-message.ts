/**
 * Alerts that waited at the gate go out as one message per person and channel (issue #32 item
 * 2): "3 cars went red overnight", then a line per car saying its step and what happened. A
 * car counts once, by the most pressing thing it did: a car that turned yellow and then red
 * went red.
 */
import { localDateString, addDaysToDate } from '../recon/business-time';
import { HOUR_MS } from '../time';
import type { AlertTrigger } from './alert-rules';
import { TRIGGER_VERBS } from './alert-text';

export interface HeldAlert {
  vehicleId: string;
  /** What the alert says, as raised (domain/alerts/alert-text): the car, its step, what happened. */
  text: string;
  trigger: AlertTrigger;
  level: number;
  raisedAt: number;
}

export interface AlertMessageLine {
  vehicleId: string;
  text: string;
}

export interface AlertMessage {
  title: string;
  lines: AlertMessageLine[];
}

/** Most pressing first. */
const TRIGGER_ORDER: readonly AlertTrigger[] = ['overdue', 'warning', 'entered'];

function rank(alert: HeldAlert): [number, number] {
  return [TRIGGER_ORDER.indexOf(alert.trigger), -alert.level];
}

function morePressing(a: HeldAlert, b: HeldAlert): number {
  const [ra, rb] = [rank(a), rank(b)];
  return ra[0] - rb[0] || ra[1] - rb[1] || a.raisedAt - b.raisedAt;
}

const weekdayFormatters = new Map<string, Intl.DateTimeFormat>();

function weekdayName(at: number, timeZone: string): string {
  let formatter = weekdayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone });
    weekdayFormatters.set(timeZone, formatter);
  }
  return formatter.format(at);
}

/** A night, from a late afternoon to a morning: longer ago reads "since Sunday". */
const NIGHT_MS = 18 * HOUR_MS;

/** Nothing from today, " overnight" from last night, " since Friday" from further back. */
function sincePhrase(earliest: number, sendAt: number, timeZone: string): string {
  const today = localDateString(sendAt, timeZone);
  const first = localDateString(earliest, timeZone);
  if (first === today) return '';
  if (first === addDaysToDate(today, -1) && sendAt - earliest <= NIGHT_MS) return ' overnight';
  return ` since ${weekdayName(earliest, timeZone)}`;
}

function countText(count: number, trigger: AlertTrigger, first: boolean): string {
  const noun = first ? (count === 1 ? ' car' : ' cars') : '';
  return `${count}${noun} ${TRIGGER_VERBS[trigger]}`;
}

/**
 * One message for the alerts a person's channel held, sent at `sendAt` (dates read in the
 * dealership's zone). A single car reads as its own alert; null when nothing was held.
 */
export function groupHeldAlerts(
  held: readonly HeldAlert[],
  sendAt: number,
  timeZone: string,
): AlertMessage | null {
  const byCar = new Map<string, HeldAlert>();
  for (const alert of [...held].sort(morePressing)) {
    if (!byCar.has(alert.vehicleId)) byCar.set(alert.vehicleId, alert);
  }
  const cars = [...byCar.values()];
  const earliest = Math.min(...held.map((alert) => alert.raisedAt));
  const lines = cars.map((alert) => ({ vehicleId: alert.vehicleId, text: alert.text }));
  const [only] = cars;
  if (!only) return null;
  const since = sincePhrase(earliest, sendAt, timeZone);
  if (cars.length === 1) return { title: `${only.text}${since}`, lines };
  const parts = TRIGGER_ORDER.map(
    (trigger) => [trigger, cars.filter((alert) => alert.trigger === trigger).length] as const,
  )
    .filter(([, count]) => count > 0)
    .map(([trigger, count], index) => countText(count, trigger, index === 0));
  const counted =
    parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}` : parts[0];
  return { title: `${counted ?? ''}${since}`, lines };
}
