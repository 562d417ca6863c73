import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers (helmet). Referrer-Policy no-referrer keeps the one-time token of
 * /sso-callback out of any Referer. HSTS covers subdomains (every tenant host) under HTTPS. The CSP allows no inline script; inline styles stay
 * allowed (React style attributes, Swagger UI). connect-src admits the browser mail service
 * the spec calls for demo-lead tracking (spec 7).
 *
 * Helmet itself, not its Fastify plugin: the plugin builds a new helmet (parsing every CSP
 * directive again) on each request; built once here, each request only sets the headers.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const https = app.config.publicScheme === 'https';
  const setHeaders = helmet({
    referrerPolicy: { policy: 'no-referrer' },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
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
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
  // API answers are one person's data: no shared or browser cache keeps them (#17 item 5). A
  // route may add to it (the live stream's `no-store, no-transform`).
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
}
