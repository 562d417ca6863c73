import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderPublicScreen, sentBody } from '@/test/render-public-screen';

const trackLead = vi.fn(async (_lead: unknown, _type: string) => undefined);
vi.mock('../api/track-lead', () => ({ leadTrackingEnabled: () => true, trackLead }));

const { InlineDemoForm } = await import('./inline-demo-form');

describe('Inline demo form', () => {
  afterEach(() => {
    vi.useRealTimers();
    trackLead.mockClear();
  });

  it('keeps submit disabled until name and email are filled', async () => {
    renderPublicScreen(<InlineDemoForm />);
    const submit = screen.getByRole('button', { name: 'Request My Demo' });
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Name *'), 'Jordan Lee');
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Email *'), 'jordan@sunset-motors.com');
    expect(submit).toBeEnabled();
    await userEvent.clear(screen.getByLabelText('Name *'));
    expect(submit).toBeDisabled();
  });

  it('posts the lead entity, shows success for 5 s, then returns to an empty idle form', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const typing = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderPublicScreen(<InlineDemoForm />);
    await typing.type(screen.getByLabelText('Name *'), 'Jordan Lee');
    await typing.type(screen.getByLabelText('Email *'), 'jordan@sunset-motors.com');
    await typing.type(screen.getByLabelText('Dealership (optional)'), 'Sunset Motors');
    await typing.click(screen.getByRole('button', { name: 'Request My Demo' }));

    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/leads');
    expect(sentBody(fetchMock)).toEqual({
      name: 'Jordan Lee',
      email: 'jordan@sunset-motors.com',
      phone: null,
      company: 'Sunset Motors',
      message: '',
      source: 'inline_form',
      submissionType: 'final_submission',
      ipAddress: null,
      userAgent: navigator.userAgent,
      website: '',
    });

    await act(async () => answer(jsonResponse(201, { ok: true })));
    expect(await screen.findByText('Demo Request Sent!')).toBeInTheDocument();
    expect(screen.getByText("Thank you! We'll contact you within 24 hours.")).toBeInTheDocument();

    await act(async () => {
      vi.advanceTimersByTime(4000);
    });
    expect(screen.getByText('Demo Request Sent!')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByText('Demo Request Sent!')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name *')).toHaveValue('');
    expect(screen.getByLabelText('Email *')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Request My Demo' })).toBeDisabled();
  });

  it.each([
    [
      'the rate limit',
      jsonResponse(429, {
        error: 'Too Many Requests',
        message: 'Too many requests. Please wait a while and try again.',
      }),
      'Too many requests. Please wait a while and try again.',
    ],
    [
      'a server failure',
      jsonResponse(500, { error: 'Internal Server Error', message: 'Internal Server Error' }),
      'LotReady had a problem on its side. Please try again in a moment.',
    ],
  ])('says why when refused by %s, and keeps what was typed', async (_, answer, text) => {
    mockFetch(answer);
    renderPublicScreen(<InlineDemoForm />);
    await userEvent.type(screen.getByLabelText('Name *'), 'Jordan Lee');
    await userEvent.type(screen.getByLabelText('Email *'), 'jordan@sunset-motors.com');
    await userEvent.click(screen.getByRole('button', { name: 'Request My Demo' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByLabelText('Name *')).toHaveValue('Jordan Lee');
    expect(screen.getByLabelText('Email *')).toHaveValue('jordan@sunset-motors.com');
  });

  it('carries the honeypot field that people never see', () => {
    const { container } = renderPublicScreen(<InlineDemoForm />);
    const honeypot = container.querySelector('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it.each([
    ['the lead is saved', jsonResponse(201, { ok: true })],
    ['the request fails', jsonResponse(500, { error: 'Internal Server Error' })],
  ])(
    'tracks the final submit once, with no pre-submit after it, when %s (spec 7)',
    async (_case, answer) => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const typing = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      mockFetch(answer);
      renderPublicScreen(<InlineDemoForm />);
      await typing.type(screen.getByLabelText('Name *'), 'Jordan Lee');
      await typing.type(screen.getByLabelText('Email *'), 'jordan@sunset-motors.com');
      await typing.click(screen.getByRole('button', { name: 'Request My Demo' }));
      await act(async () => {
        vi.advanceTimersByTime(6000);
      });
      expect(trackLead.mock.calls.map(([, type]) => type)).toEqual(['final_submit']);
      expect(trackLead).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'Jordan Lee', email: 'jordan@sunset-motors.com' }),
        'final_submit',
      );
    },
  );

  it('tracks the pre-submit 2 s after typing stops (spec 7)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const typing = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPublicScreen(<InlineDemoForm />);
    await typing.type(screen.getByLabelText('Email *'), 'jordan@sunset-motors.com');
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(trackLead.mock.calls.map(([, type]) => type)).toEqual(['pre_submit']);
  });

  it('does not track a lead whose honeypot is filled', async () => {
    mockFetch(jsonResponse(201, { ok: true }));
    const { container } = renderPublicScreen(<InlineDemoForm />);
    await userEvent.type(screen.getByLabelText('Name *'), 'Bot');
    await userEvent.type(screen.getByLabelText('Email *'), 'bot@spam.example');
    await userEvent.type(container.querySelector('input[name="website"]')!, 'http://spam');
    await userEvent.click(screen.getByRole('button', { name: 'Request My Demo' }));
    expect(await screen.findByText('Demo Request Sent!')).toBeInTheDocument();
    expect(trackLead.mock.calls.map(([, type]) => type)).not.toContain('final_submit');
  });
});
