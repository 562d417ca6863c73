/**
 * How people reach support (spec 1: 24/7 support; decision 0032). The server reads
 * SUPPORT_EMAIL and SUPPORT_PHONE; pages carry these tokens, which the server replaces with the
 * configured values when it serves the HTML (pre-rendered pages included).
 */
export const SUPPORT_EMAIL_TOKEN = '__LOTREADY_SUPPORT_EMAIL__';
export const SUPPORT_PHONE_TOKEN = '__LOTREADY_SUPPORT_PHONE__';

export const DEFAULT_SUPPORT_EMAIL = 'support@lotready.local';
export const DEFAULT_SUPPORT_PHONE = '+1 (555) 010-0199';

/**
 * Why a support or sales contact is a placeholder, or null when it could be real: an address on
 * a reserved domain (RFC 2606/6761: .local, .test, .example, .invalid, example.com) or a North
 * American number whose area code or exchange is 555, as films and examples use (issue #29: a production site must
 * not print contacts nobody answers).
 */
export function placeholderContactReason(kind: 'email' | 'phone', value: string): string | null {
  if (kind === 'email') {
    const domain = value.trim().toLowerCase().split('@').pop() ?? '';
    const reserved = /(^|\.)(local|localhost|test|example|invalid)$|(^|\.)example\.(com|net|org)$/;
    return reserved.test(domain) ? `${value} is on a reserved domain nobody reads` : null;
  }
  const digits = value.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  // North American numbers: area code or exchange 555 (the default is +1 (555) 010-0199).
  const fictional = /^(555\d{7}|\d{3}555\d{4})$/.test(digits);
  return fictional ? `${value} is a 555 number nobody answers` : null;
}
