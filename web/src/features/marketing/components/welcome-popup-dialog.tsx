import { ArrowRight, BookOpen, MonitorPlay, Rocket } from 'lucide-react';
import { TRIAL_DAYS } from '@domain/constants';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';

const CHOICES = [
  {
    to: '/demo-signup',
    label: 'Get Started Now',
    hint: `Free ${TRIAL_DAYS}-day trial with your own vehicles`,
    icon: Rocket,
  },
  {
    to: '/sandbox',
    label: 'Live Sandbox Demo',
    hint: 'Click around a live board, no signup',
    icon: MonitorPlay,
  },
  { to: '/how-it-works', label: 'Learn More', hint: 'See how LotReady works', icon: BookOpen },
] as const;

interface WelcomePopupDialogProps {
  onClose: () => void;
  onChoose: (to: string) => void;
}

/** The popup's dialog, loaded only when it opens (see WelcomePopup). */
export function WelcomePopupDialog({ onClose: close, onChoose: choose }: WelcomePopupDialogProps) {
  return (
    <Dialog open onOpenChange={(next) => (next ? undefined : close())}>
      <DialogContent
        title="See LotReady in action"
        description="Every vehicle, every minute, on one colour-coded board. How would you like to start?"
        className="max-w-md"
      >
        <ul className="grid gap-3">
          {CHOICES.map(({ to, label, hint, icon: Icon }, index) => (
            <li key={to}>
              <button
                type="button"
                onClick={() => choose(to)}
                className={
                  index === 0
                    ? 'flex w-full items-center gap-3 rounded-xl bg-red-600 p-4 text-left text-white shadow-sm hover:bg-red-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-600 focus-visible:ring-offset-2'
                    : 'flex w-full items-center gap-3 rounded-xl border border-slate-200 p-4 text-left text-slate-900 hover:border-red-300 hover:bg-red-50/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-600'
                }
              >
                <Icon className="h-5 w-5 shrink-0" aria-hidden />
                <span className="flex-1">
                  <span className="block font-semibold">{label}</span>
                  <span className={index === 0 ? 'text-sm text-red-100' : 'text-sm text-slate-500'}>
                    {hint}
                  </span>
                </span>
                <ArrowRight className="h-4 w-4 shrink-0" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
        <Button variant="ghost" onClick={close} className="justify-self-center">
          Maybe later
        </Button>
      </DialogContent>
    </Dialog>
  );
}
