import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StepAlertRules } from '@domain/api/alerts';
import { DEFAULT_DEALERSHIP_CONFIG } from '@domain/dealership-config';
import { json, renderStaff, stubFetch, type FetchCall } from '@/test/staff-render';
import { DealershipConfigDialog } from './dealership-config-dialog';

afterEach(() => vi.unstubAllGlobals());

const MECHANICAL = '00000000-0000-4000-8000-000000000001';
const DESK = '00000000-0000-4000-8000-000000000002';
const ALEX = '00000000-0000-4000-8000-0000000000a1';
const PAT = '00000000-0000-4000-8000-0000000000a2';
const SAM = '00000000-0000-4000-8000-0000000000a3';

const person = (id: string, fullName: string, role: 'admin' | 'manager' | 'user') => ({
  id,
  username: fullName.split(' ')[0]?.toLowerCase() ?? 'x',
  fullName,
  email: null,
  role,
  disabled: false,
  createdAt: 0,
  updatedAt: 0,
});
const USERS = [
  person(ALEX, 'Alex Manager', 'manager'),
  person(PAT, 'Pat Admin', 'admin'),
  person(SAM, 'Sam Tech', 'user'),
];

const RULES: StepAlertRules = {
  steps: [
    {
      stepId: MECHANICAL,
      workflow: 'make-ready',
      name: 'Mechanical',
      isDefault: true,
      rule: {
        entered: ['assignee'],
        warning: ['assignee'],
        overdue: ['assignee'],
        escalateAfterMinutes: 60,
      },
    },
    {
      stepId: DESK,
      workflow: 'service',
      name: 'Service desk',
      isDefault: false,
      rule: { entered: [], warning: [], overdue: ['managers'], escalateAfterMinutes: null },
    },
  ],
};
const WEEK = {
  monday: ALEX,
  tuesday: null,
  wednesday: null,
  thursday: null,
  friday: null,
  saturday: null,
  sunday: null,
};

const refusal = (message: string, field: string) =>
  json({ error: 'Bad Request', message, field }, 400, 'Bad Request');

function renderAlerts(handlers: Parameters<typeof stubFetch>[0], canManageAlerts = true) {
  const stub = stubFetch({
    'GET /api/alert-rules': () => RULES,
    'GET /api/on-call': () => ({ week: WEEK, dates: {} }),
    'GET /api/users': () => USERS,
    ...handlers,
  });
  renderStaff(
    <DealershipConfigDialog
      open
      onOpenChange={vi.fn()}
      config={DEFAULT_DEALERSHIP_CONFIG}
      tenantName="Sunrise Motors"
      canSave={false}
      canManageAlerts={canManageAlerts}
      onLaunchSetupWizard={vi.fn()}
    />,
  );
  return stub;
}

const puts = (calls: FetchCall[], path: string) =>
  calls.filter((call) => call.method === 'PUT' && call.path === path);

describe('Alerts and On Call (issue #32)', () => {
  it("sets a step's audiences and escalation, and shows the server's refusal by its field", async () => {
    const user = userEvent.setup();
    let answered = 0;
    const { calls } = renderAlerts({
      [`PUT /api/alert-rules/${MECHANICAL}`]: ({ body }) => {
        answered += 1;
        if (answered === 1)
          return refusal(
            'escalateAfterMinutes: alertRule.escalateAfterMinutes must be at least 5',
            'escalateAfterMinutes',
          );
        return { steps: [{ ...RULES.steps[0], isDefault: false, rule: body }, RULES.steps[1]] };
      },
    });
    await user.click(screen.getByRole('tab', { name: 'Alerts and On Call' }));
    const step = within(await screen.findByRole('group', { name: 'Alerts for Mechanical' }));
    // Each workflow names its yellow and red in its own words.
    const desk = within(screen.getByRole('group', { name: 'Alerts for Service desk' }));
    expect(desk.getByRole('group', { name: 'At critical (red)' })).toBeInTheDocument();
    expect(desk.getByRole('checkbox', { name: 'Never goes up' })).toBeChecked();

    const red = within(step.getByRole('group', { name: 'At overdue (red)' }));
    await user.click(red.getByRole('checkbox', { name: 'Managers' }));
    await user.click(
      within(step.getByRole('group', { name: 'When a car enters' })).getByRole('checkbox', {
        name: "Step's owner role",
      }),
    );
    const minutes = step.getByLabelText('Goes up a level after (business minutes)');
    expect(minutes).toHaveValue(60);
    await user.clear(minutes);
    await user.type(minutes, '3');
    await user.click(step.getByRole('button', { name: 'Save Mechanical' }));
    await waitFor(() => expect(minutes).toHaveAttribute('aria-invalid', 'true'));
    expect(minutes).toHaveAccessibleDescription(
      'alertRule.escalateAfterMinutes must be at least 5',
    );

    await user.clear(minutes);
    await user.type(minutes, '30');
    await user.click(step.getByRole('button', { name: 'Save Mechanical' }));
    expect(await step.findByRole('status')).toHaveTextContent('Saved');
    expect(minutes).not.toHaveAttribute('aria-invalid');
    expect(puts(calls, `/api/alert-rules/${MECHANICAL}`).map((call) => call.body)).toEqual([
      {
        entered: ['assignee', 'owner-role'],
        warning: ['assignee'],
        overdue: ['assignee', 'managers'],
        escalateAfterMinutes: 3,
      },
      {
        entered: ['assignee', 'owner-role'],
        warning: ['assignee'],
        overdue: ['assignee', 'managers'],
        escalateAfterMinutes: 30,
      },
    ]);
  });

  it('sends "never" as no escalation, and refuses an empty number before asking', async () => {
    const user = userEvent.setup();
    const { calls } = renderAlerts({
      [`PUT /api/alert-rules/${MECHANICAL}`]: () => RULES,
    });
    await user.click(screen.getByRole('tab', { name: 'Alerts and On Call' }));
    const step = within(await screen.findByRole('group', { name: 'Alerts for Mechanical' }));
    const minutes = step.getByLabelText('Goes up a level after (business minutes)');
    await user.clear(minutes);
    await user.click(step.getByRole('button', { name: 'Save Mechanical' }));
    expect(minutes).toHaveAccessibleDescription(
      'Goes up after must be a whole number of business minutes, or Never',
    );
    expect(puts(calls, `/api/alert-rules/${MECHANICAL}`)).toEqual([]);
    await user.click(step.getByRole('checkbox', { name: 'Never goes up' }));
    await user.click(step.getByRole('button', { name: 'Save Mechanical' }));
    await waitFor(() => expect(puts(calls, `/api/alert-rules/${MECHANICAL}`)).toHaveLength(1));
    expect(puts(calls, `/api/alert-rules/${MECHANICAL}`)[0]?.body).toMatchObject({
      escalateAfterMinutes: null,
    });
  });

  it('sets the manager on call by weekday and by date, offering managers only', async () => {
    const user = userEvent.setup();
    let answered = 0;
    const { calls } = renderAlerts({
      'PUT /api/on-call': ({ body }) => {
        answered += 1;
        return answered === 1
          ? refusal('onCall.week.tuesday must be one of your managers', 'onCall.week.tuesday')
          : body;
      },
    });
    await user.click(screen.getByRole('tab', { name: 'Alerts and On Call' }));
    const rota = within(await screen.findByRole('group', { name: 'Manager on call' }));
    expect(rota.getByLabelText('Monday')).toHaveValue(ALEX);
    const tuesday = rota.getByLabelText('Tuesday');
    await waitFor(() =>
      expect(
        within(tuesday)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Nobody', 'Alex Manager', 'Pat Admin']),
    );
    await user.selectOptions(tuesday, PAT);
    fireEvent.change(rota.getByLabelText('Date'), { target: { value: '2026-12-25' } });
    await user.click(rota.getByRole('button', { name: 'Add date' }));
    fireEvent.change(rota.getByLabelText('Date'), { target: { value: '2026-12-31' } });
    await user.selectOptions(rota.getByLabelText('On call that day'), ALEX);
    await user.click(rota.getByRole('button', { name: 'Add date' }));
    expect(
      within(rota.getByRole('list', { name: 'On-call dates' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2026-12-25: Nobody', '2026-12-31: Alex Manager']);
    await user.click(rota.getByRole('button', { name: 'Remove 2026-12-31' }));

    await user.click(rota.getByRole('button', { name: 'Save on-call rota' }));
    await waitFor(() => expect(tuesday).toHaveAttribute('aria-invalid', 'true'));
    expect(tuesday).toHaveAccessibleDescription('onCall.week.tuesday must be one of your managers');
    await user.click(rota.getByRole('button', { name: 'Save on-call rota' }));
    expect(await rota.findByRole('status')).toHaveTextContent('Saved');
    expect(puts(calls, '/api/on-call')[1]?.body).toEqual({
      week: { ...WEEK, tuesday: PAT },
      dates: { '2026-12-25': null },
    });
  });

  it('shows the rules without changing them to someone who may not', async () => {
    renderAlerts({}, false);
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Alerts and On Call' }));
    const step = await screen.findByRole('group', { name: 'Alerts for Mechanical' });
    expect(within(step).getByRole('button', { name: 'Save Mechanical' })).toBeDisabled();
    expect(screen.getByText('Only managers and admins can change alerts.')).toBeInTheDocument();
  });
});
