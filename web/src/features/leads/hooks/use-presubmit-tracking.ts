import { useCallback, useEffect, useRef } from 'react';
import { PRESUBMIT_DEBOUNCE_MS } from '@domain/constants';
import { leadTrackingEnabled, trackLead, type TrackedLead } from '../api/track-lead';

/**
 * Sends the pre-submit tracking once, PRESUBMIT_DEBOUNCE_MS after the visitor stops typing,
 * if a name or email is present (spec 7). The returned `stop` is called on final submit: a
 * pre-submit still waiting then would arrive after the final one, so it is dropped.
 */
export function usePresubmitTracking(lead: TrackedLead): { stop: () => void } {
  const sent = useRef(false);
  const { name, email, company, message } = lead;

  useEffect(() => {
    if (sent.current || !leadTrackingEnabled()) return;
    if (!name.trim() && !email.trim()) return;
    const timer = window.setTimeout(() => {
      if (sent.current) return;
      sent.current = true;
      void trackLead({ name, email, company, message }, 'pre_submit');
    }, PRESUBMIT_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [name, email, company, message]);

  const stop = useCallback(() => {
    sent.current = true;
  }, []);
  return { stop };
}
