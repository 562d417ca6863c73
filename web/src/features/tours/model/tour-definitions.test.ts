import { describe, expect, it } from 'vitest';
import { DEFAULT_WORKFLOW_NAMES, tourSteps, type TourId } from './tour-definitions';

const TOUR_IDS: TourId[] = ['inventory', 'make-ready', 'service', 'activity', 'sandbox'];
const words = (id: TourId, names = DEFAULT_WORKFLOW_NAMES) =>
  tourSteps(id, names)
    .map((step) => `${step.title} ${step.content}`)
    .join(' ');

describe('the guided tours speak of the workflows by their configured names (#16 item 7)', () => {
  it.each(TOUR_IDS)('the %s tour says neither default name after a rename', (id) => {
    const renamed = words(id, { makeReady: 'Recon', service: 'Body Shop' });
    expect(renamed).not.toMatch(/Make Ready|\bService\b/);
  });

  it.each([
    ['make-ready', 'Welcome to Recon'],
    ['make-ready', 'Remove from Recon'],
    ['service', 'Welcome to Body Shop'],
    ['inventory', 'move them to Recon, Body Shop or Inventory'],
    ['sandbox', 'Switch between the Recon board, the Body Shop board and Inventory.'],
  ] as const)('the %s tour says "%s"', (id, text) => {
    expect(words(id, { makeReady: 'Recon', service: 'Body Shop' })).toContain(text);
  });

  it('keeps the default names when none are configured', () => {
    expect(words('make-ready')).toContain('Welcome to Make Ready');
  });
});
