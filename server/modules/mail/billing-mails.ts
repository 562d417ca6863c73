import {
  BILLING_PERIOD_LABELS,
  PLANS,
  formatPrice,
  type BillingPeriod,
  type PlanId,
} from '@domain/plans';
import { READ_ONLY_MESSAGES, type OpenInvoice, type ReadOnlyReason } from '@domain/subscription';

/**
 * The mails a business sends its customer about the subscription (issue #29): welcome, the
 * trial reminders, the invoice, the receipt and the read-only notice. Plain text, like every
 * mail of the product; the links come from configuration, never from a request's Host.
 */

export interface BillingMailContext {
  dealershipName: string;
  /** The dealership's own address, where its people sign in. */
  signInUrl: string;
  /** Its Billing section (admins). */
  billingUrl: string;
  supportEmail: string;
  supportPhone: string;
  /** Whether a card can be used (Stripe configured). */
  cardPayments: boolean;
}

export interface BillingMail {
  subject: string;
  text: string;
}

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "November 27, 2026": the day in UTC, the one every date of the product is kept in. */
export function mailDate(at: number): string {
  return DATE.format(at);
}

function help(context: BillingMailContext): string {
  return `Questions? Reply to ${context.supportEmail} or call ${context.supportPhone}.`;
}

function planLine(plan: PlanId, period: BillingPeriod): string {
  return `${PLANS[plan].name} (${BILLING_PERIOD_LABELS[period]})`;
}

function lines(...parts: (string | null)[]): string {
  return `${parts.filter((part) => part !== null).join('\n')}\n`;
}

export function welcomeMail(
  context: BillingMailContext,
  props: { fullName: string; username: string; trialEndsAt: number },
): BillingMail {
  return {
    subject: `Welcome to LotReady, ${context.dealershipName}`,
    text: lines(
      `Hello ${props.fullName},`,
      '',
      `${context.dealershipName} is set up on LotReady. Sign in as ${props.username} here:`,
      context.signInUrl,
      '',
      `Your free trial of the Complete platform runs until ${mailDate(props.trialEndsAt)}. Choose a plan under Billing any time before then; the trial's days are kept:`,
      context.billingUrl,
      '',
      `How to get help: ${help(context)}`,
    ),
  };
}

export function trialReminderMail(
  context: BillingMailContext,
  props: { trialEndsAt: number; today: boolean },
): BillingMail {
  const when = props.today ? 'today' : `in 2 days, on ${mailDate(props.trialEndsAt)}`;
  return {
    subject: props.today ? `Your LotReady trial ends today` : `Your LotReady trial ends in 2 days`,
    text: lines(
      `The free trial of ${context.dealershipName} ends ${when}.`,
      '',
      'After that, everything stays visible and exportable, but no changes can be made until a plan is chosen. An admin can choose one under Billing (card, or an invoice payable within 14 days):',
      context.billingUrl,
      '',
      help(context),
    ),
  };
}

export function invoiceMail(
  context: BillingMailContext,
  props: { invoice: OpenInvoice; plan: PlanId; period: BillingPeriod; renewal: boolean },
): BillingMail {
  const { invoice } = props;
  return {
    subject: `LotReady invoice ${invoice.reference}: ${formatPrice(invoice.amount)} due ${mailDate(invoice.dueAt)}`,
    text: lines(
      props.renewal
        ? `Your paid period of ${context.dealershipName} ends on ${mailDate(invoice.dueAt)}. This invoice renews it.`
        : `Thank you for choosing LotReady for ${context.dealershipName}.`,
      '',
      `Invoice:   ${invoice.reference}`,
      `Plan:      ${planLine(props.plan, props.period)}`,
      `Amount:    ${formatPrice(invoice.amount)} (US dollars)`,
      `Issued:    ${mailDate(invoice.issuedAt)}`,
      `Due date:  ${mailDate(invoice.dueAt)}`,
      '',
      'How to pay:',
      `- By bank transfer: write to ${context.supportEmail} for our bank details, and quote ${invoice.reference} with the payment.`,
      context.cardPayments
        ? `- By card: choose the plan under Billing, ${context.billingUrl}`
        : null,
      '',
      `Until the due date everything works as it does now. If the invoice is still unpaid then, ${context.dealershipName} turns read-only: everything stays visible and exportable, and changes are possible again once it is paid.`,
      '',
      help(context),
    ),
  };
}

export function receiptMail(
  context: BillingMailContext,
  props: {
    amount: number;
    reference: string;
    paidAt: number;
    paidThrough: number;
    plan: PlanId;
    period: BillingPeriod;
  },
): BillingMail {
  return {
    subject: `LotReady receipt: ${formatPrice(props.amount)} received`,
    text: lines(
      `We received the payment for ${context.dealershipName}. Thank you.`,
      '',
      `Amount:      ${formatPrice(props.amount)} (US dollars)`,
      `Reference:   ${props.reference}`,
      `Received:    ${mailDate(props.paidAt)}`,
      `Plan:        ${planLine(props.plan, props.period)}`,
      `Paid up to:  ${mailDate(props.paidThrough)}`,
      '',
      `Billing: ${context.billingUrl}`,
      help(context),
    ),
  };
}

export function readOnlyMail(
  context: BillingMailContext,
  props: { reason: ReadOnlyReason },
): BillingMail {
  return {
    subject: `${context.dealershipName} is read-only on LotReady`,
    text: lines(
      READ_ONLY_MESSAGES[props.reason],
      '',
      `Billing: ${context.billingUrl}`,
      '',
      help(context),
    ),
  };
}
