/**
 * How people reach support (spec 1: 24/7 support; decision 0032). The server reads
 * SUPPORT_EMAIL and SUPPORT_PHONE; pages carry these tokens, which the server replaces with the
 * configured values when it serves the HTML (pre-rendered pages included).
 */
export const SUPPORT_EMAIL_TOKEN = '__LOTREADY_SUPPORT_EMAIL__';
export const SUPPORT_PHONE_TOKEN = '__LOTREADY_SUPPORT_PHONE__';

export const DEFAULT_SUPPORT_EMAIL = 'support@lotready.local';
export const DEFAULT_SUPPORT_PHONE = '+1 (555) 010-0199';
