import { useCallback, useEffect, useRef } from 'react';
import { PRESUBMIT_DEBOUNCE_MS } from '@domain/constants';
import { leadTrackingEnabled, trackLead, type TrackedLead } from '../api/track-lead';

/**
 * Lead tracking of a demo form (spec 7). Sends the pre-submit once, PRESUBMIT_DEBOUNCE_MS after
 * the visitor stops typing, if a name or email is present. `trackFinalSubmit` is called on
 * submit: it drops a pre-submit still waiting (it would arrive after the final one) and tracks
 * the final submit whatever the server then answers (the copy that survives a failed request),
 * never for a filled honeypot: the server drops those leads too.
 */
export function usePresubmitTracking(lead: TrackedLead): {
  trackFinalSubmit: (submitted: TrackedLead, honeypot: string) => void;
} {
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

  const trackFinalSubmit = useCallback((submitted: TrackedLead, honeypot: string) => {
    sent.current = true;
    if (!honeypot.trim()) void trackLead(submitted, 'final_submit');
  }, []);
  return { trackFinalSubmit };
}
