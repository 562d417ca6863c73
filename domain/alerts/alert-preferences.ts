/**
 * A person's alert preferences (issue #32 item 3): the channels they want, the mobile number
 * texts go to, their quiet hours (in their own zone, or the dealership's), and whether they get
 * the morning list. The bell in the app is always on: it is the record an alert links from and
 * is acknowledged in.
 */
import { z } from 'zod';
import { E164_EXAMPLE, E164_PHONE } from '../phone';
import { isTimeZone } from '../recon/business-calendar';
import { ALERT_CHANNELS, type AlertChannel } from './gate';
import { quietHoursSchema } from './quiet-hours';

export const alertPreferencesSchema = z
  .strictObject({
    channels: z
      .array(
        z.enum(ALERT_CHANNELS, {
          error: `alertPreferences.channels must list some of ${ALERT_CHANNELS.join(', ')}`,
        }),
        { error: 'alertPreferences.channels must be a list' },
      )
      .max(ALERT_CHANNELS.length, 'alertPreferences.channels must name each channel once')
      .refine(
        (list) => new Set(list).size === list.length,
        'alertPreferences.channels must name each channel once',
      )
      .default((): AlertChannel[] => ['in-app', 'push']),
    quietHours: quietHoursSchema.default(null),
    timeZone: z
      .string({ error: 'alertPreferences.timeZone must be text or null' })
      .refine(
        isTimeZone,
        'alertPreferences.timeZone must be an IANA time zone such as America/Chicago',
      )
      .nullable()
      .default(null),
    morningList: z
      .boolean({ error: 'alertPreferences.morningList must be true or false' })
      .default(true),
    /** Where SMS alerts go; the person's own, set with their channels. */
    mobile: z
      .string({ error: 'alertPreferences.mobile must be text or null' })
      .regex(E164_PHONE, `alertPreferences.mobile must be a mobile number such as ${E164_EXAMPLE}`)
      .nullable()
      .default(null),
  })
  .refine((preferences) => !preferences.channels.includes('sms') || preferences.mobile !== null, {
    path: ['mobile'],
    message: 'alertPreferences.mobile is needed to get alerts by SMS',
  })
  .meta({ id: 'AlertPreferences' });
export type AlertPreferences = z.infer<typeof alertPreferencesSchema>;

/** What the server knows of a person's reach beyond their choice. */
export interface ChannelReach {
  /** A push subscription of theirs is on file (a browser allowed notifications). */
  push: boolean;
  /** An SMS provider is configured and they have a mobile number. */
  sms: boolean;
}

/**
 * What a person can be reached on: push when a browser of theirs allowed it, SMS when the
 * server has a provider and they gave a mobile number.
 */
export function channelReach(
  preferences: Pick<AlertPreferences, 'mobile'>,
  server: { hasPush: boolean; smsProvider: boolean },
): ChannelReach {
  return { push: server.hasPush, sms: server.smsProvider && preferences.mobile !== null };
}

/**
 * The channels an alert reaches a person on: the bell, then what they chose and can be
 * reached on. Push they chose but never allowed in a browser falls back to mail.
 */
export function alertChannelsFor(
  preferences: Pick<AlertPreferences, 'channels'>,
  reach: ChannelReach,
): AlertChannel[] {
  const chosen = new Set(preferences.channels);
  const channels = new Set<AlertChannel>(['in-app']);
  if (chosen.has('push')) channels.add(reach.push ? 'push' : 'mail');
  if (chosen.has('mail')) channels.add('mail');
  if (chosen.has('sms') && reach.sms) channels.add('sms');
  return [...channels];
}
