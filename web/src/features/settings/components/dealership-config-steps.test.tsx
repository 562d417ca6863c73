import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkflowPut, WorkflowStepBody, WorkflowSteps } from '@domain/api/workflows';
import { DEFAULT_DEALERSHIP_CONFIG } from '@domain/dealership-config';
import { defaultStepDraft, type StepWorkflow } from '@domain/recon/steps';
import { json, renderStaff, stubFetch, type FetchCall } from '@/test/staff-render';
import { DealershipConfigDialog } from './dealership-config-dialog';

afterEach(() => vi.unstubAllGlobals());

const INSPECTION = '00000000-0000-4000-8000-000000000001';
const MECHANICAL = '00000000-0000-4000-8000-000000000002';
const DETAIL = '00000000-0000-4000-8000-000000000003';
const SERVICE = '00000000-0000-4000-8000-000000000009';

function workflow(kind: StepWorkflow, version: number, steps: [string, string][]): WorkflowSteps {
  return {
    workflow: kind,
    version,
    steps: steps.map(([id, name], position): WorkflowStepBody => ({
      ...defaultStepDraft(kind),
      id,
      name,
      workflow: kind,
      position,
    })),
  };
}

const oneTimer = () => ({
  workflows: [
    workflow('make-ready', 3, [[INSPECTION, 'Make Ready']]),
    workflow('service', 1, [[SERVICE, 'Service']]),
  ],
});
const threeSteps = () => ({
  workflows: [
    workflow('make-ready', 3, [
      [INSPECTION, 'Inspection'],
      [MECHANICAL, 'Mechanical'],
      [DETAIL, 'Detail'],
    ]),
    workflow('service', 1, [[SERVICE, 'Service']]),
  ],
});

function renderConfig(canSave = true) {
  const onOpenChange = vi.fn();
  const view = renderStaff(
    <DealershipConfigDialog
      open
      onOpenChange={onOpenChange}
      config={DEFAULT_DEALERSHIP_CONFIG}
      tenantName="Sunrise Motors"
      canSave={canSave}
      onLaunchSetupWizard={vi.fn()}
    />,
  );
  return { ...view, onOpenChange };
}

const puts = (calls: FetchCall[], path: string) =>
  calls.filter((call) => call.method === 'PUT' && call.path === path);

function workflowPut(calls: FetchCall[]): WorkflowPut {
  const [put, ...more] = puts(calls, '/api/workflows/make-ready');
  if (!put || more.length > 0) throw new Error('expected one PUT of the Make Ready steps');
  return put.body as WorkflowPut;
}

/** Answers a Make Ready PUT as the server would: the list with ids, the next version. */
function savedAnswer({ body }: FetchCall): WorkflowSteps {
  const put = body as WorkflowPut;
  return {
    workflow: 'make-ready',
    version: put.version + 1,
    steps: put.steps.map((step, position) => ({
      ...defaultStepDraft('make-ready'),
      ...step,
      id: step.id ?? `00000000-0000-4000-8000-1000000000${String(position).padStart(2, '0')}`,
      workflow: 'make-ready',
      position,
    })),
  };
}

/** Waits for the configuration's PUT, the save's last call (a toast may be an earlier test's). */
async function configSaved(calls: FetchCall[]) {
  await waitFor(() => expect(puts(calls, '/api/config')).toHaveLength(1));
}

async function openSteps(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('tab', { name: 'Workflow Configuration' }));
  const makeReady = within(screen.getByRole('group', { name: 'Make Ready' }));
  return within(await makeReady.findByRole('group', { name: 'Steps' }));
}

describe('Workflow Configuration: steps (issue #26 item 1)', () => {
  it('says the timeline is the thresholds of a lone default step', async () => {
    const user = userEvent.setup();
    stubFetch({ 'GET /api/workflows': oneTimer });
    renderConfig();
    const steps = await openSteps(user);
    expect(
      await steps.findByText('With one step, the timeline above is its thresholds and labels.'),
    ).toBeInTheDocument();
    expect(steps.getByRole('switch', { name: 'Own thresholds' })).not.toBeChecked();
  });

  it('applies Standard recon and saves its seven steps with the configuration', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      'GET /api/workflows': oneTimer,
      'PUT /api/workflows/make-ready': savedAnswer,
      'PUT /api/config': ({ body }) => body,
    });
    const { onOpenChange } = renderConfig();
    const steps = await openSteps(user);
    await user.click(await steps.findByRole('button', { name: 'Standard recon' }));
    expect(steps.getAllByRole('listitem')).toHaveLength(7);
    await user.click(screen.getByRole('button', { name: 'Save & Apply' }));
    await configSaved(calls);
    const body = workflowPut(calls);
    expect(body.version).toBe(3);
    expect(body.steps.map((step) => step.name)).toEqual([
      'Inspection',
      'Estimate and approval',
      'Mechanical',
      'Sublet/body',
      'Detail',
      'Photos',
      'Frontline',
    ]);
    // The default step's cars stay put: Inspection takes its id.
    expect(body.steps.map((step) => step.id ?? null)).toEqual([
      INSPECTION,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(body.steps[6]).toMatchObject({ timed: false, countsTowardT2L: false });
    expect(body.moveCarsTo).toEqual({});
    expect(puts(calls, '/api/workflows/service')).toEqual([]);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('renames, reorders and removes a step, sending its cars where the admin says', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      'GET /api/workflows': threeSteps,
      'PUT /api/workflows/make-ready': savedAnswer,
      'PUT /api/config': ({ body }) => body,
    });
    renderConfig();
    const steps = await openSteps(user);
    const detail = within(await steps.findByRole('group', { name: 'Step 3' }));
    await user.clear(detail.getByLabelText('Name'));
    await user.type(detail.getByLabelText('Name'), 'Detail and wash');
    await user.click(steps.getByRole('button', { name: 'Move Detail and wash up' }));
    expect(within(steps.getByRole('group', { name: 'Step 2' })).getByLabelText('Name')).toHaveValue(
      'Detail and wash',
    );
    expect(steps.getByRole('status')).toHaveTextContent('Detail and wash moved to step 2.');
    await user.click(steps.getByRole('button', { name: 'Remove Mechanical' }));
    const removed = within(steps.getByRole('group', { name: 'Removed step Mechanical' }));
    const target = removed.getByLabelText('Move its cars to…');
    expect(target).toHaveDisplayValue('Detail and wash');
    await user.selectOptions(target, 'Inspection');
    await user.click(screen.getByRole('button', { name: 'Save & Apply' }));
    await configSaved(calls);
    const body = workflowPut(calls);
    expect(body.steps.map((step) => [step.id, step.name])).toEqual([
      [INSPECTION, 'Inspection'],
      [DETAIL, 'Detail and wash'],
    ]);
    expect(body.moveCarsTo).toEqual({ [MECHANICAL]: INSPECTION });
  });

  it('a removed step that still holds cars stops the save and says so', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      'GET /api/workflows': threeSteps,
      'PUT /api/workflows/make-ready': () =>
        json(
          {
            error: 'Conflict',
            message: `moveCarsTo.${MECHANICAL}: Mechanical holds 3 car(s): say which step they move to`,
            field: `moveCarsTo.${MECHANICAL}`,
          },
          409,
        ),
      'PUT /api/config': ({ body }) => body,
    });
    const { onOpenChange } = renderConfig();
    const steps = await openSteps(user);
    await user.click(await steps.findByRole('button', { name: 'Remove Mechanical' }));
    await user.click(screen.getByRole('button', { name: 'Save & Apply' }));
    expect(
      await screen.findByText(
        'Make Ready: Mechanical holds 3 car(s): say which step they move to. Choose a step under "Move its cars to…" and save again.',
      ),
    ).toBeInTheDocument();
    const removed = within(steps.getByRole('group', { name: 'Removed step Mechanical' }));
    expect(removed.getByLabelText('Move its cars to…')).toHaveAccessibleDescription(
      'Mechanical still holds cars.',
    );
    expect(puts(calls, '/api/config')).toEqual([]);
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it('a stale list says so, and Reload steps reads them again', async () => {
    const user = userEvent.setup();
    let answer = threeSteps();
    const { calls } = stubFetch({
      'GET /api/workflows': () => answer,
      'PUT /api/workflows/make-ready': () =>
        json(
          {
            error: 'Conflict',
            message: 'version: the steps were changed meanwhile; reload them and try again',
            field: 'version',
          },
          409,
        ),
    });
    renderConfig();
    const steps = await openSteps(user);
    await user.click(await steps.findByRole('button', { name: 'Remove Detail' }));
    await user.click(screen.getByRole('button', { name: 'Save & Apply' }));
    expect(
      await screen.findByText(
        'Make Ready steps were changed elsewhere meanwhile, so your step changes were not saved. Reload the steps, make your changes again and save.',
      ),
    ).toBeInTheDocument();
    answer = {
      workflows: [
        workflow('make-ready', 4, [
          [INSPECTION, 'Inspection'],
          [DETAIL, 'Detail'],
        ]),
        workflow('service', 1, [[SERVICE, 'Service']]),
      ],
    };
    await user.click(steps.getByRole('button', { name: 'Reload steps' }));
    expect(await steps.findByRole('button', { name: 'Remove Detail' })).toBeInTheDocument();
    expect(steps.queryByRole('button', { name: 'Remove Mechanical' })).not.toBeInTheDocument();
    expect(steps.queryByRole('button', { name: 'Reload steps' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/workflows')).toHaveLength(2);
  });

  it('own thresholds start from the timeline; a refused order names the step', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      'GET /api/workflows': oneTimer,
      'PUT /api/workflows/make-ready': () =>
        json(
          {
            error: 'Bad Request',
            message:
              'steps.0.thresholds: Make Ready thresholds must increase: new < working < warning',
            field: 'steps.0.thresholds',
          },
          400,
        ),
    });
    renderConfig();
    const steps = await openSteps(user);
    await user.click(await steps.findByRole('switch', { name: 'Own thresholds' }));
    expect(steps.getByLabelText('New until (min)')).toHaveValue(5);
    expect(steps.getByLabelText('Working until (min)')).toHaveValue(30);
    await user.clear(steps.getByLabelText('Wrap up until (min)'));
    await user.type(steps.getByLabelText('Wrap up until (min)'), '25');
    await user.click(screen.getByRole('button', { name: 'Save & Apply' }));
    expect(
      await screen.findByText(
        'Make Ready step 1: Make Ready thresholds must increase: new < working < warning',
      ),
    ).toBeInTheDocument();
    expect(workflowPut(calls).steps[0]?.thresholds).toEqual({
      newThreshold: 5,
      workingThreshold: 30,
      warningThreshold: 25,
    });
  });

  it('names the step whose entry the contract refuses, and sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({ 'GET /api/workflows': threeSteps });
    renderConfig();
    const steps = await openSteps(user);
    await user.clear(
      within(await steps.findByRole('group', { name: 'Step 2' })).getByLabelText('Name'),
    );
    await user.click(screen.getByRole('button', { name: 'Save & Apply' }));
    expect(await screen.findByText('Make Ready step 2: name is required')).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('a manager sees the steps but cannot change them', async () => {
    const user = userEvent.setup();
    stubFetch({ 'GET /api/workflows': threeSteps });
    renderConfig(false);
    const steps = await openSteps(user);
    const first = within(await steps.findByRole('group', { name: 'Step 1' }));
    expect(first.getByLabelText('Name')).toHaveValue('Inspection');
    expect(first.getByLabelText('Name')).toBeDisabled();
    expect(steps.getByRole('button', { name: 'Standard recon' })).toBeDisabled();
    expect(steps.getByRole('button', { name: 'Add step' })).toBeDisabled();
    expect(steps.getByRole('button', { name: 'Remove Mechanical' })).toBeDisabled();
    expect(first.getByRole('switch', { name: 'Business hours only' })).toBeDisabled();
  });
});
