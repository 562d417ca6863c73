import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config';

export interface TextMessage {
  /** E.164, e.g. +15550100199. */
  to: string;
  body: string;
}

/** Sends a text message; resolves once the provider accepted it, throws when it refused. */
export interface SmsSender {
  send: (message: TextMessage) => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Null when no provider is configured: callers then send mail only. */
    sms: SmsSender | null;
  }
}

/**
 * The request Twilio's Messages API takes: a form POST to the account's Messages resource,
 * HTTP basic auth with the account SID and auth token. Built here, once, so the test can check
 * exactly what would go out.
 */
export function twilioRequest(
  config: NonNullable<ServerConfig['sms']>,
  message: TextMessage,
): { url: string; init: RequestInit } {
  const auth = Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64');
  const sid = encodeURIComponent(config.accountSid);
  return {
    url: `${config.apiBase}/2010-04-01/Accounts/${sid}/Messages.json`,
    init: {
      method: 'POST',
      headers: {
        authorization: `Basic ${auth}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams({
        To: message.to,
        From: config.from,
        Body: message.body,
      }).toString(),
      // A slow provider must not hold the answer to the person who pressed "Send".
      signal: AbortSignal.timeout(10_000),
    },
  };
}

/** Twilio over fetch (no SDK: one request). */
export function createTwilioSender(
  config: NonNullable<ServerConfig['sms']>,
  log: Pick<FastifyBaseLogger, 'error'>,
): SmsSender {
  return {
    send: async (message) => {
      const { url, init } = twilioRequest(config, message);
      const response = await fetch(url, init);
      if (!response.ok) {
        const text = await response.text();
        log.error({ status: response.status, body: text.slice(0, 500) }, 'SMS refused');
        throw new Error(`SMS provider answered ${String(response.status)}`);
      }
    },
  };
}

/** Decorates `app.sms`: Twilio when TWILIO_* are set, else null (a test may pass its own). */
export function registerSms(app: FastifyInstance, sender?: SmsSender | null): void {
  const { sms } = app.config;
  app.decorate(
    'sms',
    sender !== undefined ? sender : sms ? createTwilioSender(sms, app.log) : null,
  );
}
