import type { Vehicle } from '@domain/api/vehicles';
import { APPROVAL_REASON_TEXT, type ApprovalReason } from '@domain/work/approval';
import { formatMoney, type MoneyFormat } from '@domain/work/money';
import { APPROVAL_LINK_TTL_HOURS } from '@domain/work/records';

/** The lines a mail lists before "and N more". */
const TOP_LINES = 5;

export interface ApprovalMessageInput {
  dealershipName: string;
  vehicle: Pick<Vehicle, 'stockNumber' | 'year' | 'make' | 'model' | 'color'>;
  totalCents: number;
  lines: readonly { description: string; totalCents: number }[];
  reasons: readonly ApprovalReason[];
  link: string;
  money: MoneyFormat;
}

const carName = (v: ApprovalMessageInput['vehicle']) =>
  `${String(v.year)} ${v.make} ${v.model} (${v.stockNumber})`;

/** The approver's mail: the car, the total, the top lines, why, and the one-tap link. */
export function approvalMail(input: ApprovalMessageInput): { subject: string; text: string } {
  const total = formatMoney(input.totalCents, input.money);
  const shown = input.lines.slice(0, TOP_LINES);
  const more = input.lines.length - shown.length;
  const text = [
    `${input.dealershipName} asks you to approve work on a car.`,
    '',
    `${carName(input.vehicle)}, ${input.vehicle.color}`,
    `Total: ${total}`,
    '',
    ...shown.map((line) => `- ${line.description}: ${formatMoney(line.totalCents, input.money)}`),
    ...(more > 0 ? [`- and ${String(more)} more`] : []),
    '',
    `Why it needs you: ${input.reasons.map((reason) => APPROVAL_REASON_TEXT[reason]).join('; ')}.`,
    '',
    `Approve or decline, all at once or line by line (no sign-in needed):`,
    input.link,
    '',
    `The link works for ${String(APPROVAL_LINK_TTL_HOURS)} hours and for one decision.`,
  ].join('\n');
  return { subject: `Approve ${total} of work on the ${carName(input.vehicle)}`, text };
}

/** The text message: short enough for one or two segments. */
export function approvalText(input: ApprovalMessageInput): string {
  return `${input.dealershipName}: approve ${formatMoney(input.totalCents, input.money)} on the ${carName(input.vehicle)}? ${input.link}`;
}
