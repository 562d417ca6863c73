import { Mail } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ToggleSwitch } from '@/components/ui/toggle-switch';
import { messageFromError } from '@/lib/error-message';
import { useSendWeeklyMail, useWeeklyMailPreference } from '../api/weekly-mail';

/** Monday's mail (issue #30): opt in, or send this week's summary to yourself now. */
export function WeeklyMailPanel() {
  const send = useSendWeeklyMail();
  const preference = useWeeklyMailPreference();
  const problem = send.error ?? preference.error;
  return (
    <section
      aria-label="Weekly mail"
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <ToggleSwitch
        label="Mail me the summary every Monday"
        description="At the dealership's Monday opening hour: last week's headline numbers, the 13-week trend and the slowest cars, with a link here."
        checked={preference.on}
        disabled={!preference.loaded || preference.saving}
        onCheckedChange={(on) => preference.choose(on)}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" disabled={send.isPending} onClick={() => send.mutate()}>
          <Mail className="h-4 w-4" aria-hidden />
          Send this week's summary to me now
        </Button>
        <p role="status" className="text-sm text-slate-700">
          {send.data ? `Sent to ${send.data.to}: “${send.data.subject}”.` : null}
        </p>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-800">
          {messageFromError(problem, 'Please try again.')}
        </p>
      )}
    </section>
  );
}
