import {
  DEFAULT_SUPPORT_EMAIL,
  DEFAULT_SUPPORT_PHONE,
  placeholderContactReason,
} from '@domain/support-contact';
import { LOCAL_DOMAINS, type HostDomains } from '@domain/host-mode';
import { DAY_MS, MINUTE_MS } from '@domain/time';

/** Fastify's `trustProxy`, minus `true` (which believes the client-chosen left-most entry). */
export type TrustProxy = false | number | string[];

/**
 * TRUST_PROXY: unset/false/0 → none; a whole number → that many proxies in front; `true` →
 * one (the usual single reverse proxy); else a comma list of proxy addresses, CIDR ranges or
 * proxy-addr's names (loopback, linklocal, uniquelocal).
 */
export function readTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || ['false', 'no', 'off', '0'].includes(text.toLowerCase())) return false;
  if (['true', 'yes', 'on'].includes(text.toLowerCase())) return 1;
  if (/^\d+$/.test(text)) return Number(text);
  const addresses = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const valid = /^[0-9a-fA-F:.]+(\/\d{1,3})?$/;
  const named = ['loopback', 'linklocal', 'uniquelocal']; // proxy-addr's named ranges
  const bad = addresses.find((address) => !valid.test(address) && !named.includes(address));
  if (bad !== undefined) {
    throw new Error(
      `TRUST_PROXY must be false, a number of proxies, or proxy addresses separated by commas, got "${bad}"`,
    );
  }
  return addresses;
}

/** Everything the server reads from its environment, read once at start. */
export interface ServerConfig {
  port: number;
  host: string;
  production: boolean;
  /** PostgreSQL connection string; PGlite in dataDir when absent. */
  databaseUrl: string | undefined;
  dataDir: string;
  domains: HostDomains;
  /** Scheme used to build absolute links (sso redirects, reset mails). */
  publicScheme: 'http' | 'https';
  /** Port shown in absolute links; omitted when it is the scheme's default. */
  publicPort: number | undefined;
  /** The public site's address, no trailing slash: canonical, og:url, robots, sitemap (SITE_URL). */
  siteUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  superAdminUsername: string | undefined;
  superAdminPassword: string | undefined;
  /**
   * Which proxies' X-Forwarded-For to believe (TRUST_PROXY): false (none), a hop count, or the
   * proxies' addresses / CIDR ranges. The client address is the one the nearest trusted proxy
   * saw, never the left-most entry a client can write.
   */
  trustProxy: TrustProxy;
  /** Serve /api/docs (API_DOCS; default on outside production, off in it). */
  apiDocs: boolean;
  seedDemo: boolean;
  /**
   * A freshly seeded Demo Motors starts with the 18 demo vehicles (SEED_DEMO_VEHICLES): on for
   * `npm start` and `npm run dev` in development (NODE_ENV unset), off in production and for
   * every server started with a NODE_ENV (tests, browser tests, benches), whose journeys
   * expect an empty demo lot.
   */
  seedDemoVehicles: boolean;
  webDistDir: string;
  /** A session unused for this long ends (SESSION_IDLE_MINUTES, default 12 h). */
  sessionIdleTimeoutMs: number;
  /**
   * Successful sign-ins allowed per account and per client address in 15 minutes
   * (SIGN_IN_CAP_ACCOUNT, default 30; SIGN_IN_CAP_ADDRESS, default 300): bounds session churn
   * (issue #17 item 3). A browser-test run signing one demo account in for every journey
   * raises them; production keeps the defaults.
   */
  signInCapPerAccount: number;
  signInCapPerAddress: number;
  /** A session ends this long after sign-in whatever its use (SESSION_MAX_AGE_DAYS, default 30). */
  sessionAbsoluteLifetimeMs: number;
  /** pino level for the server log (LOG_LEVEL, default info). */
  logLevel: string;
  /** On SIGTERM, how long to serve while unhealthy before new requests get a 503 (server/shutdown.ts). */
  shutdownDrainMs: number;
  /** On SIGTERM, when requests still unanswered get a 503, the rest is cut and the process exits. */
  shutdownTimeoutMs: number;
  /** Stripe (card payments, decision 0031): both set, or card payments are off. */
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  /**
   * The key feed credentials are encrypted with (FEED_CREDENTIALS_KEY, 32 bytes base64); unset,
   * the server generates one into DATA_DIR. A cluster sets it on every process (decision 0099).
   */
  feedCredentialsKey: string | undefined;
  /**
   * Twilio's Messages API (issue #33: approval texts): all three set, or no SMS is sent.
   * TWILIO_API_BASE points it elsewhere (a test's stand-in; a compatible provider).
   */
  sms: { accountSid: string; authToken: string; from: string; apiBase: string } | undefined;
  /**
   * An S3-compatible store for photo files (issue #31; decision 0126): PHOTO_S3_ENDPOINT,
   * _BUCKET, _ACCESS_KEY_ID and _SECRET_ACCESS_KEY all set (PHOTO_S3_REGION defaults to
   * us-east-1), else photos are kept in the database.
   */
  photoS3: PhotoS3Config | undefined;
  /**
   * The server's clock can be moved forward by POST /api/dev/clock (DEV_CLOCK_CONTROL), so a
   * browser test walks a trial, a due date and a grace period without waiting. Never in
   * production: the configuration refuses it there.
   */
  devClockControl: boolean;
  /** How people reach support (footer, contact page): spec 1's 24/7 support. */
  supportEmail: string;
  supportPhone: string;
  /**
   * Where every demo request, pilot application and invoice request is announced at once
   * (SALES_EMAIL, else SUPPORT_EMAIL; issue #29). Contact messages go to supportEmail.
   */
  salesEmail: string;
}

function readNonNegative(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0) {
    throw new Error(`${name} must be a number of at least 0, got "${value}"`);
  }
  return number;
}

function readBoolean(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

/** Where an S3-compatible store is and how to sign for it (path-style URLs: any provider). */
export interface PhotoS3Config {
  /** The service's base URL, e.g. https://s3.eu-west-1.amazonaws.com or a MinIO's. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

function readPhotoS3(env: NodeJS.ProcessEnv): PhotoS3Config | undefined {
  const endpoint = env.PHOTO_S3_ENDPOINT;
  const bucket = env.PHOTO_S3_BUCKET;
  const accessKeyId = env.PHOTO_S3_ACCESS_KEY_ID;
  const secretAccessKey = env.PHOTO_S3_SECRET_ACCESS_KEY;
  if (!endpoint || !bucket || !accessKeyId || !secretAccessKey) return undefined;
  if (!URL.canParse(endpoint)) throw new Error('PHOTO_S3_ENDPOINT must be a URL');
  return {
    endpoint: endpoint.replace(/\/+$/, ''),
    bucket,
    region: env.PHOTO_S3_REGION || 'us-east-1',
    accessKeyId,
    secretAccessKey,
  };
}

function readDevClockControl(value: string | undefined, production: boolean): boolean {
  const on = readBoolean(value, false);
  if (on && production) throw new Error('DEV_CLOCK_CONTROL must not be set in production');
  return on;
}

function readPositive(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) {
    throw new Error(`${name} must be a positive number, got "${value}"`);
  }
  return number;
}

function readPort(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`${name} must be a port number between 0 and 65535, got "${value}"`);
  }
  return port;
}

/**
 * Production needs a real mail transport: without one, password-reset mails (live tokens)
 * would go nowhere a person can read them but the log, so the server refuses to start.
 */
function readSmtpUrl(value: string | undefined, production: boolean): string | undefined {
  if (value) return value;
  if (production) {
    throw new Error('SMTP_URL must be set in production (password-reset mail needs a transport)');
  }
  return undefined;
}

/**
 * A contact the site prints and the server mails (SUPPORT_EMAIL, SUPPORT_PHONE, SALES_EMAIL).
 * Production refuses a placeholder, as it refuses a missing SMTP_URL: the pages promise that a
 * person answers there.
 */
function readContact(
  value: string | undefined,
  fallback: string,
  { name, kind, production }: { name: string; kind: 'email' | 'phone'; production: boolean },
): string {
  const contact = value?.trim() || fallback;
  const placeholder = placeholderContactReason(kind, contact);
  if (production && placeholder) {
    throw new Error(`${name} must be set to a real ${kind} in production: ${placeholder}`);
  }
  return contact;
}

/** SITE_URL, or the marketing domain on the public scheme and port. */
function readSiteUrl(
  value: string | undefined,
  fallback: { scheme: string; host: string; port: number | undefined },
): string {
  if (value) {
    let parsed: URL;
    try {
      parsed = new URL(value);
    } catch {
      throw new Error(`SITE_URL must be an http(s) address such as https://lotready.com: ${value}`);
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
      throw new Error(`SITE_URL must be an http(s) address such as https://lotready.com: ${value}`);
    }
    return `${parsed.origin}${parsed.pathname}`.replace(/\/+$/, '');
  }
  const defaultPort = fallback.scheme === 'https' ? 443 : 80;
  const port =
    fallback.port === undefined || fallback.port === defaultPort ? '' : `:${fallback.port}`;
  return `${fallback.scheme}://${fallback.host}${port}`;
}

function readContacts(env: NodeJS.ProcessEnv, production: boolean) {
  const supportEmail = readContact(env.SUPPORT_EMAIL, DEFAULT_SUPPORT_EMAIL, {
    name: 'SUPPORT_EMAIL',
    kind: 'email',
    production,
  });
  return {
    supportEmail,
    supportPhone: readContact(env.SUPPORT_PHONE, DEFAULT_SUPPORT_PHONE, {
      name: 'SUPPORT_PHONE',
      kind: 'phone',
      production,
    }),
    salesEmail: readContact(env.SALES_EMAIL, supportEmail, {
      name: 'SALES_EMAIL',
      kind: 'email',
      production,
    }),
  };
}

/** Builds the configuration from an environment; throws with the variable's name on bad input. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const port = readPort(env.PORT, 3000, 'PORT');
  const publicScheme = env.PUBLIC_SCHEME === 'https' ? 'https' : production ? 'https' : 'http';
  const defaultPublicPort = production ? undefined : port;
  const publicPort = env.PUBLIC_PORT
    ? readPort(env.PUBLIC_PORT, port, 'PUBLIC_PORT')
    : defaultPublicPort;
  const marketingDomain = env.MARKETING_DOMAIN || LOCAL_DOMAINS.marketingDomain;
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    production,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || './data',
    domains: {
      mainDomain: env.MAIN_DOMAIN || LOCAL_DOMAINS.mainDomain,
      appDomain: env.APP_DOMAIN || LOCAL_DOMAINS.appDomain,
      marketingDomain,
      devDomainSuffixes: LOCAL_DOMAINS.devDomainSuffixes,
    },
    publicScheme,
    publicPort,
    siteUrl: readSiteUrl(env.SITE_URL, {
      scheme: publicScheme,
      host: marketingDomain,
      port: publicPort,
    }),
    smtpUrl: readSmtpUrl(env.SMTP_URL, production),
    mailFrom: env.MAIL_FROM || 'LotReady <no-reply@lotready.local>',
    superAdminUsername: env.SUPER_ADMIN_USERNAME || undefined,
    superAdminPassword: env.SUPER_ADMIN_PASSWORD || undefined,
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    apiDocs: readBoolean(env.API_DOCS, !production),
    seedDemo: readBoolean(env.SEED_DEMO, !production),
    seedDemoVehicles: readBoolean(env.SEED_DEMO_VEHICLES, !production && !env.NODE_ENV),
    webDistDir: env.WEB_DIST_DIR || 'dist/web',
    sessionIdleTimeoutMs:
      readPositive(env.SESSION_IDLE_MINUTES, 720, 'SESSION_IDLE_MINUTES') * MINUTE_MS,
    sessionAbsoluteLifetimeMs:
      readPositive(env.SESSION_MAX_AGE_DAYS, 30, 'SESSION_MAX_AGE_DAYS') * DAY_MS,
    signInCapPerAccount: readPositive(env.SIGN_IN_CAP_ACCOUNT, 30, 'SIGN_IN_CAP_ACCOUNT'),
    signInCapPerAddress: readPositive(env.SIGN_IN_CAP_ADDRESS, 300, 'SIGN_IN_CAP_ADDRESS'),
    logLevel: env.LOG_LEVEL || 'info',
    shutdownDrainMs: readNonNegative(env.SHUTDOWN_DRAIN_MS, 1000, 'SHUTDOWN_DRAIN_MS'),
    shutdownTimeoutMs: readPositive(env.SHUTDOWN_TIMEOUT_MS, 4500, 'SHUTDOWN_TIMEOUT_MS'),
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    feedCredentialsKey: env.FEED_CREDENTIALS_KEY || undefined,
    sms:
      env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM
        ? {
            accountSid: env.TWILIO_ACCOUNT_SID,
            authToken: env.TWILIO_AUTH_TOKEN,
            from: env.TWILIO_FROM,
            apiBase: env.TWILIO_API_BASE || 'https://api.twilio.com',
          }
        : undefined,
    photoS3: readPhotoS3(env),
    devClockControl: readDevClockControl(env.DEV_CLOCK_CONTROL, production),
    ...readContacts(env, production),
  };
}
