import { afterEach, describe, expect, it } from 'vitest';
import { startTwilioStandIn, TWILIO_ACCOUNT } from '../../test/twilio-stand-in';
import { createTwilioSender } from './sms';

const quiet = { error: () => undefined };

describe("Twilio's Messages API, at its boundary", () => {
  let close: (() => void) | undefined;
  afterEach(() => close?.());
  const config = (apiBase: string) => ({ ...TWILIO_ACCOUNT, apiBase });

  it('sends the form POST with basic auth that Twilio takes', async () => {
    const twilio = await startTwilioStandIn();
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
    expect(request?.form).toEqual({
      To: '+15550100199',
      From: '+15550100000',
      Body: 'Demo Motors: approve $700? https://x/approve#token=abc',
    });
  });

  it('fails when the provider refuses', async () => {
    const twilio = await startTwilioStandIn(400);
    close = twilio.close;
    await expect(
      createTwilioSender(config(twilio.base), quiet).send({
        to: '+15550100199',
        body: 'x',
      }),
    ).rejects.toThrow('SMS provider answered 400');
  });
});
