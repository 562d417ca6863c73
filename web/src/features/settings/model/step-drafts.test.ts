import { describe, expect, it } from 'vitest';
import type { WorkflowStepBody, WorkflowSteps } from '@domain/api/workflows';
import { defaultStepDraft } from '@domain/recon/steps';
import {
  addStep,
  applyTemplate,
  draftFromWorkflow,
  draftProblems,
  isChanged,
  moveStep,
  removeStep,
  removedSteps,
  setMoveTarget,
  templatesFor,
  toPutBody,
  updateStep,
  type StepsDraft,
} from './step-drafts';

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

function saved(...names: string[]): WorkflowSteps {
  const steps: WorkflowStepBody[] = names.map((name, position) => ({
    ...defaultStepDraft('make-ready'),
    name,
    id: id(position + 1),
    workflow: 'make-ready',
    position,
  }));
  return { workflow: 'make-ready', version: 4, steps };
}

const names = (draft: StepsDraft) => draft.steps.map((step) => step.name);
const keyOf = (draft: StepsDraft, name: string) =>
  draft.steps.find((step) => step.name === name)?.key ?? '';

describe('step drafts (issue #26 item 1)', () => {
  it('a draft read from the server is unchanged and sends its own list', () => {
    const draft = draftFromWorkflow(saved('Inspection', 'Detail'));
    expect(isChanged(draft)).toBe(false);
    expect(toPutBody(draft)).toEqual({
      version: 4,
      steps: [
        { id: id(1), ...defaultStepDraft('make-ready'), name: 'Inspection' },
        { id: id(2), ...defaultStepDraft('make-ready'), name: 'Detail' },
      ],
      moveCarsTo: {},
    });
  });

  it('adds a new step at the end, sent without an id', () => {
    const draft = addStep(draftFromWorkflow(saved('Inspection')), 'Photos');
    expect(names(draft)).toEqual(['Inspection', 'Photos']);
    expect(isChanged(draft)).toBe(true);
    expect(toPutBody(draft).steps[1]).toEqual({
      ...defaultStepDraft('make-ready'),
      name: 'Photos',
    });
  });

  it('renames and changes a step by key', () => {
    const start = draftFromWorkflow(saved('Inspection', 'Detail'));
    const draft = updateStep(start, keyOf(start, 'Detail'), { name: 'Wash', softLimit: 4 });
    expect(toPutBody(draft).steps[1]).toMatchObject({ id: id(2), name: 'Wash', softLimit: 4 });
    expect(isChanged(draft)).toBe(true);
  });

  it.each([
    ['Detail', -1, ['Detail', 'Inspection', 'Photos']],
    ['Detail', 1, ['Inspection', 'Photos', 'Detail']],
    ['Inspection', -1, ['Inspection', 'Detail', 'Photos']],
    ['Photos', 1, ['Inspection', 'Detail', 'Photos']],
  ] as const)('moves %s by %i', (name, offset, expected) => {
    const start = draftFromWorkflow(saved('Inspection', 'Detail', 'Photos'));
    expect(names(moveStep(start, keyOf(start, name), offset))).toEqual(expected);
  });

  it('a removed step sends its cars to the step that takes its place, or another chosen', () => {
    const start = draftFromWorkflow(saved('Inspection', 'Mechanical', 'Detail'));
    const draft = removeStep(start, keyOf(start, 'Mechanical'));
    expect(names(draft)).toEqual(['Inspection', 'Detail']);
    expect(removedSteps(draft).map(({ step, target }) => [step.name, target.name])).toEqual([
      ['Mechanical', 'Detail'],
    ]);
    expect(toPutBody(draft).moveCarsTo).toEqual({ [id(2)]: id(3) });
    const chosen = setMoveTarget(draft, id(2), keyOf(draft, 'Inspection'));
    expect(toPutBody(chosen).moveCarsTo).toEqual({ [id(2)]: id(1) });
  });

  it('the last step removed sends its cars to the one before; a new target is its index', () => {
    const start = addStep(draftFromWorkflow(saved('Inspection', 'Detail')), 'Photos');
    const draft = removeStep(start, keyOf(start, 'Detail'));
    const retargeted = setMoveTarget(draft, id(2), keyOf(draft, 'Photos'));
    expect(toPutBody(retargeted).moveCarsTo).toEqual({ [id(2)]: 1 });
    const photosGone = removeStep(retargeted, keyOf(retargeted, 'Photos'));
    expect(toPutBody(photosGone).moveCarsTo).toEqual({ [id(2)]: id(1) });
  });

  it('a new step removed leaves nothing to move; the only step stays', () => {
    const start = addStep(draftFromWorkflow(saved('Inspection')), 'Photos');
    const draft = removeStep(start, keyOf(start, 'Photos'));
    expect(isChanged(draft)).toBe(false);
    expect(toPutBody(draft).moveCarsTo).toEqual({});
    expect(names(removeStep(draft, keyOf(draft, 'Inspection')))).toEqual(['Inspection']);
  });

  it('Standard recon keeps the first step (its cars) and steps of the same name', () => {
    const start = draftFromWorkflow(saved('Make Ready', 'Detail', 'Lot'));
    const draft = applyTemplate(start, 'standard-recon');
    expect(names(draft)).toEqual([
      'Inspection',
      'Estimate and approval',
      'Mechanical',
      'Sublet/body',
      'Detail',
      'Photos',
      'Frontline',
    ]);
    const body = toPutBody(draft);
    expect(body.steps.map((step) => step.id)).toEqual([
      id(1),
      undefined,
      undefined,
      undefined,
      id(2),
      undefined,
      undefined,
    ]);
    expect(body.moveCarsTo).toEqual({ [id(3)]: id(1) });
    expect(body.steps[0]).toMatchObject({
      name: 'Inspection',
      thresholds: { newThreshold: 15, workingThreshold: 90, warningThreshold: 120 },
      businessHours: true,
    });
    expect(body.steps[6]).toMatchObject({ name: 'Frontline', timed: false });
  });

  it('One timer goes back to the default step, keeping the first step', () => {
    const start = applyTemplate(draftFromWorkflow(saved('Make Ready')), 'express');
    expect(names(start)).toEqual(['Inspection', 'Detail', 'Photos']);
    const draft = applyTemplate(start, 'one-timer');
    expect(toPutBody(draft)).toEqual({
      version: 4,
      steps: [{ id: id(1), ...defaultStepDraft('make-ready') }],
      moveCarsTo: {},
    });
    expect(isChanged(draft)).toBe(false);
  });

  it.each([
    ['make-ready', ['One timer', 'Standard recon', 'Express']],
    ['service', ['One timer']],
  ] as const)('%s starts from %j', (workflow, expected) => {
    expect(templatesFor(workflow).map((template) => template.name)).toEqual(expected);
  });

  it('names the step of each problem the contract finds', () => {
    const start = addStep(draftFromWorkflow(saved('Inspection')), '  ');
    const draft = updateStep(start, keyOf(start, 'Inspection'), { softLimit: 0 });
    expect(draftProblems(draft, 'Make Ready')).toEqual([
      'Make Ready step 1: softLimit must be between 1 and 10000',
      'Make Ready step 2: name is required',
    ]);
    expect(draftProblems(start, 'Make Ready')).toEqual(['Make Ready step 2: name is required']);
  });
});
