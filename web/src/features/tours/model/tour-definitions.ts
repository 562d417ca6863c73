import { CRITICAL_BOTTLENECK_MINUTES } from '@domain/constants';
import { PATHS } from '@/lib/paths';

export type TourId = 'inventory' | 'make-ready' | 'service' | 'activity' | 'sandbox';

export interface TourStep {
  /** A CSS selector; 'body' shows the step centred with no spotlight. */
  target: string;
  title: string;
  content: string;
}

const tourTarget = (name: string) => `[data-tour="${name}"]`;

/** The workflows' names as the dealership configured them (spec 9: displayName). */
export interface WorkflowNames {
  makeReady: string;
  service: string;
}

export const DEFAULT_WORKFLOW_NAMES: WorkflowNames = {
  makeReady: 'Make Ready',
  service: 'Service',
};

/**
 * The guided tours of spec 2.14, plus the sandbox's own tour, in the configured workflow names:
 * a dealership that calls Make Ready "Recon" is toured through Recon.
 */
export function tourSteps(
  tourId: TourId,
  { makeReady: MR, service: SV }: WorkflowNames = DEFAULT_WORKFLOW_NAMES,
): readonly TourStep[] {
  return toursIn(MR, SV)[tourId];
}

function toursIn(MR: string, SV: string): Readonly<Record<TourId, readonly TourStep[]>> {
  return {
    inventory: [
      {
        target: tourTarget('add-vehicle'),
        title: 'Add a vehicle',
        content: 'Add a vehicle by hand or scan its VIN barcode with your camera.',
      },
      {
        target: tourTarget('batch-mode'),
        title: 'Batch mode',
        content: `Select many vehicles at once, then move them to ${MR}, ${SV} or Inventory, or mark them sold.`,
      },
      {
        target: tourTarget('inventory-search'),
        title: 'Search',
        content: 'Find a vehicle by stock number, VIN, make, model or color. Press / to jump here.',
      },
      {
        target: tourTarget('make-filter'),
        title: 'Filter by make',
        content: 'Narrow the list to a single make.',
      },
      {
        target: tourTarget('vehicle-card'),
        title: 'Vehicle cards',
        content: 'Expand a card to see its details and star the vehicles that matter most.',
      },
    ],
    'make-ready': [
      {
        target: 'body',
        title: `Welcome to ${MR}`,
        content:
          'Every tile is a vehicle being reconditioned. Its colour, icon and label show how long it has been here.',
      },
      {
        target: tourTarget('add-vehicle'),
        title: 'Add a vehicle',
        content: `Put a vehicle on the ${MR} board.`,
      },
      {
        target: tourTarget('board-grid'),
        title: `Time in ${MR}`,
        content:
          'Tiles move from NEW to WORKING, WRAP UP and OVERDUE as time passes. Starred vehicles come first, then the newest.',
      },
      {
        target: tourTarget('remove-from-board'),
        title: `Remove from ${MR}`,
        content: `When a vehicle is front-line ready, remove it from ${MR}. It stays in inventory.`,
      },
    ],
    service: [
      {
        target: 'body',
        title: `Welcome to ${SV}`,
        content: 'Track vehicles at the service department, by the days they have been there.',
      },
      {
        target: tourTarget('add-vehicle'),
        title: 'Add a vehicle',
        content: `Send a vehicle to ${SV}.`,
      },
      {
        target: tourTarget('board-grid'),
        title: `${SV} cards`,
        content:
          'Each card shows its location and service notes, and turns CRITICAL when it waits too long.',
      },
    ],
    activity: [
      {
        target: 'body',
        title: 'Welcome to Activity & Analytics',
        content: 'See what is happening across your lot and who changed what.',
      },
      {
        target: tourTarget('critical-bottlenecks'),
        title: 'Critical bottlenecks',
        content: `Vehicles over ${CRITICAL_BOTTLENECK_MINUTES} minutes in ${MR} show here first.`,
      },
      {
        target: tourTarget('current-workflows'),
        title: 'Current workflows',
        content: 'How many vehicles are in each workflow right now.',
      },
      {
        target: tourTarget('activity-filters'),
        title: 'Filters',
        content: 'Search the log and filter it by action, type and time.',
      },
    ],
    sandbox: [
      {
        target: 'body',
        title: 'Welcome to the LotReady sandbox',
        content:
          'This is the real board running on sample data in your browser. Nothing you do here is saved.',
      },
      {
        target: tourTarget('sandbox-tabs'),
        title: 'Boards and inventory',
        content: `Switch between the ${MR} board, the ${SV} board and Inventory.`,
      },
      {
        target: tourTarget('add-vehicle'),
        title: 'Add a vehicle',
        content: 'Try adding a vehicle. It appears as a purple NEW tile.',
      },
      {
        target: tourTarget('sandbox-reset'),
        title: 'Start over',
        content: 'Reset the sandbox to its sample data at any time.',
      },
    ],
  };
}

/** The tour of an app route, if it has one. */
export function tourForPath(pathname: string): TourId | null {
  if (pathname === PATHS.board || pathname.startsWith(PATHS.makeReady)) return 'make-ready';
  if (pathname.startsWith(PATHS.service)) return 'service';
  if (pathname.startsWith(PATHS.inventoryManagement)) return null;
  if (pathname.startsWith(PATHS.inventory)) return 'inventory';
  if (pathname.startsWith(PATHS.activity)) return 'activity';
  return null;
}
