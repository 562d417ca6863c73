import type { Agent } from 'node:https';
import webPush, { WebPushError } from 'web-push';
import type { VapidKeyPair } from './vapid-keys';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What a notification carries to the service worker (web/public/sw.js shows it). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
}

/** 'gone': the push service no longer knows the subscription (404/410): drop it, use mail. */
export type PushOutcome = 'sent' | 'gone';

export type PushSender = (target: PushTarget, payload: PushPayload) => Promise<PushOutcome>;

/** A day: an alert older than that is not worth waking a phone for (DUE_ALERT_HORIZON_MS). */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

/**
 * Web push through the web-push package (decision 0115): the payload encrypted with the
 * subscription's keys (aes128gcm, RFC 8291) and the request signed with the server's VAPID
 * key (RFC 8292). `agent` lets a test trust its loopback stand-in's certificate.
 */
export function createPushSender(deps: {
  keys: () => Promise<VapidKeyPair>;
  subject: string;
  agent?: Agent;
}): PushSender {
  return async (target, payload) => {
    const keys = await deps.keys();
    try {
      await webPush.sendNotification(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: { subject: deps.subject, ...keys },
          contentEncoding: 'aes128gcm',
          TTL: PUSH_TTL_SECONDS,
          urgency: 'high',
          timeout: 10_000,
          ...(deps.agent ? { agent: deps.agent } : {}),
        },
      );
      return 'sent';
    } catch (error) {
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        return 'gone';
      }
      throw error;
    }
  };
}
