/** The leads contract lives in domain/api/leads.ts (shared with the web); re-exported for older imports. */
export * from '@domain/api/leads';
