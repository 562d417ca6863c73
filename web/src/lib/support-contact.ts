import {
  DEFAULT_SUPPORT_EMAIL,
  DEFAULT_SUPPORT_PHONE,
  SUPPORT_EMAIL_TOKEN,
  SUPPORT_PHONE_TOKEN,
} from '@domain/support-contact';

/**
 * A support meta tag's value. Pre-rendering (no document) writes the token into the page, and
 * the server replaces every token with the configured value when it serves the HTML, so the
 * hydrating client reads the same text the HTML shows. Unserved (Vite alone): the default.
 */
function metaContent(name: string, token: string, fallback: string): string {
  if (typeof document === 'undefined') return token;
  const content = document.querySelector(`meta[name="${name}"]`)?.getAttribute('content');
  return !content || content === token ? fallback : content;
}

/** Support's email and phone as the server configured them (decision 0032). */
export function supportContact(): { email: string; phone: string } {
  return {
    email: metaContent('lotready-support-email', SUPPORT_EMAIL_TOKEN, DEFAULT_SUPPORT_EMAIL),
    phone: metaContent('lotready-support-phone', SUPPORT_PHONE_TOKEN, DEFAULT_SUPPORT_PHONE),
  };
}
