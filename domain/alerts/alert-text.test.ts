import { describe, expect, it } from 'vitest';
import { alertText, type AlertSubject } from './alert-text';

const civic = '2019 Honda Civic · 48213';
const subject = (over: Partial<AlertSubject>): AlertSubject => ({
  vehicleLabel: civic,
  stepName: 'Body shop',
  trigger: 'overdue',
  level: 0,
  ...over,
});

describe('alertText', () => {
  it.each<[string, Partial<AlertSubject>, string]>([
    ['arrived', { trigger: 'entered' }, `${civic} arrived in Body shop`],
    ['turned yellow', { trigger: 'warning' }, `${civic} turned yellow in Body shop`],
    ['went red', {}, `${civic} went red in Body shop`],
    ['an escalation', { level: 1 }, `${civic} is red in Body shop and nobody has taken it`],
    [
      'a late vendor job',
      { what: 'glass job is 2 h late' },
      `${civic} in Body shop: glass job is 2 h late`,
    ],
    [
      'an approval waiting',
      { trigger: 'warning', what: 'approval of $700.00 is waiting' },
      `${civic} in Body shop: approval of $700.00 is waiting`,
    ],
    ['in no step', { stepName: null, what: 'glass job is late' }, `${civic}: glass job is late`],
    ['red in no step', { stepName: null }, `${civic} went red`],
  ])('%s', (_name, over, text) => {
    expect(alertText(subject(over))).toBe(text);
  });
});
