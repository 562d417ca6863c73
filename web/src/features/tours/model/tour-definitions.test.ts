import { describe, expect, it } from 'vitest';
import { DEFAULT_WORKFLOW_NAMES, tourForPath, tourSteps, type TourId } from './tour-definitions';

const TOUR_IDS: TourId[] = [
  'inventory',
  'make-ready',
  'service',
  'activity',
  'users',
  'custom-dashboards',
  'wall-dashboard',
  'inventory-management',
  'billing',
  'sandbox',
];
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

describe('every staff page has its tour (spec 2.5; issue #28 item 6)', () => {
  const ON = { makeReady: true, service: true };
  it.each([
    ['/', 'make-ready'],
    ['/make-ready', 'make-ready'],
    ['/service', 'service'],
    ['/inventory', 'inventory'],
    ['/inventory-management', 'inventory-management'],
    ['/activity', 'activity'],
    ['/users', 'users'],
    ['/custom-dashboard', 'custom-dashboards'],
    ['/dashboard/0b7f4a52-1d36-4c57-9a3b-2f1c1e1d2a3b', 'wall-dashboard'],
    ['/billing', 'billing'],
    ['/no-such-page', null],
  ] as const)('%s runs the %s tour', (path, tour) => {
    expect(tourForPath(path, ON)).toBe(tour);
  });

  it.each([
    ['/', { makeReady: false, service: true }],
    ['/make-ready', { makeReady: false, service: true }],
    ['/service', { makeReady: true, service: false }],
  ])('%s has no tour while its workflow is turned off', (path, enabled) => {
    expect(tourForPath(path, enabled)).toBeNull();
  });

  it.each(TOUR_IDS)('the %s tour opens with a step shown on any page', (id) => {
    expect(tourSteps(id).length).toBeGreaterThan(1);
    expect(tourSteps(id)[0]!.target).toMatch(/^body$|^\[data-tour=/);
  });
});
