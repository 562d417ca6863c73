import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStaff, stubFetch } from '@/test/staff-render';
import { AlertPreferencesForm } from './alert-preferences-form';

const mine = {
  channels: ['in-app', 'push'],
  quietHours: null,
  timeZone: null,
  morningList: true,
  mobile: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('my alert settings: text messages (issue #32 item 3)', () => {
  it('shows SMS switched off, with the reason, when the server cannot text', async () => {
    stubFetch({
      'GET /api/alert-preferences': () => mine,
      'GET /api/alert-channels': () => ({ sms: false }),
    });
    renderStaff(<AlertPreferencesForm />);
    const sms = await screen.findByRole('switch', { name: 'Text messages' });
    expect(sms).toBeDisabled();
    expect(sms).toHaveAccessibleDescription(
      'Not set up on this server: an administrator configures an SMS provider.',
    );
    expect(screen.queryByLabelText('Mobile number')).not.toBeInTheDocument();
  });

  it('saves SMS with the mobile number when the server can text', async () => {
    const { calls } = stubFetch({
      'GET /api/alert-preferences': () => mine,
      'GET /api/alert-channels': () => ({ sms: true }),
      'PUT /api/alert-preferences': (call) => call.body,
    });
    renderStaff(<AlertPreferencesForm />);
    await userEvent.click(await screen.findByRole('switch', { name: 'Text messages' }));
    await userEvent.type(screen.getByLabelText('Mobile number'), '+15550100199');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Saved' });
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      ...mine,
      channels: ['in-app', 'push', 'sms'],
      mobile: '+15550100199',
    });
  });
});
