import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request Twilio's Messages API would have received. */
export interface TwilioRequest {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingMessage['headers'];
  /** The form as sent, and read: To, From, Body. */
  body: string;
  form: Record<string, string>;
}

/** The account the stand-in's tests configure (the app's SMS_* settings). */
export const TWILIO_ACCOUNT = {
  accountSid: 'AC0123456789',
  authToken: 's3cret',
  from: '+15550100000',
} as const;

/**
 * Twilio's Messages API on loopback, for tests at the SMS boundary: records each request and
 * answers `status` as Twilio does. `sms` is the app's provider setting pointed at it.
 */
export async function startTwilioStandIn(status = 201) {
  const received: TwilioRequest[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      received.push({ method: req.method, url: req.url, headers: req.headers, body, form });
      res.writeHead(status, { 'content-type': 'application/json' }).end('{"sid":"SM1"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${String(port)}`;
  return {
    received,
    base,
    sms: { ...TWILIO_ACCOUNT, apiBase: base },
    close: () => server.close(),
  };
}
