import type { Vehicle } from '@domain/api/vehicles';
import { formatMoney, type MoneyFormat } from '@domain/work/money';
import { VENDOR_LINK_DAYS_AFTER_CLOSE } from '@domain/vendors/jobs';

/** What every vendor message names: the dealership, the car, the job, when it is due. */
export interface VendorJobMessageInput {
  dealershipName: string;
  vendorName: string;
  vehicle: Pick<Vehicle, 'stockNumber' | 'year' | 'make' | 'model' | 'color' | 'vin'>;
  what: string;
  quoteCents: number;
  dueAt: number;
  timeZone: string;
  money: MoneyFormat;
  link: string;
}

const carName = (v: VendorJobMessageInput['vehicle']) =>
  `${String(v.year)} ${v.make} ${v.model} (${v.stockNumber})`;

/** "Thu, Nov 26, 10:00 AM" in the dealership's zone. */
export function dueWhen(dueAt: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(dueAt);
}

function jobLines(input: VendorJobMessageInput): string[] {
  return [
    `Car: ${carName(input.vehicle)}, ${input.vehicle.color}${input.vehicle.vin ? `, VIN ${input.vehicle.vin}` : ''}`,
    `Job: ${input.what}`,
    `Quoted: ${formatMoney(input.quoteCents, input.money)}`,
    `Due: ${dueWhen(input.dueAt, input.timeZone)}`,
  ];
}

/** The vendor's mail when a job is sent (issue #31 item 2). */
export function vendorJobMail(input: VendorJobMessageInput): { subject: string; text: string } {
  const text = [
    `${input.dealershipName} sends ${input.vendorName} a job.`,
    '',
    ...jobLines(input),
    '',
    'Accept it, say when the car will be back, add notes and mark it done here (no sign-in needed):',
    input.link,
    '',
    `The same page lists every open job you have with ${input.dealershipName}. The link works until ${String(VENDOR_LINK_DAYS_AFTER_CLOSE)} days after the job is closed.`,
  ].join('\n');
  return { subject: `New job: ${input.what} on the ${carName(input.vehicle)}`, text };
}

/** The text message: short enough for one or two segments. */
export function vendorJobText(input: VendorJobMessageInput): string {
  return `${input.dealershipName}: ${input.what} on the ${carName(input.vehicle)}, due ${dueWhen(input.dueAt, input.timeZone)}. ${input.link}`;
}

/** The one reminder a late job's vendor gets. */
export function vendorReminderMail(input: VendorJobMessageInput): {
  subject: string;
  text: string;
} {
  const text = [
    `This job for ${input.dealershipName} is past its due time and not marked done yet.`,
    '',
    ...jobLines(input),
    '',
    'Mark it done, or say when the car will be back:',
    input.link,
  ].join('\n');
  return { subject: `Past due: ${input.what} on the ${carName(input.vehicle)}`, text };
}
