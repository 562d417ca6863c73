import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTwilioSender } from './sms';

interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A stand-in for Twilio on loopback: records what arrives, answers `status`. */
async function standIn(status: number) {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ method: req.method, url: req.url, headers: req.headers, body });
      res.writeHead(status, { 'content-type': 'application/json' }).end('{"sid":"SM1"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { received, base: `http://127.0.0.1:${String(port)}`, close: () => server.close() };
}

const quiet = { error: () => undefined };

describe("Twilio's Messages API, at its boundary", () => {
  let close: (() => void) | undefined;
  afterEach(() => close?.());
  const config = (apiBase: string) => ({
    accountSid: 'AC0123456789',
    authToken: 's3cret',
    from: '+15550100000',
    apiBase,
  });

  it('sends the form POST with basic auth that Twilio takes', async () => {
    const twilio = await standIn(201);
    close = twilio.close;
    await createTwilioSender(config(twilio.base), quiet).send({
      to: '+15550100199',
      body: 'Demo Motors: approve $700? https://x/approve#token=abc',
    });
    expect(twilio.received).toHaveLength(1);
    const [request] = twilio.received;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/2010-04-01/Accounts/AC0123456789/Messages.json');
    expect(request?.headers.authorization).toBe(
      `Basic ${Buffer.from('AC0123456789:s3cret').toString('base64')}`,
    );
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      To: '+15550100199',
      From: '+15550100000',
      Body: 'Demo Motors: approve $700? https://x/approve#token=abc',
    });
  });

  it('fails when the provider refuses', async () => {
    const twilio = await standIn(400);
    close = twilio.close;
    await expect(
      createTwilioSender(config(twilio.base), quiet).send({
        to: '+15550100199',
        body: 'x',
      }),
    ).rejects.toThrow('SMS provider answered 400');
  });
});
