import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DEALERSHIP_CONFIG, type DealershipConfig } from '@domain/dealership-config';
import { json, renderStaff, stubFetch } from '@/test/staff-render';
import { putConfig } from '@/features/settings/api/put-config';
import { serverApi } from '@/lib/api-client';
import { DealershipConfigDialog } from './dealership-config-dialog';

afterEach(() => vi.unstubAllGlobals());

function renderConfig(canSave = true) {
  const onOpenChange = vi.fn();
  const onLaunchSetupWizard = vi.fn();
  const view = renderStaff(
    <DealershipConfigDialog
      open
      onOpenChange={onOpenChange}
      config={DEFAULT_DEALERSHIP_CONFIG}
      tenantName="Sunrise Motors"
      canSave={canSave}
      onLaunchSetupWizard={onLaunchSetupWizard}
    />,
  );
  return { ...view, onOpenChange, onLaunchSetupWizard };
}

function savedConfig(calls: { method: string; body: unknown }[]): DealershipConfig {
  const put = calls.find((c) => c.method === 'PUT');
  if (!put) throw new Error('no PUT');
  return put.body as DealershipConfig;
}

describe('Dealership Configuration dialog (spec 2.10, 5)', () => {
  it('has the six sections and the three buttons', () => {
    renderConfig();
    for (const name of [
      'Branding',
      'General Settings',
      'Inventory Display',
      'Workflow Configuration',
      'Help & Getting Started',
      'Feature Toggles',
    ]) {
      expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    }
    for (const name of ['Reset to Default', 'Cancel', 'Save & Apply']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it.each([
    ['50', 36],
    ['2', 4],
    ['', 16],
    ['abc', 16],
    ['20', 20],
  ])('max vehicles %s saves as %i (4–36, default 16)', async (typed, saved) => {
    const user = userEvent.setup();
    const { calls } = stubFetch({ 'PUT /api/config': ({ body }) => body });
    renderConfig();
    await user.click(screen.getByRole('tab', { name: 'Inventory Display' }));
    const field = screen.getByLabelText('Max vehicles per grid');
    await user.clear(field);
    if (typed) await user.type(field, typed);
    await user.tab();
    expect(field).toHaveValue(saved);
    await user.click(screen.getByRole('button', { name: 'Save & Apply' }));
    await screen.findByText('Settings saved');
    expect(savedConfig(calls).grid.maxVehicles).toBe(saved);
  });

  it('clamps thresholds to their ranges and steps', async () => {
    const user = userEvent.setup();
    renderConfig();
    await user.click(screen.getByRole('tab', { name: 'Workflow Configuration' }));
    const makeReady = within(screen.getByRole('group', { name: 'Make Ready' }));
    const service = within(screen.getByRole('group', { name: 'Service' }));
    const set = async (field: HTMLElement, value: string) => {
      await user.clear(field);
      if (value) await user.type(field, value);
      await user.tab();
    };
    await set(makeReady.getByLabelText('New until'), '0');
    expect(makeReady.getByLabelText('New until')).toHaveValue(1);
    await set(makeReady.getByLabelText('Working until'), '500');
    expect(makeReady.getByLabelText('Working until')).toHaveValue(120);
    await set(makeReady.getByLabelText('Wrap up until'), '');
    expect(makeReady.getByLabelText('Wrap up until')).toHaveValue(40);
    await set(service.getByLabelText('New until'), '0.37');
    expect(service.getByLabelText('New until')).toHaveValue(0.4);
    await set(service.getByLabelText('Good until'), '0.1');
    expect(service.getByLabelText('Good until')).toHaveValue(0.5);
    await set(service.getByLabelText('Attention until'), 'x');
    expect(service.getByLabelText('Attention until')).toHaveValue(12);
  });

  it('blocks saving thresholds out of order with the schema message', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({});
    renderConfig();
    await user.click(screen.getByRole('tab', { name: 'Workflow Configuration' }));
    const makeReady = within(screen.getByRole('group', { name: 'Make Ready' }));
    await user.clear(makeReady.getByLabelText('New until'));
    await user.type(makeReady.getByLabelText('New until'), '45');
    await user.click(screen.getByRole('button', { name: 'Save & Apply' }));
    expect(
      await screen.findByText('Make Ready thresholds must increase: new < working < warning'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it.each([
    ['Luxury', (c: DealershipConfig) => [c.grid.maxVehicles, c.inventoryViewMode], [12, 'grid']],
    [
      'Volume',
      (c: DealershipConfig) => [
        c.grid.maxVehicles,
        c.grid.showEmptySlots,
        c.inventoryViewMode,
        c.features.textEnlargement,
        c.features.timeEditing,
      ],
      [32, true, 'table', false, false],
    ],
    [
      'Service center',
      (c: DealershipConfig) => [
        c.workflows.makeReady.enabled,
        c.features.advancedSearch,
        c.inventoryViewMode,
        c.workflows.service.locationLabel,
      ],
      [false, false, 'board', 'Bay #'],
    ],
  ])('applies the %s preset', async (preset, pick, expected) => {
    const user = userEvent.setup();
    const { calls } = stubFetch({ 'PUT /api/config': ({ body }) => body });
    renderConfig();
    await user.click(screen.getByRole('tab', { name: 'General Settings' }));
    await user.click(screen.getByRole('button', { name: new RegExp(`^${preset}`) }));
    await user.click(screen.getByRole('button', { name: 'Save & Apply' }));
    await screen.findByText('Settings saved');
    expect(pick(savedConfig(calls))).toEqual(expected);
  });

  it('keeps the brand colour hex-only, at most 6 digits, empty → #DC2626', async () => {
    const user = userEvent.setup();
    renderConfig();
    const field = screen.getByLabelText('Brand color');
    await user.clear(field);
    await user.tab();
    expect(field).toHaveValue('#DC2626');
    await user.clear(field);
    await user.type(field, 'zz12ab34cd');
    await user.tab();
    expect(field).toHaveValue('#12AB34');
    expect(screen.getByLabelText('Brand color picker')).toHaveValue('#12ab34');
  });

  it.each([
    ['Header background', 'headerBackground', '#FFFFFF'],
    ['Header text color', 'headerTextColor', '#111827'],
  ] as const)(
    'an emptied %s falls back to its own default %s, not the brand red',
    async (label, key, fallback) => {
      const user = userEvent.setup();
      const { calls } = stubFetch({ 'PUT /api/config': ({ body }) => body });
      renderConfig();
      await user.click(screen.getByRole('tab', { name: 'General Settings' }));
      const field = screen.getByLabelText(label);
      await user.clear(field);
      await user.type(field, '#');
      await user.tab();
      expect(field).toHaveValue(fallback);
      expect(screen.getByLabelText(`${label} picker`)).toHaveValue(fallback.toLowerCase());
      await user.click(screen.getByRole('button', { name: 'Save & Apply' }));
      await screen.findByText('Settings saved');
      expect(savedConfig(calls).theme[key]).toBe(fallback);
      expect(savedConfig(calls).theme.primaryColor).toBe('#DC2626');
    },
  );

  it('saves with the success toast and closes', async () => {
    const user = userEvent.setup();
    stubFetch({ 'PUT /api/config': ({ body }) => body });
    const { onOpenChange, queryClient } = renderConfig();
    await user.type(screen.getByLabelText('Dealership name'), 'Sunrise Toyota');
    await user.click(screen.getByRole('button', { name: 'Save & Apply' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(
      screen.getByText('Your configuration has been updated successfully.'),
    ).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(queryClient.getQueryData(['config'])).toMatchObject({ name: 'Sunrise Toyota' });
  });

  it('shows the destructive error toast when saving fails', async () => {
    const user = userEvent.setup();
    stubFetch({ 'PUT /api/config': () => json({ error: 'nope' }, 500, 'Internal Server Error') });
    const { onOpenChange } = renderConfig();
    await user.click(screen.getByRole('button', { name: 'Save & Apply' }));
    expect(await screen.findByText('Error saving settings')).toBeInTheDocument();
    expect(screen.getByText('Failed to save configuration. Please try again.')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it('PUT throws with the status and status text', async () => {
    stubFetch({ 'PUT /api/config': () => json({}, 503, 'Service Unavailable') });
    await expect(putConfig(serverApi, DEFAULT_DEALERSHIP_CONFIG)).rejects.toThrow(
      '503 Service Unavailable',
    );
  });

  it('Reset to Default restores the defaults', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({ 'PUT /api/config': ({ body }) => body });
    renderConfig();
    await user.click(screen.getByRole('tab', { name: 'General Settings' }));
    await user.click(screen.getByRole('button', { name: /^Volume/ }));
    await user.click(screen.getByRole('button', { name: 'Reset to Default' }));
    await user.click(screen.getByRole('button', { name: 'Save & Apply' }));
    await screen.findByText('Settings saved');
    expect(savedConfig(calls)).toEqual(DEFAULT_DEALERSHIP_CONFIG);
  });

  it('launches the setup wizard from Help & Getting Started', async () => {
    const user = userEvent.setup();
    const { onLaunchSetupWizard } = renderConfig();
    await user.click(screen.getByRole('tab', { name: 'Help & Getting Started' }));
    await user.click(screen.getByRole('button', { name: 'Launch setup wizard' }));
    expect(onLaunchSetupWizard).toHaveBeenCalled();
  });

  it('only admins can save', () => {
    renderConfig(false);
    expect(screen.getByRole('button', { name: 'Save & Apply' })).toBeDisabled();
  });
});
