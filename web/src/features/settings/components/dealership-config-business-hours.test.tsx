import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DEALERSHIP_CONFIG, type DealershipConfig } from '@domain/dealership-config';
import { renderStaff, stubFetch, type FetchCall } from '@/test/staff-render';
import { DealershipConfigDialog } from './dealership-config-dialog';

afterEach(() => vi.unstubAllGlobals());

function renderConfig(canSave = true) {
  return renderStaff(
    <DealershipConfigDialog
      open
      onOpenChange={vi.fn()}
      config={DEFAULT_DEALERSHIP_CONFIG}
      tenantName="Sunrise Motors"
      canSave={canSave}
      onLaunchSetupWizard={vi.fn()}
    />,
  );
}

/** The configuration's PUT, once it is sent (a toast may be an earlier test's). */
async function savedConfig(calls: FetchCall[]): Promise<DealershipConfig> {
  const put = await waitFor(() => {
    const found = calls.find((call) => call.method === 'PUT' && call.path === '/api/config');
    if (!found) throw new Error('no PUT /api/config yet');
    return found;
  });
  return put.body as DealershipConfig;
}

async function openBusinessHours(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('tab', { name: 'Workflow Configuration' }));
  return within(screen.getByRole('group', { name: 'Business hours' }));
}

describe('Workflow Configuration: business hours (issue #26 item 4)', () => {
  it('saves the time zone, the week and the holidays with the configuration', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({ 'PUT /api/config': ({ body }) => body });
    renderConfig();
    const hours = await openBusinessHours(user);
    await user.selectOptions(hours.getByLabelText('Time zone'), 'America/Chicago');
    const sunday = within(hours.getByRole('group', { name: 'Sunday' }));
    await user.click(sunday.getByRole('checkbox', { name: 'Open' }));
    // A day opened takes the hours of the nearest open day before it (Saturday's).
    expect(sunday.getByLabelText('Opens')).toHaveValue('09:00');
    expect(sunday.getByLabelText('Closes')).toHaveValue('17:00');
    const monday = within(hours.getByRole('group', { name: 'Monday' }));
    await user.clear(monday.getByLabelText('Closes'));
    await user.type(monday.getByLabelText('Closes'), '17:30');
    await user.click(
      within(hours.getByRole('group', { name: 'Saturday' })).getByRole('checkbox', {
        name: 'Open',
      }),
    );
    for (const date of ['2026-12-25', '2026-01-01']) {
      await user.type(hours.getByLabelText('Holiday'), date);
      await user.click(hours.getByRole('button', { name: 'Add holiday' }));
    }
    await user.type(hours.getByLabelText('Holiday'), '2026-07-04');
    await user.click(hours.getByRole('button', { name: 'Add holiday' }));
    await user.click(hours.getByRole('button', { name: 'Remove holiday 2026-07-04' }));
    await user.click(screen.getByRole('button', { name: 'Save & Apply' }));
    expect((await savedConfig(calls)).businessHours).toEqual({
      timeZone: 'America/Chicago',
      week: {
        monday: { open: '08:00', close: '17:30' },
        tuesday: { open: '08:00', close: '18:00' },
        wednesday: { open: '08:00', close: '18:00' },
        thursday: { open: '08:00', close: '18:00' },
        friday: { open: '08:00', close: '18:00' },
        saturday: null,
        sunday: { open: '09:00', close: '17:00' },
      },
      holidays: ['2026-01-01', '2026-12-25'],
    });
  });

  it('names the field of a day that closes before it opens, and saves nothing', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({});
    renderConfig();
    const hours = await openBusinessHours(user);
    const monday = within(hours.getByRole('group', { name: 'Monday' }));
    await user.clear(monday.getByLabelText('Closes'));
    await user.type(monday.getByLabelText('Closes'), '07:00');
    const message = 'businessHours.week.monday.close must be after businessHours.week.monday.open';
    expect(monday.getByText(message)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save & Apply' }));
    // Beside the day and in the dialog's list of what stops the save.
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('a manager sees the business hours but cannot change them', async () => {
    const user = userEvent.setup();
    stubFetch({});
    renderConfig(false);
    const hours = await openBusinessHours(user);
    expect(hours.getByLabelText('Time zone')).toHaveValue('America/New_York');
    expect(hours.getByLabelText('Time zone')).toBeDisabled();
    const sunday = within(hours.getByRole('group', { name: 'Sunday' }));
    expect(sunday.getByRole('checkbox', { name: 'Open' })).toBeDisabled();
    const monday = within(hours.getByRole('group', { name: 'Monday' }));
    expect(monday.getByLabelText('Opens')).toBeDisabled();
    expect(hours.getByLabelText('Holiday')).toBeDisabled();
  });
});
