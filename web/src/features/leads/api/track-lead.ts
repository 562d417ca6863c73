/** Lead tracking through the browser email service (spec 7, last bullet). */
export type TrackingType = 'pre_submit' | 'final_submit';

export interface TrackedLead {
  name: string;
  email: string;
  company?: string;
  message?: string;
}

interface EmailJsConfig {
  publicKey: string;
  serviceId: string;
  templateId: string;
}

function readConfig(): EmailJsConfig | null {
  const env = import.meta.env;
  const publicKey = env.VITE_EMAILJS_PUBLIC_KEY as string | undefined;
  const serviceId = env.VITE_EMAILJS_SERVICE_ID as string | undefined;
  const templateId = env.VITE_EMAILJS_TEMPLATE_ID as string | undefined;
  return publicKey && serviceId && templateId ? { publicKey, serviceId, templateId } : null;
}

/** On only when the public key, service id and template id are all configured. */
export function leadTrackingEnabled(): boolean {
  return readConfig() !== null;
}

export function trackingPayload(lead: TrackedLead, trackingType: TrackingType, now = new Date()) {
  return {
    name: lead.name,
    email: lead.email,
    phone: '',
    company: lead.company ?? '',
    message: lead.message ?? '',
    tracking_type: trackingType,
    timestamp: now.toISOString(),
  };
}

/**
 * Sends one tracking mail. The SDK is imported only when tracking is on, and its failures
 * (blocked 403, rate-limited 429, 451) never reach the visitor.
 */
export async function trackLead(lead: TrackedLead, trackingType: TrackingType): Promise<void> {
  const config = readConfig();
  if (!config) return;
  try {
    const { send } = await import('@emailjs/browser');
    await send(config.serviceId, config.templateId, trackingPayload(lead, trackingType), {
      publicKey: config.publicKey,
    });
  } catch (error) {
    console.warn('Lead tracking failed', error);
  }
}
