import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DEALERSHIP_CONFIG, thresholdsFromConfig } from '@domain/dealership-config';
import { DAY_MS, MINUTE_MS } from '@domain/time';
import { ClockProvider, createManualClock } from '@/lib/clock';
import { buildVehicle } from '@domain/vehicle/vehicle-fixtures';
import { labelsForWorkflow } from '@/features/vehicles/model/status-labels';
import { VehicleTile } from './vehicle-tile';

const START = Date.UTC(2026, 0, 1, 12, 0, 0);
const thresholds = thresholdsFromConfig(DEFAULT_DEALERSHIP_CONFIG);

function renderTile(
  props: Partial<Parameters<typeof VehicleTile>[0]> &
    Pick<Parameters<typeof VehicleTile>[0], 'vehicle' | 'workflow'>,
  clock = createManualClock(START),
) {
  render(
    <ClockProvider clock={clock}>
      <VehicleTile
        thresholds={thresholds}
        labels={labelsForWorkflow(DEFAULT_DEALERSHIP_CONFIG, props.workflow)}
        detailLabel="Salesperson"
        {...props}
      />
    </ClockProvider>,
  );
  return { clock, tile: () => screen.getByTestId('vehicle-tile') };
}

const makeReady = (minutesAgo: number) =>
  buildVehicle({
    type: 'make-ready',
    inMakeReady: true,
    makeReadyAddedAt: START - minutesAgo * MINUTE_MS,
  });
const service = (daysAgo: number) =>
  buildVehicle({
    type: 'service',
    inService: true,
    serviceAddedAt: START - daysAgo * DAY_MS,
    location: 'Bay 2',
  });

afterEach(() => vi.useRealTimers());

describe('VehicleTile (spec 4.1, 4.2)', () => {
  it.each([
    [2, 'new', 'NEW', 'clock', true],
    [12, 'working', 'WORKING', 'wrench', false],
    [35, 'warning', 'WRAP UP', 'triangle', false],
    [55, 'overdue', 'OVERDUE', 'cross', true],
  ])(
    'make-ready %i min → %s: label, icon and flashing',
    (minutes, status, label, icon, flashing) => {
      const { tile } = renderTile({ vehicle: makeReady(minutes), workflow: 'make-ready' });
      expect(tile()).toHaveAttribute('data-status', status);
      expect(within(tile()).getByTestId('tile-status')).toHaveTextContent(label);
      expect(tile().querySelector(`[data-icon="${icon}"]`)).not.toBeNull();
      expect(tile().classList.contains('lotready-flash')).toBe(flashing);
      expect(tile()).toHaveAccessibleName(expect.stringContaining(label));
    },
  );

  it.each([
    [0.2, 'new', 'NEW', 'clock', true],
    [1, 'good', 'GOOD', 'tools', false],
    [5, 'attention', 'ATTENTION', 'triangle', false],
    [14, 'critical', 'CRITICAL', 'cross', true],
  ])('service %f days → %s', (days, status, label, icon, flashing) => {
    const { tile } = renderTile({
      vehicle: service(days),
      workflow: 'service',
      detailLabel: 'Location',
    });
    expect(tile()).toHaveAttribute('data-status', status);
    expect(within(tile()).getByTestId('tile-status')).toHaveTextContent(label);
    expect(tile().querySelector(`[data-icon="${icon}"]`)).not.toBeNull();
    expect(tile().classList.contains('lotready-flash')).toBe(flashing);
    expect(tile()).toHaveTextContent('Location: Bay 2');
  });

  it('shows SHIPPING with a truck over any timed status', () => {
    const vehicle = { ...makeReady(55), isShipping: true };
    const { tile } = renderTile({ vehicle, workflow: 'make-ready' });
    expect(tile()).toHaveAttribute('data-status', 'shipping');
    expect(within(tile()).getByTestId('tile-status')).toHaveTextContent('SHIPPING');
    expect(tile().querySelector('[data-icon="truck"]')).not.toBeNull();
    expect(tile().classList.contains('lotready-flash')).toBe(false);
  });

  it('upper-cases custom labels from the configuration', () => {
    const { tile } = renderTile({
      vehicle: makeReady(2),
      workflow: 'make-ready',
      labels: { new: 'Just in' },
    });
    expect(within(tile()).getByTestId('tile-status')).toHaveTextContent('JUST IN');
  });

  it('shows the age text and the salesperson label', () => {
    const { tile } = renderTile({
      vehicle: makeReady(12),
      workflow: 'make-ready',
      detailLabel: 'Advisor',
    });
    expect(within(tile()).getByTestId('tile-age')).toHaveTextContent('12 min ago');
    expect(tile()).toHaveTextContent('Advisor: Maria Lopez');
  });

  it('shows N days ago from customDaysAgo on service', () => {
    const { tile } = renderTile({
      vehicle: { ...service(0), customDaysAgo: 3 },
      workflow: 'service',
    });
    expect(within(tile()).getByTestId('tile-age')).toHaveTextContent('3 days ago');
  });

  it('changes status when the injected clock moves, without a reload', () => {
    const { clock, tile } = renderTile({ vehicle: makeReady(2), workflow: 'make-ready' });
    expect(tile()).toHaveAttribute('data-status', 'new');
    act(() => clock.advance(4 * MINUTE_MS));
    expect(tile()).toHaveAttribute('data-status', 'working');
    act(() => clock.advance(30 * MINUTE_MS));
    expect(tile()).toHaveAttribute('data-status', 'warning');
    act(() => clock.advance(10 * MINUTE_MS));
    expect(tile()).toHaveAttribute('data-status', 'overdue');
  });

  it('changes status on its own timer as real time passes', () => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
    render(
      <VehicleTile
        vehicle={makeReady(4)}
        workflow="make-ready"
        thresholds={thresholds}
        labels={{}}
        detailLabel="Salesperson"
      />,
    );
    expect(screen.getByTestId('vehicle-tile')).toHaveAttribute('data-status', 'new');
    act(() => {
      vi.advanceTimersByTime(MINUTE_MS + 10);
    });
    expect(screen.getByTestId('vehicle-tile')).toHaveAttribute('data-status', 'working');
    expect(screen.getByTestId('tile-age')).toHaveTextContent('5 min ago');
  });

  it('stars and removes through labelled buttons', () => {
    const onToggleStar = vi.fn();
    const onRemove = vi.fn();
    const vehicle = makeReady(2);
    renderTile({
      vehicle,
      workflow: 'make-ready',
      onToggleStar,
      onRemove,
      removeLabel: 'Remove from Make Ready',
    });
    act(() => screen.getByRole('button', { name: `Star ${vehicle.stockNumber}` }).click());
    act(() =>
      screen
        .getByRole('button', { name: `Remove from Make Ready: ${vehicle.stockNumber}` })
        .click(),
    );
    expect(onToggleStar).toHaveBeenCalledWith(vehicle);
    expect(onRemove).toHaveBeenCalledWith(vehicle);
  });
});
