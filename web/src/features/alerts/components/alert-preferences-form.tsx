import { useState } from 'react';
import type { AlertPreferences } from '@domain/alerts/alert-preferences';
import type { AlertChannel } from '@domain/alerts/gate';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ToggleSwitch } from '@/components/ui/toggle-switch';
import { messageFromError } from '@/lib/error-message';
import { useAlertPreferences, useSaveAlertPreferences } from '../api/alert-preferences';
import { pushSupported, useEnablePush } from '../api/enable-push';
import { useAlertChannelOptions } from '../api/get-alert-channel-options';

const CHOICES: { channel: AlertChannel; label: string; description: string }[] = [
  {
    channel: 'push',
    label: 'Notifications',
    description: 'On the devices you turn them on for; mail when none.',
  },
  { channel: 'mail', label: 'Mail', description: 'To the address of your account.' },
];

const SMS_OFF_REASON = 'Not set up on this server: an administrator configures an SMS provider.';

function PreferencesFields({
  initial,
  smsProvider,
}: {
  initial: AlertPreferences;
  smsProvider: boolean;
}) {
  const [draft, setDraft] = useState(initial);
  const save = useSaveAlertPreferences();
  const enablePush = useEnablePush();
  const toggle = (channel: AlertChannel, on: boolean) =>
    setDraft((current) => ({
      ...current,
      channels: on
        ? [...current.channels, channel]
        : current.channels.filter((chosen) => chosen !== channel),
    }));
  return (
    <form
      aria-label="My alert settings"
      className="grid gap-3 border-t pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(draft);
      }}
    >
      <h3 className="text-sm font-semibold">My alert settings</h3>
      {CHOICES.map((choice) => (
        <ToggleSwitch
          key={choice.channel}
          label={choice.label}
          description={choice.description}
          checked={draft.channels.includes(choice.channel)}
          onCheckedChange={(on) => toggle(choice.channel, on)}
        />
      ))}
      <ToggleSwitch
        label="Text messages"
        description={smsProvider ? 'To your mobile number below.' : SMS_OFF_REASON}
        checked={smsProvider && draft.channels.includes('sms')}
        disabled={!smsProvider}
        onCheckedChange={(on) => toggle('sms', on)}
      />
      {smsProvider && (
        <Label className="grid gap-1 text-xs">
          Mobile number
          <Input
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+15550100199"
            value={draft.mobile ?? ''}
            onChange={(event) =>
              setDraft((current) => ({ ...current, mobile: event.target.value.trim() || null }))
            }
          />
        </Label>
      )}
      <ToggleSwitch
        label="Morning list"
        description="Your cars at the opening, red first."
        checked={draft.morningList}
        onCheckedChange={(morningList) => setDraft((current) => ({ ...current, morningList }))}
      />
      <fieldset className="grid grid-cols-2 gap-2">
        <legend className="col-span-2 text-sm font-medium">Quiet hours (none if empty)</legend>
        <Label className="grid gap-1 text-xs">
          From
          <Input
            type="time"
            value={draft.quietHours?.start ?? ''}
            onChange={(event) =>
              setDraft((current) => ({
                ...current,
                quietHours: event.target.value
                  ? { start: event.target.value, end: current.quietHours?.end ?? '07:00' }
                  : null,
              }))
            }
          />
        </Label>
        <Label className="grid gap-1 text-xs">
          To
          <Input
            type="time"
            value={draft.quietHours?.end ?? ''}
            onChange={(event) =>
              setDraft((current) => ({
                ...current,
                quietHours: event.target.value
                  ? { start: current.quietHours?.start ?? '22:00', end: event.target.value }
                  : null,
              }))
            }
          />
        </Label>
      </fieldset>
      {save.error && (
        <p role="alert" className="text-sm text-red-700">
          {messageFromError(save.error, 'Please try again.')}
        </p>
      )}
      {enablePush.error && (
        <p role="alert" className="text-sm text-red-700">
          {messageFromError(enablePush.error, 'Please try again.')}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isSuccess ? 'Saved' : 'Save'}
        </Button>
        {pushSupported() && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={enablePush.isPending || enablePush.isSuccess}
            onClick={() => enablePush.mutate()}
          >
            {enablePush.isSuccess ? 'On for this device' : 'Turn on notifications here'}
          </Button>
        )}
      </div>
    </form>
  );
}

/**
 * My channels, mobile number, quiet hours, morning list and this device's push (issue #32
 * item 3). Text messages are offered only when the server has an SMS provider.
 */
export function AlertPreferencesForm() {
  const preferences = useAlertPreferences(true);
  const options = useAlertChannelOptions(true);
  if (!preferences.data || options.isPending) return null;
  return <PreferencesFields initial={preferences.data} smsProvider={options.data?.sms ?? false} />;
}
