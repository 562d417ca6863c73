import { useCallback, useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Role } from '@domain/api/common';
import { useAppCommand } from '@/lib/app-events';
import { renderStaff } from '@/test/staff-render';
import { SystemConfigDialog } from '@/features/settings/components/system-config-dialog';
import { createMemoryVehicleSource } from '@/features/vehicles/source/memory-vehicle-source';
import { InventoryRoute } from './inventory-route';

const NOW = Date.UTC(2026, 0, 1, 12);

/** What StaffLayout does with the command: System Config, opened on Import & Export. */
function ImportExportListener({ role }: { role: Role }) {
  const [open, setOpen] = useState(false);
  useAppCommand(
    'open-import-export',
    useCallback(() => setOpen(true), []),
  );
  if (!open) return null;
  return (
    <SystemConfigDialog
      open
      initialSection="import-export"
      onOpenChange={setOpen}
      user={{ username: 'pat', role }}
      textEnlargement
      onOpenDealershipConfig={() => undefined}
      onOpenActivityLog={() => undefined}
      onOpenDashboards={() => undefined}
    />
  );
}

function renderRoute(role: Role) {
  renderStaff(
    <>
      <InventoryRoute />
      <ImportExportListener role={role} />
    </>,
    { source: createMemoryVehicleSource(() => NOW), role },
  );
}

describe('Inventory > Import/Export (spec 2.12 import guide)', () => {
  it.each(['admin', 'manager'] as const)(
    'opens System Config on Import & Export for a %s',
    async (role) => {
      const user = userEvent.setup();
      renderRoute(role);
      await user.click(await screen.findByRole('button', { name: 'Import/Export' }));
      expect(await screen.findByRole('tab', { name: 'Import & Export' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      expect(screen.getByLabelText('Import vehicles from a CSV file')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Download template' })).toBeInTheDocument();
    },
  );

  it('is not offered to a role user, who may not import (spec 6)', async () => {
    renderRoute('user');
    expect(await screen.findAllByTestId('vehicle-card')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Import/Export' })).not.toBeInTheDocument();
  });
});
