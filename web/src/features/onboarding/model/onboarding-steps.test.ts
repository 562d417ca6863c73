import { describe, expect, it } from 'vitest';
import { nextStep, onboardingFlow, previousStep, stepLabel } from './onboarding-steps';

describe('onboarding steps (spec 4.3)', () => {
  it('goes welcome → choose path → import guide → complete for Import', () => {
    expect(nextStep('welcome', null)).toBe('choose-path');
    expect(nextStep('choose-path', 'import')).toBe('import-guide');
    expect(nextStep('import-guide', 'import')).toBe('complete');
  });
  it('skips the import guide for Start Fresh and Sample Data', () => {
    expect(nextStep('choose-path', 'fresh')).toBe('complete');
    expect(nextStep('choose-path', 'sample')).toBe('complete');
  });
  it('Back returns one step', () => {
    expect(previousStep('complete', 'import')).toBe('import-guide');
    expect(previousStep('complete', 'fresh')).toBe('choose-path');
    expect(previousStep('import-guide', 'import')).toBe('choose-path');
    expect(previousStep('choose-path', null)).toBe('welcome');
  });
  it.each([
    [{ canStock: true, stocked: false }, 'set-up-lot'],
    [{ canStock: true, stocked: true }, 'welcome-only'],
    [{ canStock: false, stocked: false }, 'welcome-only'],
    [{ canStock: false, stocked: true }, 'welcome-only'],
  ] as const)('sets up the lot only for someone who can stock an empty one: %j', (who, flow) => {
    expect(onboardingFlow(who)).toBe(flow);
  });
  it('welcome-only goes from the welcome straight to the quick links and back', () => {
    expect(nextStep('welcome', null, 'welcome-only')).toBe('complete');
    expect(previousStep('complete', null, 'welcome-only')).toBe('welcome');
  });
  it('labels steps n of 4', () => {
    expect(stepLabel('welcome')).toBe('Step 1 of 4');
    expect(stepLabel('complete')).toBe('Step 4 of 4');
  });
});
