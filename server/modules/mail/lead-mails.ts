import { REPLY_WITHIN_HOURS, REPLY_WITHIN_MS } from '@domain/follow-up';
import { leadKindOf } from '@domain/api/leads';
import {
  BILLING_PERIOD_UNITS,
  PLANS,
  formatPrice,
  priceOf,
  type BillingPeriod,
  type PlanId,
} from '@domain/plans';
import type { ServerConfig } from '../../config';
import type { Mail } from './mailer';

/**
 * The mails a lead, a contact message or an invoice request sets off (issue #29 item 3): the
 * platform's sales or support address hears of it at once, and the sender is told it arrived
 * and when to expect a reply. Plain text: every client shows it, and nothing is hidden in it.
 */

type MailContacts = Pick<ServerConfig, 'salesEmail' | 'supportEmail' | 'supportPhone' | 'siteUrl'>;

interface Sender {
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  message: string | null;
  createdAt: number;
}

interface LeadFacts extends Sender {
  source: string;
}

interface InvoiceRequestFacts {
  dealership: { name: string; slug: string };
  requestedBy: { username: string; fullName: string; email: string | null };
  plan: PlanId;
  period: BillingPeriod;
  requestedAt: number;
}

/** One line of a header: a name someone typed may hold line breaks. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function stamp(at: number): string {
  return `${new Date(at).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

function senderLines(sender: Sender, companyLabel: string): string[] {
  return [
    `Name: ${sender.name}`,
    `Email: ${sender.email}`,
    `Phone: ${sender.phone ?? '(none given)'}`,
    `${companyLabel}: ${sender.company ?? '(none given)'}`,
    '',
    'Message:',
    sender.message?.trim() || '(none)',
  ];
}

function followUpLines(contacts: MailContacts, tab: string, sender: Sender): string[] {
  return [
    '',
    `The site promised a reply within ${REPLY_WITHIN_HOURS} hours: by ${stamp(sender.createdAt + REPLY_WITHIN_MS)}.`,
    `Reply to ${sender.email}, then set its status, owner and notes in the ${tab} tab:`,
    `${contacts.siteUrl}/super-admin`,
  ];
}

function signature(contacts: MailContacts): string[] {
  return [
    '',
    `Anything urgent: write to ${contacts.supportEmail} or call ${contacts.supportPhone}.`,
    '',
    'LotReady',
  ];
}

function greeting(sender: Sender): string {
  return `Hello ${oneLine(sender.name)},`;
}

/** To sales: a demo request, demo signup or pilot application just arrived. */
export function leadNoticeMail(lead: LeadFacts, contacts: MailContacts): Mail {
  const kind = leadKindOf(lead.source);
  const company = lead.company ? `, ${oneLine(lead.company)}` : '';
  return {
    to: contacts.salesEmail,
    subject: `New ${kind}: ${oneLine(lead.name)}${company}`,
    text: [
      `A ${kind} arrived on the LotReady site at ${stamp(lead.createdAt)}.`,
      '',
      ...senderLines(lead, 'Dealership'),
      ...followUpLines(contacts, 'Leads', lead),
    ].join('\n'),
  };
}

/** To the sender: their demo request or pilot application arrived. */
export function leadConfirmationMail(lead: LeadFacts, contacts: MailContacts): Mail {
  const kind = leadKindOf(lead.source);
  return {
    to: lead.email,
    subject: `We received your ${kind}`,
    text: [
      greeting(lead),
      '',
      `Thank you for your ${kind}. A LotReady specialist will contact you within ${REPLY_WITHIN_HOURS} hours at ${lead.email}${lead.phone ? ` or ${lead.phone}` : ''}.`,
      '',
      'What you sent us:',
      ...senderLines(lead, 'Dealership'),
      ...signature(contacts),
    ].join('\n'),
  };
}

/** To support: a message from the contact page. */
export function supportNoticeMail(
  request: Sender & { dealership: { name: string; slug: string } | null },
  contacts: MailContacts,
): Mail {
  const about = request.dealership
    ? ` (${oneLine(request.dealership.name)}, ${request.dealership.slug})`
    : '';
  return {
    to: contacts.supportEmail,
    subject: `Support request: ${oneLine(request.name)}${about}`,
    text: [
      `A message arrived through the contact page at ${stamp(request.createdAt)}.`,
      request.dealership
        ? `It names the dealership ${request.dealership.name} (${request.dealership.slug}).`
        : 'It names no LotReady dealership.',
      '',
      ...senderLines(request, 'Dealership name'),
      ...followUpLines(contacts, 'Support', request),
    ].join('\n'),
  };
}

/** To the sender: their message reached support. */
export function supportConfirmationMail(request: Sender, contacts: MailContacts): Mail {
  return {
    to: request.email,
    subject: 'We received your message',
    text: [
      greeting(request),
      '',
      `Your message reached LotReady support. We answer within ${REPLY_WITHIN_HOURS} hours at ${request.email}.`,
      '',
      'What you sent us:',
      ...senderLines(request, 'Dealership name'),
      ...signature(contacts),
    ].join('\n'),
  };
}

/** To sales: a dealership asked to pay by invoice (the customer's invoice mail is billing's). */
export function invoiceRequestNoticeMail(facts: InvoiceRequestFacts, contacts: MailContacts): Mail {
  const plan = PLANS[facts.plan];
  const price = priceOf(facts.plan, facts.period);
  const amount = price
    ? `${formatPrice(price.price)} ${BILLING_PERIOD_UNITS[facts.period]}`
    : '(no price)';
  const who = facts.requestedBy;
  return {
    to: contacts.salesEmail,
    subject: `Invoice requested: ${oneLine(facts.dealership.name)} (${plan.name}, ${amount})`,
    text: [
      `${facts.dealership.name} (${facts.dealership.slug}) asked to pay by invoice at ${stamp(facts.requestedAt)}.`,
      '',
      `Plan: ${plan.name}`,
      `Amount: ${amount}`,
      `Asked by: ${who.fullName} (${who.username})${who.email ? `, ${who.email}` : ''}`,
      '',
      "Record the payment in the super admin's Dealerships tab when it arrives:",
      `${contacts.siteUrl}/super-admin`,
    ].join('\n'),
  };
}
