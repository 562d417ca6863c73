import { describe, expect, it } from 'vitest';
import { STEP_TEMPLATES } from '../recon/steps';
import {
  defaultStepAlertRule,
  escalationLevels,
  stepAlertRuleSchema,
  type StepAlertRule,
} from './alert-rules';

describe('stepAlertRuleSchema', () => {
  it('gives the template default for every field left out', () => {
    expect(stepAlertRuleSchema.parse({})).toEqual({
      entered: ['assignee'],
      warning: ['assignee'],
      overdue: ['assignee'],
      escalateAfterMinutes: 60,
    });
  });

  it.each([
    [
      { entered: ['boss'] },
      'alertRule.entered must list some of assignee, owner-role, managers, on-call',
    ],
    [{ warning: 'assignee' }, 'alertRule.warning must be a list'],
    [{ overdue: ['managers', 'managers'] }, 'alertRule.overdue must name each audience once'],
    [{ escalateAfterMinutes: 4 }, 'alertRule.escalateAfterMinutes must be at least 5'],
    [{ escalateAfterMinutes: 10081 }, 'alertRule.escalateAfterMinutes must be at most 10080'],
    [{ escalateAfterMinutes: 7.5 }, 'alertRule.escalateAfterMinutes must be whole minutes'],
    [
      { escalateAfterMinutes: '60' },
      'alertRule.escalateAfterMinutes must be a number of minutes or null',
    ],
  ])('refuses %j: %s', (input, message) => {
    const result = stepAlertRuleSchema.safeParse(input);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it.each([
    [{ escalateAfterMinutes: 5 }],
    [{ escalateAfterMinutes: 10080 }],
    [{ escalateAfterMinutes: null }],
  ])('accepts %j', (input) => {
    expect(stepAlertRuleSchema.safeParse(input).success).toBe(true);
  });
});

describe('defaultStepAlertRule', () => {
  it.each([
    ['Inspection', ['assignee'], ['assignee'], 60],
    ['Sublet/body', ['assignee'], ['assignee', 'managers'], 60],
    ['Frontline', [], [], null],
  ])(
    'the standard recon template gives %s warning %j, overdue %j',
    (name, warning, overdue, after) => {
      const step = STEP_TEMPLATES['standard-recon']
        .steps('make-ready')
        .find((s) => s.name === name);
      expect(step).toBeDefined();
      const rule = defaultStepAlertRule(step!);
      expect([rule.warning, rule.overdue, rule.escalateAfterMinutes]).toEqual([
        warning,
        overdue,
        after,
      ]);
      expect(stepAlertRuleSchema.parse(rule)).toEqual(rule);
    },
  );

  it('tells the owner role when a car reaches an untimed step', () => {
    const step = STEP_TEMPLATES['standard-recon'].steps('make-ready').at(-1)!;
    expect(defaultStepAlertRule(step).entered).toEqual(['assignee', 'owner-role']);
  });
});

describe('escalationLevels', () => {
  const rule = (overrides: Partial<StepAlertRule>): StepAlertRule => ({
    ...stepAlertRuleSchema.parse({}),
    ...overrides,
  });
  it.each([
    [
      'the assignee, then managers, then on call',
      rule({}),
      [['assignee'], ['managers'], ['on-call']],
    ],
    [
      'the owner role stands on the assignee rung',
      rule({ overdue: ['owner-role'] }),
      [['owner-role'], ['managers'], ['on-call']],
    ],
    [
      'managers told at once skip to on call',
      rule({ overdue: ['assignee', 'managers'] }),
      [['assignee', 'managers'], ['on-call']],
    ],
    ['on call is the top', rule({ overdue: ['on-call'] }), [['on-call']]],
    ['no escalation', rule({ escalateAfterMinutes: null }), [['assignee']]],
    ['nobody told of red', rule({ overdue: [] }), []],
  ])('%s', (_name, input, levels) => {
    expect(escalationLevels(input)).toEqual(levels);
  });
});
