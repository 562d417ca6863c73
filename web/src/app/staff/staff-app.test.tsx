import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DEALERSHIP_CONFIG, userViewOfConfig } from '@domain/dealership-config';
import { json, renderStaff, stubFetch } from '@/test/staff-render';
import { markTourCompleted } from '@/features/tours/model/completed-tours';
import type { TourId } from '@/features/tours/model/tour-definitions';
import { loadScreen } from '../screens';
import { StaffApp } from './staff-app';
import { STAFF_SCREENS } from './staff-screens';

const tenant = {
  id: '3f2a9c1e-77b1-4c3e-9d1a-000000000001',
  name: 'Sunrise Motors',
  slug: 'sunrise',
};

function renderApp(route: string, role: 'admin' | 'manager' | 'user' = 'admin') {
  stubFetch({
    'GET /api/auth/session': () => ({
      user: { id: 'u1', username: 'admin', role, fullName: 'Alex Admin', email: null },
      tenant,
      dealership: { id: tenant.id, name: tenant.name, subdomain: tenant.slug },
    }),
    // As the server answers it: a user gets the user's view (issue #28 item 7).
    'GET /api/config': () =>
      role === 'user' ? userViewOfConfig(DEFAULT_DEALERSHIP_CONFIG) : DEFAULT_DEALERSHIP_CONFIG,
    'GET /api/tenant/info': () => ({ ...tenant, brandColor: '#DC2626' }),
    'GET /api/user/preferences': () => ({ onboardingCompleted: true }),
    'GET /api/vehicles': () => [],
    'GET /api/dashboards/gone': () => json({ error: 'Dashboard not found' }, 404),
  });
  renderStaff(<StaffApp />, { route });
}

const TOUR_IDS: readonly TourId[] = [
  'make-ready',
  'service',
  'inventory',
  'activity',
  'users',
  'custom-dashboards',
];

// Transform the lazily loaded screens once, so the assertions below wait for React, not Vite.
beforeAll(async () => {
  await Promise.all(STAFF_SCREENS.map((route) => loadScreen(route.screen)));
}, 60_000);

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('staff routes (spec 2.5)', () => {
  it.each([
    ['/', 'Make Ready'],
    ['/make-ready', 'Make Ready'],
    ['/service', 'Service'],
    ['/no-such-page', 'Page not found'],
  ])('%s shows %s inside the header and bottom navigation', async (route, heading) => {
    renderApp(route);
    expect(
      await screen.findByRole('heading', { level: 1, name: new RegExp(heading) }),
    ).toBeVisible();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Workflows' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Sunrise Motors' })).toBeInTheDocument();
  });

  it('Inventory > Import/Export opens System Config on Import & Export (spec 2.12 guide)', async () => {
    const user = userEvent.setup();
    renderApp('/inventory');
    await user.click(await screen.findByRole('button', { name: 'Import/Export' }));
    expect(await screen.findByRole('dialog', { name: 'System Config' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Import & Export' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByLabelText('Import vehicles from a CSV file')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    expect(await screen.findByRole('tab', { name: 'General' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('/dashboard/{id} is full screen: no header and no bottom navigation', async () => {
    renderApp('/dashboard/gone');
    expect(await screen.findByRole('heading', { name: 'Dashboard not found' })).toBeVisible();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Workflows' })).not.toBeInTheDocument();
  });

  it.each(['/make-ready', '/service', '/inventory', '/activity', '/users', '/custom-dashboard'])(
    "'n' opens Add vehicle on %s (issue #16 item 10)",
    async (route) => {
      const user = userEvent.setup();
      // Every page has a guided tour (#28 item 6): seen already, so only Add vehicle opens.
      for (const tour of TOUR_IDS) markTourCompleted(tour);
      renderApp(route);
      await screen.findByRole('heading', { level: 1 });
      await user.keyboard('n');
      expect(await screen.findByRole('dialog', { name: 'Add vehicle' })).toBeInTheDocument();
      // One dialog: the page's own button, or the app's where the page has none.
      expect(screen.getAllByRole('dialog')).toHaveLength(1);
    },
  );

  it.each([
    ['/users', 'Welcome to User Management'],
    ['/custom-dashboard', 'Welcome to Custom Dashboards'],
    ['/inventory-management', 'Welcome to Inventory management'],
  ])('%s starts its own guided tour (#28 item 6)', async (route, title) => {
    renderApp(route);
    expect(await screen.findByRole('dialog', { name: title })).toBeInTheDocument();
  });

  it.each([
    ['/make-ready', 'Make Ready'],
    ['/service', 'Service'],
    ['/inventory', 'Inventory'],
    ['/activity', 'Activity'],
  ])("a user's %s works on the user's view of the configuration", async (route, heading) => {
    renderApp(route, 'user');
    expect(
      await screen.findByRole('heading', { level: 1, name: new RegExp(heading) }),
    ).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Sunrise Motors' })).toBeInTheDocument();
  });

  it.each([
    ['manager', true],
    ['admin', true],
    ['user', false],
  ] as const)('Dealership Configuration is offered to a %s: %s (spec 6)', async (role, offered) => {
    const user = userEvent.setup();
    renderApp('/make-ready', role);
    await user.click(await screen.findByRole('button', { name: 'Settings' }));
    await screen.findByRole('dialog', { name: 'System Config' });
    const button = screen.queryByRole('button', { name: 'Dealership Configuration' });
    if (!offered) {
      expect(button).not.toBeInTheDocument();
      return;
    }
    await user.click(button!);
    expect(
      await screen.findByRole('dialog', { name: 'Dealership Configuration' }),
    ).toBeInTheDocument();
  });
});
