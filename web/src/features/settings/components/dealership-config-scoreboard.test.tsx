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

async function openScoreboard(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('tab', { name: 'Workflow Configuration' }));
  return within(screen.getByRole('group', { name: 'Scoreboard' }));
}

const puts = (calls: FetchCall[]) =>
  calls.filter((call) => call.method === 'PUT' && call.path === '/api/config');

describe('Workflow Configuration: the scoreboard’s settings (issue #30)', () => {
  it('saves the target and the holding cost (dollars typed, cents saved)', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({ 'PUT /api/config': ({ body }) => body });
    renderConfig();
    const section = await openScoreboard(user);
    expect(section.getByLabelText('Days in recon target')).toHaveValue(3);
    expect(section.getByLabelText('Holding cost per day ($)')).toHaveValue(37);
    await user.clear(section.getByLabelText('Days in recon target'));
    await user.type(section.getByLabelText('Days in recon target'), '2.5');
    await user.clear(section.getByLabelText('Holding cost per day ($)'));
    await user.type(section.getByLabelText('Holding cost per day ($)'), '45.5');
    await user.click(screen.getByRole('button', { name: 'Save & Apply' }));
    const [put] = await waitFor(() => {
      const found = puts(calls);
      if (found.length === 0) throw new Error('no PUT /api/config yet');
      return found;
    });
    expect((put?.body as DealershipConfig).scoreboard).toEqual({
      targetDays: 2.5,
      holdingCostPerDayCents: 4550,
    });
  });

  it('names the field of a target out of range, and saves nothing', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({});
    renderConfig();
    const section = await openScoreboard(user);
    await user.clear(section.getByLabelText('Days in recon target'));
    await user.type(section.getByLabelText('Days in recon target'), '0');
    const message = 'scoreboard.targetDays must be between 0.5 and 60 days';
    expect(section.getByText(message)).toBeInTheDocument();
    await user.clear(section.getByLabelText('Holding cost per day ($)'));
    expect(
      section.getByText('scoreboard.holdingCostPerDayCents must be a number'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save & Apply' }));
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(puts(calls)).toEqual([]);
  });

  it('a manager sees the settings but cannot change them', async () => {
    const user = userEvent.setup();
    stubFetch({});
    renderConfig(false);
    const section = await openScoreboard(user);
    expect(section.getByLabelText('Days in recon target')).toBeDisabled();
    expect(section.getByLabelText('Holding cost per day ($)')).toBeDisabled();
  });
});
