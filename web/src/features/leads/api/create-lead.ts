import { leadApi } from '@domain/api/lead-endpoints';
import type { ApiClient } from '@/lib/api-client';

/** Where a lead came from; the inline landing form is 'inline_form' (spec 3). */
export type LeadSource = 'inline_form' | 'request_demo' | 'demo_signup' | 'pilot_program';

/**
 * The lead entity of spec 3 as POST /api/leads takes it. `website` is a honeypot that real
 * visitors never see or fill; the server drops leads that carry it.
 */
export interface LeadInput {
  name: string;
  email: string;
  phone: string | null;
  company: string;
  message: string;
  source: LeadSource;
  submissionType: 'final_submission';
  ipAddress: null;
  userAgent: string;
  website: string;
}

export interface LeadFields {
  name: string;
  email: string;
  phone?: string;
  company?: string;
  message?: string;
  website?: string;
}

/** Builds the lead body from what the visitor typed. */
export function buildLead(fields: LeadFields, source: LeadSource): LeadInput {
  const phone = fields.phone?.trim();
  return {
    name: fields.name.trim(),
    email: fields.email.trim(),
    phone: phone ? phone : null,
    company: fields.company?.trim() ?? '',
    message: fields.message?.trim() ?? '',
    source,
    submissionType: 'final_submission',
    ipAddress: null,
    userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
    website: fields.website ?? '',
  };
}

/** POST /api/leads; a refusal throws with the server's reason (the form shows it). */
export function createLead(client: ApiClient, lead: LeadInput) {
  return client.call(leadApi.create, { body: lead });
}
