/**
 * The alerts' wire shapes (issue #32 item 7): a person's bell, their preferences and push
 * subscriptions, the rules per step and the on-call rota.
 */
import { z } from 'zod';
import { ALERT_TRIGGERS, stepAlertRuleSchema } from '../alerts/alert-rules';
import { STEP_WORKFLOWS } from '../recon/steps';

export const alertSchema = z
  .object({
    id: z.uuid(),
    vehicleId: z.uuid(),
    trigger: z.enum(ALERT_TRIGGERS),
    /** 0 for the rule's own audience; each escalation one more. */
    level: z.number().int(),
    /** "2019 Honda Civic · 48213 went red in Mechanical". */
    text: z.string(),
    raisedAt: z.number(),
    readAt: z.number().nullable(),
    /** Who took the car ("I'm on it"), by anyone told about it; null while nobody has. */
    acknowledgedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    acknowledgedAt: z.number().nullable(),
  })
  .meta({ id: 'Alert' });
export type Alert = z.infer<typeof alertSchema>;

export const alertListSchema = z
  .object({ alerts: z.array(alertSchema), unread: z.number().int() })
  .meta({ id: 'AlertList' });
export type AlertList = z.infer<typeof alertListSchema>;

export const unreadAlertsSchema = z
  .object({ unread: z.number().int() })
  .meta({ id: 'UnreadAlerts' });

export const alertParamsSchema = z.object({ id: z.uuid({ error: 'id must be an alert id' }) });

/** A car someone is on: the record and tile say "On it: Sam". */
export const carTakerSchema = z
  .object({ vehicleId: z.uuid(), userId: z.uuid(), name: z.string(), at: z.number() })
  .meta({ id: 'CarTaker' });
export type CarTaker = z.infer<typeof carTakerSchema>;
export const carTakersSchema = z
  .object({ cars: z.array(carTakerSchema) })
  .meta({ id: 'CarTakers' });

/** A browser's PushSubscription as `subscription.toJSON()` gives it. */
export const pushSubscriptionInputSchema = z
  .object({
    endpoint: z
      .url({ protocol: /^https$/, error: 'endpoint must be the push service’s https URL' })
      .max(2000, 'endpoint must be at most 2000 characters'),
    keys: z.object(
      {
        p256dh: z
          .string({ error: 'keys.p256dh must be the browser’s public key' })
          .regex(/^[A-Za-z0-9_-]{80,100}$/, 'keys.p256dh must be the browser’s public key'),
        auth: z
          .string({ error: 'keys.auth must be the browser’s auth secret' })
          .regex(/^[A-Za-z0-9_-]{16,32}$/, 'keys.auth must be the browser’s auth secret'),
      },
      { error: 'keys must hold p256dh and auth' },
    ),
  })
  .meta({ id: 'PushSubscriptionInput' });

export const pushUnsubscribeSchema = z.strictObject({
  endpoint: z.string({ error: 'endpoint must be the subscription’s URL' }).max(2000),
});

/** The channels this server can send on beyond the bell, mail and push: SMS needs a provider. */
export const alertChannelOptionsSchema = z
  .object({ sms: z.boolean() })
  .meta({ id: 'AlertChannelOptions' });

export const vapidPublicKeySchema = z
  .object({ publicKey: z.string() })
  .meta({ id: 'VapidPublicKey' });

/** A step with its rule (the template's default while none is stored). */
export const stepAlertRulesSchema = z
  .object({
    steps: z.array(
      z.object({
        stepId: z.uuid(),
        workflow: z.enum(STEP_WORKFLOWS),
        name: z.string(),
        rule: stepAlertRuleSchema,
        isDefault: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'StepAlertRules' });
export type StepAlertRules = z.infer<typeof stepAlertRulesSchema>;

export const stepParamsSchema = z.object({ stepId: z.uuid({ error: 'stepId must be a step id' }) });

/** POST bodies that carry nothing still send JSON (the CSRF rule). */
export const emptyAlertBodySchema = z.strictObject({}).nullish();
