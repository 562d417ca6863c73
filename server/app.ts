import type { Agent as HttpsAgent } from 'node:https';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ServerConfig, TrustProxy } from './config';
import type { Db } from './db/client';
import { systemClock, type Clock, type MovableClock } from './lib/clock';
import { authRoutes } from './modules/auth/routes';
import { billingRoutes } from './modules/billing/routes';
import { registerStripe, type StripeHttpClient } from './modules/billing/stripe-client';
import { devClockRoutes } from './modules/dev-clock/routes';
import { devOutboxRoutes } from './modules/dev-outbox/routes';
import { feedRoutes } from './modules/feeds/routes';
import { registerFeeds } from './modules/feeds/scheduler';
import { healthRoutes } from './modules/health/routes';
import { registerMailer, type Mailer } from './modules/mail/mailer';
import { preferencesRoutes } from './modules/preferences/routes';
import { superAdminRoutes } from './modules/super-admin/routes';
import { tenantRoutes } from './modules/tenant/routes';
import { activityRoutes } from './modules/activity/routes';
import { configRoutes } from './modules/config/routes';
import { dashboardRoutes } from './modules/dashboards/routes';
import { dataExportRoutes } from './modules/data-export/routes';
import { demoVehicleRoutes } from './modules/demo/routes';
import { registerLiveEvents } from './modules/events/routes';
import { registerInvoiceRequestNotice } from './modules/leads/invoice-request-notice';
import { leadRoutes } from './modules/leads/routes';
import { scoreboardRoutes } from './modules/scoreboard/routes';
import { supportRoutes } from './modules/support/routes';
import { registerNotificationScheduler } from './modules/notifications/scheduler';
import { platformRoutes } from './modules/platform/routes';
import { userRoutes } from './modules/users/routes';
import { vehicleRoutes } from './modules/vehicles/routes';
import { vinRoutes } from './modules/vins/routes';
import { registerVinDecoder } from './modules/vins/vin-decoder';
import { workflowRoutes } from './modules/workflows/routes';
import { workRoutes } from './modules/work/routes';
import { vendorRoutes } from './modules/vendors/routes';
import { registerSms, type SmsSender } from './modules/sms/sms';
import { photoRoutes } from './modules/photos/routes';
import { registerPhotoStore } from './modules/photos/register-photo-store';
import { registerAlerts } from './modules/alerts/register-alerts';
import { alertRoutes } from './modules/alerts/routes';
import { registerAfterAnswer } from './plugins/after-answer';
import { CLIENT_ERROR_OPTIONS, registerHostRequirement } from './plugins/client-errors';
import { registerApiDocs } from './plugins/api-docs';
import { registerCsrfProtection } from './plugins/csrf';
import { registerDraining } from './plugins/draining';
import { registerCoreDecorations } from './plugins/db';
import { registerErrorHandling } from './plugins/errors';
import { registerRateLimiter } from './plugins/rate-limit';
import { registerReadCaches } from './plugins/read-caches';
import { registerScheduler } from './plugins/scheduler';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSessions } from './plugins/session';
import { registerSuperAdminSessions } from './plugins/super-admin-session';
import { registerTenantResolution } from './plugins/tenant';
import { registerWebApp } from './plugins/web-app';

/** A hop count as proxy-addr's trust function (Fastify's types take no number). */
function trustProxyOption(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

export interface AppOptions {
  config: ServerConfig;
  /** An open, migrated database (server/db/client.ts, migrate.ts). */
  db: Db;
  /** Every "now" of the server; tests pass a clock they can move. */
  clock?: Clock;
  /** The same clock when browser tests may move it (POST /api/dev/clock; never in production). */
  movableClock?: MovableClock;
  logger?: FastifyServerOptions['logger'];
  /** Replaces SMTP / the dev outbox (tests). */
  mailer?: Mailer;
  /** Answers Stripe's API calls instead of the network (tests check the request sent). */
  stripeHttpClient?: StripeHttpClient;
  /** Replaces the SMS provider (tests); null turns texts off. */
  sms?: SmsSender | null;
  /** The HTTPS agent web push uses (tests trust their push-service stand-in with it). */
  pushAgent?: HttpsAgent;
}

/**
 * Builds the Fastify application; main.ts listens with it, tests call `app.inject`.
 *
 * A request flows: security headers → Origin/content-type check (csrf) → host → tenant
 * (404 for an unknown one) → session (for /api; both read through plugins/read-caches.ts) → the route's zod validation → handler →
 * zod response serialization (which drops any column the contract does not name).
 */
function noDefaultCompiler(): never {
  throw new Error('Every route is compiled by fastify-type-provider-zod (app.ts)');
}

export async function buildApp({
  config,
  db,
  clock = systemClock,
  logger = false,
  mailer,
  stripeHttpClient,
  movableClock,
  sms,
  pushAgent,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: trustProxyOption(config.trustProxy),
    // One line per request is noise at this scale; errors and mail are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    // A request that reaches a closing server is still answered (with Connection: close, see
    // plugins/draining.ts), never refused with a 503: the database stays open until it is.
    return503OnClosing: false,
    // What Node.js or the router refuses before any hook is answered like any other 400.
    ...CLIENT_ERROR_OPTIONS,
    // zod validates and serialises every route (set below), so Fastify's default compilers
    // (Ajv, fast-json-stringify) are never built; naming factories keeps Fastify from loading
    // them, which took a third of a second of every start (issue #19 item 4).
    schemaController: {
      compilersFactory: { buildValidator: noDefaultCompiler, buildSerializer: noDefaultCompiler },
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerCoreDecorations(app, { config, db, clock });
  registerErrorHandling(app);
  registerHostRequirement(app);
  registerDraining(app);
  await app.register(fastifyCookie);
  registerSecurityHeaders(app);
  registerCsrfProtection(app);
  await registerReadCaches(app);
  registerTenantResolution(app);
  registerSessions(app);
  registerSuperAdminSessions(app);
  registerRateLimiter(app);
  registerAfterAnswer(app);
  registerMailer(app, mailer);
  registerSms(app, sms);
  registerPhotoStore(app);
  registerVinDecoder(app);
  registerScheduler(app);
  await registerApiDocs(app);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(superAdminRoutes);
  await app.register(tenantRoutes);
  await app.register(preferencesRoutes);
  registerLiveEvents(app);
  registerNotificationScheduler(app);
  registerFeeds(app);
  registerAlerts(app, { pushAgent });
  await app.register(vehicleRoutes);
  await app.register(vinRoutes);
  await app.register(feedRoutes);
  await app.register(activityRoutes);
  await app.register(configRoutes);
  await app.register(workflowRoutes);
  await app.register(workRoutes);
  await app.register(photoRoutes);
  await app.register(vendorRoutes);
  await app.register(scoreboardRoutes);
  await app.register(alertRoutes);
  await app.register(demoVehicleRoutes);
  await app.register(userRoutes);
  await app.register(dashboardRoutes);
  await app.register(leadRoutes);
  await app.register(supportRoutes);
  await app.register(platformRoutes);
  await app.register(dataExportRoutes);
  registerInvoiceRequestNotice(app);
  await registerStripe(app, config, stripeHttpClient);
  await app.register(billingRoutes);
  if (!config.production) await app.register(devOutboxRoutes);
  if (!config.production && movableClock) await app.register(devClockRoutes(movableClock));

  await registerWebApp(app);
  return app;
}
