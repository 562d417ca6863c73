import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DEALERSHIP_CONFIG, type DealershipConfig } from '@domain/dealership-config';
import { renderStaff, stubFetch } from '@/test/staff-render';
import { CustomDashboardsRoute } from './custom-dashboards-route';
import { DashboardRoute } from './dashboard-route';
import { NotFoundRoute } from './not-found-route';

afterEach(() => vi.unstubAllGlobals());

/** A dealership that renamed Make Ready "Recon", optionally with a workflow turned off. */
function configWith(
  makeReady: Partial<DealershipConfig['workflows']['makeReady']>,
  service: Partial<DealershipConfig['workflows']['service']> = {},
): DealershipConfig {
  const { workflows } = DEFAULT_DEALERSHIP_CONFIG;
  return {
    ...DEFAULT_DEALERSHIP_CONFIG,
    workflows: {
      makeReady: { ...workflows.makeReady, ...makeReady },
      service: { ...workflows.service, ...service },
    },
  };
}

const RECON = configWith({ displayName: 'Recon' });
const RECON_SERVICE_OFF = configWith({ displayName: 'Recon' }, { enabled: false });
const SAVED = {
  id: '00000000-0000-4000-8000-0000000000d1',
  name: 'Floor',
  widgets: [{ id: 'a', kind: 'average-make-ready-time' }],
  createdAt: 1_700_000_000_000,
  updatedAt: 1_700_000_000_000,
};

describe('A renamed or turned-off workflow on dashboards and the not-found page (#16 item 7)', () => {
  it('names Recon on the built-in wall boards, widget texts and editor options', async () => {
    const user = userEvent.setup();
    stubFetch({ 'GET /api/dashboards': () => [SAVED] });
    renderStaff(<CustomDashboardsRoute />, { workspace: true, config: RECON, role: 'manager' });
    expect(await screen.findByText('Average time in Recon')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Recon wall board/ })).toHaveAttribute(
      'href',
      '/dashboard/make-ready',
    );
    expect(screen.getByRole('link', { name: /Service wall board/ })).toBeInTheDocument();
    expect(screen.queryByText(/Make Ready/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New dashboard' }));
    const dialog = screen.getByRole('dialog', { name: 'New dashboard' });
    expect(within(dialog).getByRole('button', { name: 'Average time in Recon' })).toBeVisible();
    const workflow = within(dialog).getByLabelText('Workflow for Status counts');
    expect(
      within(workflow)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Recon', 'Service']);
    expect(within(dialog).queryByText(/Make Ready/)).not.toBeInTheDocument();
  });

  it('leaves a turned-off Service out of the wall boards and the editor', async () => {
    const user = userEvent.setup();
    stubFetch({ 'GET /api/dashboards': () => [] });
    renderStaff(<CustomDashboardsRoute />, {
      workspace: true,
      config: RECON_SERVICE_OFF,
      role: 'manager',
    });
    expect(await screen.findByText('No custom dashboards yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Recon wall board/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Service wall board/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New dashboard' }));
    const dialog = screen.getByRole('dialog', { name: 'New dashboard' });
    await user.click(within(dialog).getByRole('button', { name: 'Live board' }));
    const workflow = within(dialog).getByLabelText('Workflow for Live board');
    expect(
      within(workflow)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Recon']);
  });

  it('titles the built-in wall board by the configured name', async () => {
    stubFetch({ 'GET /api/vehicles/page': () => ({ items: [], nextCursor: null }) });
    renderStaff(
      <Routes>
        <Route path="/dashboard/:id" element={<DashboardRoute />} />
      </Routes>,
      { workspace: true, config: RECON, route: '/dashboard/make-ready' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Recon' })).toBeInTheDocument();
  });

  it.each([
    ['Recon', RECON, 'Go to Recon', '/'],
    ['the default', DEFAULT_DEALERSHIP_CONFIG, 'Go to Make Ready', '/'],
    ['a turned-off Make Ready', configWith({ enabled: false }), 'Go to Inventory', '/inventory'],
  ])('a page not found leads back to %s', (_, config, name, href) => {
    renderStaff(<NotFoundRoute />, { workspace: true, config, route: '/nowhere' });
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
  });
});
