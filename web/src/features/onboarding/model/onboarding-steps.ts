import { ONBOARDING_STEPS } from '@domain/constants';

/** Spec 2.12, 4.3: welcome → choose path → import guide (Import only) → complete. */
export type OnboardingStep = 'welcome' | 'choose-path' | 'import-guide' | 'complete';
export type OnboardingPath = 'import' | 'fresh' | 'sample';

/**
 * Who the dialog is for: someone who can stock the lot, at a dealership with no vehicles yet,
 * sets it up (choose a path, perhaps the import guide); everyone else — a plain user, who may
 * neither import nor load sample data, or anyone at a dealership already stocked — is welcomed
 * and goes straight to the quick links.
 */
export type OnboardingFlow = 'set-up-lot' | 'welcome-only';

export function onboardingFlow(props: { canStock: boolean; stocked: boolean }): OnboardingFlow {
  return props.canStock && !props.stocked ? 'set-up-lot' : 'welcome-only';
}

export const STEP_NUMBER: Record<OnboardingStep, number> = {
  welcome: 1,
  'choose-path': 2,
  'import-guide': 3,
  complete: ONBOARDING_STEPS,
};

export function nextStep(
  step: OnboardingStep,
  path: OnboardingPath | null,
  flow: OnboardingFlow = 'set-up-lot',
): OnboardingStep {
  switch (step) {
    case 'welcome':
      return flow === 'set-up-lot' ? 'choose-path' : 'complete';
    case 'choose-path':
      return path === 'import' ? 'import-guide' : 'complete';
    case 'import-guide':
    case 'complete':
      return 'complete';
  }
}

/** Back returns one step (the step the user actually came from). */
export function previousStep(
  step: OnboardingStep,
  path: OnboardingPath | null,
  flow: OnboardingFlow = 'set-up-lot',
): OnboardingStep {
  if (flow === 'welcome-only') return 'welcome';
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
