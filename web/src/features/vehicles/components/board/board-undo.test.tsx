import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { vehicleApi } from '@domain/api/vehicle-endpoints';
import { MINUTE_MS } from '@domain/time';
import { createManualClock } from '@/lib/clock';
import { renderStaff } from '@/test/staff-render';
import { buildVehicle } from '@domain/vehicle/vehicle-fixtures';
import { createSandboxApi } from '@/features/vehicles/sandbox/sandbox-api';
import { VehicleBoard } from './vehicle-board';

const NOW = Date.UTC(2026, 0, 1, 12);

describe('the tile X can be undone', () => {
  it('puts the vehicle back on the board with its original start', async () => {
    const user = userEvent.setup();
    const started = NOW - 25 * MINUTE_MS;
    const car = buildVehicle({
      stockNumber: 'X1',
      type: 'make-ready',
      inMakeReady: true,
      makeReadyAddedAt: started,
    });
    const sandbox = createSandboxApi(() => NOW, { vehicles: [car] });
    renderStaff(<VehicleBoard workflow="make-ready" />, {
      api: sandbox.client,
      clock: createManualClock(NOW),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove from Make Ready: X1' }));
    expect(await screen.findByText('Removed from Make Ready')).toBeInTheDocument();
    expect(await screen.findByText('No vehicles in Make Ready')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    const tile = await screen.findByRole('article', { name: /X1/ });
    expect(within(tile).getByTestId('tile-age')).toHaveTextContent('25 min ago');
    const [stored] = await sandbox.client.call(vehicleApi.list, { query: {} });
    expect(stored).toMatchObject({ type: 'make-ready', makeReadyAddedAt: started });
  });
});
