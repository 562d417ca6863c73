import { clsx as cn } from 'clsx';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { ArrowRight, BookOpen, MonitorPlay, Rocket } from 'lucide-react';
import { DialogCloseButton } from '@/components/ui/dialog-close-button';
import { TRIAL_DAYS } from '@domain/constants';
import { buttonVariants } from '@/components/ui/button-variants';
import { PATHS } from '@/lib/paths';

const CHOICES = [
  {
    to: PATHS.demoSignup,
    label: 'Get Started Now',
    // A lead form (spec 2.6): a specialist replies; the trial itself is the link below.
    hint: 'A specialist sets up your dealership with you',
    icon: Rocket,
  },
  {
    to: PATHS.sandbox,
    label: 'Live Sandbox Demo',
    hint: 'Click around a live board, no signup',
    icon: MonitorPlay,
  },
  { to: PATHS.howItWorks, label: 'Learn More', hint: 'See how LotReady works', icon: BookOpen },
] as const;

interface WelcomePopupDialogProps {
  onClose: () => void;
  onChoose: (to: string) => void;
}

/**
 * The popup's dialog, loaded only when it opens (see WelcomePopup). Built on the dialog
 * primitive with plain class names: the shared DialogContent merges classes with
 * tailwind-merge, whose first use builds its tables, a long task on a phone just as the
 * popup opens.
 */
export function WelcomePopupDialog({ onClose: close, onChoose: choose }: WelcomePopupDialogProps) {
  return (
    <DialogPrimitive.Root open onOpenChange={(next) => (next ? undefined : close())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <DialogPrimitive.Content className="fixed left-1/2 top-1/2 z-50 grid max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg bg-white p-6 text-slate-900 shadow-xl focus:outline-none">
          <div className="grid gap-1 pr-6">
            <DialogPrimitive.Title className="text-lg font-semibold">
              See LotReady in action
            </DialogPrimitive.Title>
            <DialogPrimitive.Description className="text-sm text-slate-600">
              Every vehicle, every minute, on one colour-coded board. How would you like to start?
            </DialogPrimitive.Description>
          </div>
          <ul className="grid gap-3">
            {CHOICES.map(({ to, label, hint, icon: Icon }, index) => (
              <li key={to}>
                <button
                  type="button"
                  onClick={() => choose(to)}
                  className={
                    index === 0
                      ? 'flex w-full items-center gap-3 rounded-xl bg-red-700 p-4 text-left text-white shadow-sm hover:bg-red-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-700 focus-visible:ring-offset-2'
                      : 'flex w-full items-center gap-3 rounded-xl border border-slate-200 p-4 text-left text-slate-900 hover:border-red-300 hover:bg-red-50/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-600'
                  }
                >
                  <Icon className="h-5 w-5 shrink-0" aria-hidden />
                  <span className="flex-1">
                    <span className="block font-semibold">{label}</span>
                    <span
                      className={index === 0 ? 'text-sm text-red-100' : 'text-sm text-slate-500'}
                    >
                      {hint}
                    </span>
                  </span>
                  <ArrowRight className="h-4 w-4 shrink-0" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={() => choose(PATHS.signup)}
            className="justify-self-center text-sm font-medium text-red-700 underline underline-offset-4 hover:text-red-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-600"
          >
            Or start a free {TRIAL_DAYS}-day trial on your own
          </button>
          <button
            type="button"
            onClick={close}
            className={cn(buttonVariants({ variant: 'ghost' }), 'justify-self-center')}
          >
            Maybe later
          </button>
          <DialogCloseButton />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
