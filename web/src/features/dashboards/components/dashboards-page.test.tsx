import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DEALERSHIP_CONFIG } from '@domain/dealership-config';
import { json, renderStaff, stubFetch } from '@/test/staff-render';
import { DashboardsPage } from './dashboards-page';

const D1 = '00000000-0000-4000-8000-0000000000d1';
const { workflows } = DEFAULT_DEALERSHIP_CONFIG;
const times = { createdAt: 1_700_000_000_000, updatedAt: 1_700_000_000_000 };

afterEach(() => vi.unstubAllGlobals());

describe('Custom Dashboards', () => {
  it('creates a dashboard of widgets', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      'GET /api/dashboards': () => [],
      'POST /api/dashboards': ({ body }) => json({ id: D1, ...times, ...(body as object) }, 201),
    });
    renderStaff(<DashboardsPage role="manager" workflows={workflows} />);
    expect(await screen.findByText('No custom dashboards yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New dashboard' }));
    const dialog = screen.getByRole('dialog', { name: 'New dashboard' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove Status counts' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save dashboard' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Add at least one widget')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'Service bay TV');
    await user.click(within(dialog).getByRole('button', { name: 'Live board' }));
    await user.selectOptions(within(dialog).getByLabelText('Workflow for Live board'), 'service');
    await user.click(within(dialog).getByRole('button', { name: 'Overdue list' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save dashboard' }));
    expect(await screen.findByText('Dashboard created')).toBeInTheDocument();
    const body = calls.find((c) => c.method === 'POST')?.body as {
      name: string;
      widgets: { kind: string; workflow?: string }[];
    };
    expect(body.name).toBe('Service bay TV');
    expect(body.widgets.map((w) => [w.kind, w.workflow])).toEqual([
      ['live-board', 'service'],
      ['overdue-list', undefined],
    ]);
  });

  it('lets only admins delete, and links every dashboard full screen', async () => {
    stubFetch({
      'GET /api/dashboards': () => [
        {
          id: D1,
          name: 'Floor',
          widgets: [{ id: 'a', kind: 'overdue-list' }],
          ...times,
        },
      ],
    });
    const { unmount } = renderStaff(<DashboardsPage role="manager" workflows={workflows} />);
    expect(await screen.findByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      `/dashboard/${D1}`,
    );
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    unmount();
    renderStaff(<DashboardsPage role="admin" workflows={workflows} />);
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });
});
