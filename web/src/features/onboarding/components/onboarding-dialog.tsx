import { useState } from 'react';
import { CarFront } from 'lucide-react';
import { LOCAL_STORAGE_KEYS } from '@domain/constants';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { ProgressBar } from '@/components/ui/progress-bar';
import { storage } from '@/lib/storage';
import { toast } from '@/lib/toast';
import { useUpdatePreferences } from '@/lib/user-preferences';
import {
  STEP_NUMBER,
  nextStep,
  previousStep,
  stepLabel,
  onboardingFlow,
  type OnboardingPath,
  type OnboardingStep,
} from '@/features/onboarding/model/onboarding-steps';
import { ONBOARDING_STEPS } from '@domain/constants';
import { ChoosePathStep } from './choose-path-step';
import { CompleteStep, type QuickLink } from './complete-step';
import { ImportGuideStep } from './import-guide-step';

export interface OnboardingDialogProps {
  open: boolean;
  username: string;
  onFinished: (link: QuickLink) => void;
  /** Loads the demo vehicles (Use Sample Data). */
  onUseSampleData: () => Promise<void>;
  /** May stock the lot: import and load sample data (manager and above, spec 6). */
  canStock: boolean;
  /** The dealership already has vehicles: nothing to set up. */
  stocked: boolean;
  /** May open User Management (a quick link). */
  canViewUsers: boolean;
}

const TITLES: Record<OnboardingStep, string> = {
  welcome: 'Welcome to LotReady',
  'choose-path': 'How do you want to start?',
  'import-guide': 'Import your vehicles',
  complete: "You're all set!",
};

/** The first-run onboarding dialog (spec 2.12): four steps, not dismissible by an outside click. */
export function OnboardingDialog({
  open,
  username,
  onFinished,
  onUseSampleData,
  canStock,
  stocked,
  canViewUsers,
}: OnboardingDialogProps) {
  const flow = onboardingFlow({ canStock, stocked });
  const [step, setStep] = useState<OnboardingStep>('welcome');
  const [path, setPath] = useState<OnboardingPath | null>(null);
  const [busy, setBusy] = useState(false);
  const save = useUpdatePreferences();

  const finish = (link: QuickLink) => {
    storage.set(LOCAL_STORAGE_KEYS.onboardingCompleted(username), true);
    save.mutate({ onboardingCompleted: true });
    onFinished(link);
  };

  const next = async () => {
    if (step === 'choose-path' && path === 'sample') {
      setBusy(true);
      try {
        await onUseSampleData();
      } catch (error) {
        toast({
          title: 'Error Loading Demo Vehicles',
          description:
            error instanceof Error && error.message
              ? error.message
              : 'Failed to load demo vehicles',
          variant: 'destructive',
        });
        // Stay on the choice: "You're all set" would be untrue with no vehicles loaded.
        return;
      } finally {
        setBusy(false);
      }
    }
    setStep(nextStep(step, path, flow));
  };

  return (
    <Dialog open={open} onOpenChange={() => undefined}>
      <DialogContent
        title={TITLES[step]}
        dismissOnOutsideClick={false}
        showClose={false}
        className="max-w-xl"
      >
        <div className="grid gap-2">
          <div className="flex items-center justify-between text-xs font-medium text-slate-600">
            <span>{stepLabel(step)}</span>
          </div>
          <ProgressBar
            value={(STEP_NUMBER[step] / ONBOARDING_STEPS) * 100}
            label="Setup progress"
          />
        </div>
        {step === 'welcome' && (
          <div className="flex gap-4">
            <CarFront className="h-12 w-12 shrink-0 text-primary" aria-hidden />
            <p className="text-sm text-slate-700">
              LotReady shows every vehicle on your lot as a colour-coded tile, so your team sees at
              a glance what is new, what is moving and what is stuck.{' '}
              {flow === 'set-up-lot'
                ? "Let's get your lot set up — it takes about a minute."
                : stocked
                  ? 'Your lot is already on the boards: take a look around.'
                  : 'Your manager adds the vehicles; you will see them on the boards as they arrive.'}
            </p>
          </div>
        )}
        {step === 'choose-path' && <ChoosePathStep value={path} onChange={setPath} />}
        {step === 'import-guide' && <ImportGuideStep />}
        {step === 'complete' && <CompleteStep onQuickLink={finish} canViewUsers={canViewUsers} />}
        <div className="flex items-center gap-2 border-t border-slate-200 pt-4">
          {step === 'welcome' ? (
            <Button variant="ghost" onClick={() => finish('dashboard')}>
              Skip setup
            </Button>
          ) : (
            <Button variant="outline" onClick={() => setStep(previousStep(step, path, flow))}>
              Back
            </Button>
          )}
          <div className="flex-1" />
          {step === 'complete' ? (
            <Button onClick={() => finish('dashboard')}>Go to Dashboard</Button>
          ) : (
            <Button
              onClick={() => void next()}
              disabled={(step === 'choose-path' && !path) || busy}
            >
              {busy ? 'Loading sample data…' : step === 'welcome' ? 'Get started' : 'Continue'}
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
