import { describe, expect, it } from 'vitest';
import { nextStep, previousStep, stepLabel } from './onboarding-steps';

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
  it('labels steps n of 4', () => {
    expect(stepLabel('welcome')).toBe('Step 1 of 4');
    expect(stepLabel('complete')).toBe('Step 4 of 4');
  });
});
