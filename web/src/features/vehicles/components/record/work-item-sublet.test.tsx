import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Role } from '@domain/api/common';
import type { VendorJob, VendorJobCreate } from '@domain/api/vendors';
import type { WorkItem } from '@domain/api/work';
import { vendorApi } from '@domain/api/vendor-endpoints';
import { createApiClient } from '@/lib/api-client';
import { createManualClock } from '@/lib/clock';
import { createMemoryTransport, memoryRoute } from '@/lib/memory-transport';
import { renderStaff } from '@/test/staff-render';
import { buildVehicle } from '@domain/vehicle/vehicle-fixtures';
import { buildVendor, sentVendorJob } from '@/test/vendor-factory';
import { WorkItemSublet } from './work-item-sublet';

const NOW = Date.UTC(2026, 10, 23, 15);
const VENDOR = buildVendor({
  id: '00000000-0000-4000-8000-00000000000b',
  name: 'Dent Pros',
  trade: 'dent-repair',
});

function renderItem(role: Role, earlier: Partial<VendorJob>[] = []) {
  const vehicle = buildVehicle({ stockNumber: 'S200' });
  const item: WorkItem = {
    id: '00000000-0000-4000-8000-0000000000c1',
    vehicleId: vehicle.id,
    description: 'Door ding, left rear',
    category: 'sublet',
    partsCents: 12_500,
    labourHours: 0,
    labourRateCents: 0,
    totalCents: 12_500,
    state: 'approved',
    assigneeId: null,
    requestId: null,
    decidedHow: null,
    decidedBy: null,
    decidedAt: null,
    decisionNote: null,
    version: 1,
    createdAt: NOW,
    updatedAt: NOW,
  };
  const sent: VendorJobCreate[] = [];
  const jobs: VendorJob[] = [];
  const job = (body: VendorJobCreate, more: Partial<VendorJob> = {}) =>
    sentVendorJob(
      {
        id: '00000000-0000-4000-8000-000000000002',
        vehicleId: vehicle.id,
        vendor: VENDOR,
        now: NOW,
      },
      body,
      more,
    );
  for (const more of earlier) {
    jobs.push(job({ vendorId: VENDOR.id, workItemId: item.id, what: 'x', quoteCents: 1 }, more));
  }
  const transport = createMemoryTransport([
    memoryRoute(vendorApi.list, () => ({ status: 200, body: { vendors: [VENDOR] } })),
    memoryRoute(vendorApi.vehicleJobs, () => ({ status: 200, body: { jobs } })),
    memoryRoute(vendorApi.sendJob, ({ body }) => {
      sent.push(body);
      jobs.push(job(body));
      return { status: 201, body: jobs[jobs.length - 1]! };
    }),
  ]);
  renderStaff(
    <ul>
      <li>
        <WorkItemSublet vehicle={vehicle} item={item} />
      </li>
    </ul>,
    { api: createApiClient(transport), role, clock: createManualClock(NOW) },
  );
  return { sent, item };
}

describe('a sublet work item sent to a vendor (issue #31)', () => {
  it('opens the job form with the item, sends it linked, and shows its chip', async () => {
    const { sent, item } = renderItem('user');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send to vendor' }));
    const form = within(
      screen.getByRole('form', { name: 'Send Door ding, left rear to a vendor' }),
    );
    expect(form.getByLabelText('Job for the vendor')).toHaveValue('Door ding, left rear');
    expect(form.getByLabelText('Quoted amount')).toHaveValue('125');
    // Monday 10:00 in New York: due Wednesday 10:00.
    expect(form.getByLabelText('Due')).toHaveValue('2026-11-25T10:00');
    await user.click(form.getByRole('button', { name: 'Send job' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          vendorId: VENDOR.id,
          workItemId: item.id,
          what: 'Door ding, left rear',
          quoteCents: 12_500,
          dueAt: Date.UTC(2026, 10, 25, 15),
        },
      ]),
    );
    expect(await screen.findByTestId('work-item-sublet')).toHaveTextContent(
      'Dent repair · due Wed · Sent · Dent Pros',
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    // While its job is open, the item is not sent again.
    expect(screen.queryByRole('button', { name: 'Send to vendor' })).not.toBeInTheDocument();
  });

  it('shows a closed job and offers to send the item again', async () => {
    renderItem('user', [{ state: 'cancelled', sentAt: NOW - 1_000, closedAt: NOW - 500 }]);
    expect(await screen.findByTestId('work-item-sublet')).toHaveTextContent(
      'Dent repair · Cancelled · Dent Pros',
    );
    expect(await screen.findByRole('button', { name: 'Send to vendor' })).toBeInTheDocument();
  });
});
