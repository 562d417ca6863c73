import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const trackLead = vi.fn(async () => undefined);
vi.mock('../api/track-lead', () => ({ leadTrackingEnabled: () => true, trackLead }));

const { usePresubmitTracking } = await import('./use-presubmit-tracking');

describe('pre-submit tracking', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    trackLead.mockClear();
  });

  it('fires once, 2 s after typing stops, when a name or email is present', () => {
    const { rerender } = renderHook((lead) => usePresubmitTracking(lead), {
      initialProps: { name: '', email: '' },
    });
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(trackLead).not.toHaveBeenCalled();
    rerender({ name: 'Jo', email: '' });
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    rerender({ name: 'Jordan', email: '' });
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(trackLead).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(trackLead).toHaveBeenCalledTimes(1);
    expect(trackLead).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Jordan' }),
      'pre_submit',
    );
    rerender({ name: 'Jordan', email: 'j@x.co' });
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(trackLead).toHaveBeenCalledTimes(1);
  });

  it('drops a pre-submit still waiting when the form is submitted first, and tracks the submit', () => {
    const { result, rerender } = renderHook((lead) => usePresubmitTracking(lead), {
      initialProps: { name: '', email: '' },
    });
    rerender({ name: 'Jordan', email: 'j@x.co' });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    act(() => result.current.trackFinalSubmit({ name: 'Jordan', email: 'j@x.co' }, ''));
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    rerender({ name: '', email: '' });
    rerender({ name: 'Sam', email: '' });
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(trackLead.mock.calls).toEqual([[{ name: 'Jordan', email: 'j@x.co' }, 'final_submit']]);
  });

  it('never tracks a submit whose honeypot is filled', () => {
    const { result } = renderHook((lead) => usePresubmitTracking(lead), {
      initialProps: { name: 'Bot', email: 'bot@spam.example' },
    });
    act(() => result.current.trackFinalSubmit({ name: 'Bot', email: 'bot@spam.example' }, 'x'));
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(trackLead).not.toHaveBeenCalled();
  });
});
