import { ONBOARDING_STEPS } from '@domain/constants';

/** Spec 2.12, 4.3: welcome → choose path → import guide (Import only) → complete. */
export type OnboardingStep = 'welcome' | 'choose-path' | 'import-guide' | 'complete';
export type OnboardingPath = 'import' | 'fresh' | 'sample';

export const STEP_NUMBER: Record<OnboardingStep, number> = {
  welcome: 1,
  'choose-path': 2,
  'import-guide': 3,
  complete: ONBOARDING_STEPS,
};

export function nextStep(step: OnboardingStep, path: OnboardingPath | null): OnboardingStep {
  switch (step) {
    case 'welcome':
      return 'choose-path';
    case 'choose-path':
      return path === 'import' ? 'import-guide' : 'complete';
    case 'import-guide':
    case 'complete':
      return 'complete';
  }
}

/** Back returns one step (the step the user actually came from). */
export function previousStep(step: OnboardingStep, path: OnboardingPath | null): OnboardingStep {
  switch (step) {
    case 'welcome':
    case 'choose-path':
      return 'welcome';
    case 'import-guide':
      return 'choose-path';
    case 'complete':
      return path === 'import' ? 'import-guide' : 'choose-path';
  }
}

export function stepLabel(step: OnboardingStep): string {
  return `Step ${STEP_NUMBER[step]} of ${ONBOARDING_STEPS}`;
}
