import { afterEach, describe, expect, it, vi } from 'vitest';

const send = vi.fn(async () => ({ status: 200, text: 'OK' }));
vi.mock('@emailjs/browser', () => ({ send }));

async function load() {
  vi.resetModules();
  return import('./track-lead');
}

describe('lead tracking through the email service', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    send.mockClear();
  });

  it('is off without errors unless the key, service and template are all configured', async () => {
    vi.stubEnv('VITE_EMAILJS_PUBLIC_KEY', 'pk');
    vi.stubEnv('VITE_EMAILJS_SERVICE_ID', 'svc');
    vi.stubEnv('VITE_EMAILJS_TEMPLATE_ID', '');
    const { leadTrackingEnabled, trackLead } = await load();
    expect(leadTrackingEnabled()).toBe(false);
    await trackLead({ name: 'A', email: 'a@b.co' }, 'final_submit');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends name, email, empty phone, company, message, tracking_type and timestamp', async () => {
    vi.stubEnv('VITE_EMAILJS_PUBLIC_KEY', 'pk');
    vi.stubEnv('VITE_EMAILJS_SERVICE_ID', 'svc');
    vi.stubEnv('VITE_EMAILJS_TEMPLATE_ID', 'tpl');
    const { trackLead, trackingPayload } = await load();
    expect(
      trackingPayload(
        { name: 'Jordan', email: 'j@x.co', company: 'Sunset' },
        'pre_submit',
        new Date(0),
      ),
    ).toEqual({
      name: 'Jordan',
      email: 'j@x.co',
      phone: '',
      company: 'Sunset',
      message: '',
      tracking_type: 'pre_submit',
      timestamp: '1970-01-01T00:00:00.000Z',
    });
    await trackLead({ name: 'Jordan', email: 'j@x.co' }, 'final_submit');
    expect(send).toHaveBeenCalledWith(
      'svc',
      'tpl',
      expect.objectContaining({ name: 'Jordan', tracking_type: 'final_submit' }),
      { publicKey: 'pk' },
    );
  });

  it('swallows the service failures (blocked, rate limited)', async () => {
    vi.stubEnv('VITE_EMAILJS_PUBLIC_KEY', 'pk');
    vi.stubEnv('VITE_EMAILJS_SERVICE_ID', 'svc');
    vi.stubEnv('VITE_EMAILJS_TEMPLATE_ID', 'tpl');
    send.mockRejectedValueOnce({ status: 429, text: 'Too Many Requests' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { trackLead } = await load();
    await expect(
      trackLead({ name: 'J', email: 'j@x.co' }, 'final_submit'),
    ).resolves.toBeUndefined();
    warn.mockRestore();
  });
});
