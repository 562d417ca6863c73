import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderPublicScreen, sentBody } from '@/test/render-public-screen';
import { NotificationSettingsForm, parseRecipients } from './notification-settings-form';

const initial = {
  recipients: ['gm@sunset.com'],
  events: { makeReadyOverdue: true, serviceCritical: false },
  dailyDigestHour: 7,
};

describe('Notification settings', () => {
  it('splits recipients on lines and commas, and finds invalid ones', () => {
    expect(parseRecipients('a@x.com\nB@x.com, a@x.com;bad')).toEqual({
      emails: ['a@x.com', 'b@x.com', 'bad'],
      invalid: ['bad'],
    });
  });

  it('refuses an invalid recipient', async () => {
    const fetchMock = mockFetch(jsonResponse(200, initial));
    renderPublicScreen(<NotificationSettingsForm dealershipId="d1" initial={initial} />);
    await userEvent.type(screen.getByLabelText('Recipients'), '\nnot-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Not a valid email address: not-an-email')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves recipients, event toggles and the digest hour', async () => {
    const saved = {
      recipients: ['gm@sunset.com', 'service@sunset.com'],
      events: { makeReadyOverdue: false, serviceCritical: true },
      dailyDigestHour: null,
    };
    const fetchMock = mockFetch(jsonResponse(200, saved));
    renderPublicScreen(<NotificationSettingsForm dealershipId="d1" initial={initial} />);
    await userEvent.type(screen.getByLabelText('Recipients'), '\nservice@sunset.com');
    await userEvent.click(screen.getByRole('switch', { name: 'Make-ready overdue' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Service critical' }));
    await userEvent.selectOptions(screen.getByLabelText('Daily digest'), 'Off');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Notification Settings Saved')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/api/super-admin/dealerships/d1/notification-settings',
    );
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('PUT');
    expect(sentBody(fetchMock)).toEqual(saved);
  });

  it('reports a failed save', async () => {
    mockFetch(jsonResponse(500, { error: 'Internal Server Error' }));
    renderPublicScreen(<NotificationSettingsForm dealershipId="d1" initial={initial} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Save Failed')).toBeInTheDocument();
  });
});
