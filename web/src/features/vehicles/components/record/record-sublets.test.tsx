import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Role } from '@domain/api/common';
import type { VendorJob, VendorJobCreate } from '@domain/api/vendors';
import { vendorApi } from '@domain/api/vendor-endpoints';
import { createApiClient } from '@/lib/api-client';
import { createManualClock } from '@/lib/clock';
import { createMemoryTransport, memoryRoute } from '@/lib/memory-transport';
import { renderStaff } from '@/test/staff-render';
import { buildVehicle } from '@domain/vehicle/vehicle-fixtures';
import { buildVendor, sentVendorJob } from '@/test/vendor-factory';
import { RecordSublets } from './record-sublets';

const NOW = Date.UTC(2026, 10, 23, 15);
const VENDOR = buildVendor({ id: '00000000-0000-4000-8000-00000000000a' });

function renderSublets(role: Role) {
  const vehicle = buildVehicle({ stockNumber: 'S100' });
  const sent: VendorJobCreate[] = [];
  const jobs: VendorJob[] = [];
  const transport = createMemoryTransport([
    memoryRoute(vendorApi.list, () => ({ status: 200, body: { vendors: [VENDOR] } })),
    memoryRoute(vendorApi.vehicleJobs, () => ({ status: 200, body: { jobs } })),
    memoryRoute(vendorApi.sendJob, ({ body }) => {
      sent.push(body);
      const job = sentVendorJob(
        {
          id: '00000000-0000-4000-8000-000000000001',
          vehicleId: vehicle.id,
          vendor: VENDOR,
          now: NOW,
        },
        body,
      );
      jobs.push(job);
      return { status: 201, body: job };
    }),
  ]);
  renderStaff(<RecordSublets vehicle={vehicle} />, {
    api: createApiClient(transport),
    role,
    clock: createManualClock(NOW),
  });
  return { sent };
}

describe("the record's sublets (issue #31)", () => {
  it('sends a job due in two business days, and names a bad quote', async () => {
    const { sent } = renderSublets('user');
    const region = within(screen.getByRole('region', { name: 'Sublets' }));
    expect(await region.findByText('No job at a vendor.')).toBeInTheDocument();
    const form = within(await region.findByRole('form', { name: 'Send to a vendor' }));
    // Monday 10:00 in New York: due Wednesday 10:00.
    expect(form.getByLabelText('Due')).toHaveValue('2026-11-25T10:00');
    const user = userEvent.setup();
    await user.type(form.getByLabelText('Job for the vendor'), 'Replace windshield');
    await user.type(form.getByLabelText('Quoted amount'), '-3');
    await user.click(form.getByRole('button', { name: 'Send job' }));
    expect(form.getByRole('alert')).toHaveTextContent('Quote: cannot be negative');
    await user.clear(form.getByLabelText('Quoted amount'));
    await user.type(form.getByLabelText('Quoted amount'), '350');
    await user.click(form.getByRole('button', { name: 'Send job' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          vendorId: VENDOR.id,
          what: 'Replace windshield',
          quoteCents: 35_000,
          dueAt: Date.UTC(2026, 10, 25, 15),
        },
      ]),
    );
    expect(await region.findByText('Glass · Clearview Glass')).toBeInTheDocument();
    expect(region.getByRole('button', { name: 'Cancel job' })).toBeInTheDocument();
  });
});
