import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/**
 * Security headers (helmet). Referrer-Policy no-referrer keeps the one-time token of
 * /sso-callback out of any Referer. The CSP allows no inline script; inline styles stay
 * allowed (React style attributes, Swagger UI). connect-src admits the browser mail service
 * the spec calls for demo-lead tracking (spec 7).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const https = app.config.publicScheme === 'https';
  await app.register(helmet, {
    referrerPolicy: { policy: 'no-referrer' },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'media-src': ["'self'", 'blob:'],
        'connect-src': ["'self'", 'https://api.emailjs.com'],
        'frame-ancestors': ["'none'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        // On plain-http hosts (local development) upgrading would break every asset.
        'upgrade-insecure-requests': https ? [] : null,
      },
    },
  });
}
