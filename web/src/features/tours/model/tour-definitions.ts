import { CRITICAL_BOTTLENECK_MINUTES } from '@domain/constants';
import { dashboardPath, PATHS } from '@/lib/paths';

export type TourId =
  | 'inventory'
  | 'make-ready'
  | 'service'
  | 'activity'
  | 'users'
  | 'custom-dashboards'
  | 'wall-dashboard'
  | 'inventory-management'
  | 'billing'
  | 'sandbox';

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
 * The guided tours of spec 2.14, one for every other staff page (spec 2.5: a tour runs on every
 * page but /sandbox, which has its own), in the configured workflow names: a dealership that
 * calls Make Ready "Recon" is toured through Recon.
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
    users: [
      {
        target: 'body',
        title: 'Welcome to User Management',
        content: 'Everyone who can sign in to this dealership is listed here.',
      },
      {
        target: tourTarget('add-user'),
        title: 'Add a user',
        content:
          'Give a colleague a username and password. Managers add users; admins add any role.',
      },
      {
        target: tourTarget('user-list'),
        title: 'Roles and access',
        content:
          'Admins change a role, rename a user, set a new password, disable or delete an account.',
      },
    ],
    'custom-dashboards': [
      {
        target: 'body',
        title: 'Welcome to Custom Dashboards',
        content: 'Build a board for the shop floor and open it full screen on a TV.',
      },
      {
        target: tourTarget('wall-boards'),
        title: 'Wall boards',
        content: `The ${MR} and ${SV} boards, full screen, with nothing to click.`,
      },
      {
        target: tourTarget('new-dashboard'),
        title: 'New dashboard',
        content: 'Choose the widgets, counts and boards a dashboard shows.',
      },
    ],
    'wall-dashboard': [
      {
        target: 'body',
        title: 'A wall dashboard',
        content:
          'This screen is made for a TV: it updates by itself and turns its pages on its own.',
      },
      {
        target: tourTarget('exit-wall'),
        title: 'Leave full screen',
        content: 'Go back to your dashboards from here.',
      },
    ],
    'inventory-management': [
      {
        target: 'body',
        title: 'Welcome to Inventory management',
        content: 'Every vehicle in one table, to check and correct many at a time.',
      },
      {
        target: tourTarget('management-filters'),
        title: 'Filter',
        content: 'Filter by any value, by workflow, and by active or sold.',
      },
      {
        target: tourTarget('management-table'),
        title: 'Edit in place',
        content: 'Click a value to edit it. Sort by a column by clicking its header.',
      },
    ],
    billing: [
      {
        target: 'body',
        title: 'Welcome to Billing',
        content: 'Your plan, and how and when you pay for it.',
      },
      {
        target: tourTarget('current-plan'),
        title: 'Your subscription',
        content: 'The plan you are on and the state of your subscription.',
      },
      {
        target: tourTarget('choose-plan'),
        title: 'Choose a plan',
        content: 'Pick a plan and a billing period, by card or by invoice.',
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

/** Which workflows the dealership has turned on (spec 3: enabled). */
export interface EnabledWorkflows {
  makeReady: boolean;
  service: boolean;
}

/**
 * The tour of an app route, if it has one: every staff page has one (spec 2.5), but a turned-off
 * workflow's board shows only that it is off, so it has no tour to give.
 */
export function tourForPath(pathname: string, enabled: EnabledWorkflows): TourId | null {
  if (pathname === PATHS.board || pathname.startsWith(PATHS.makeReady))
    return enabled.makeReady ? 'make-ready' : null;
  if (pathname.startsWith(PATHS.service)) return enabled.service ? 'service' : null;
  if (pathname.startsWith(PATHS.inventoryManagement)) return 'inventory-management';
  if (pathname.startsWith(PATHS.inventory)) return 'inventory';
  if (pathname.startsWith(PATHS.activity)) return 'activity';
  if (pathname.startsWith(PATHS.users)) return 'users';
  if (pathname.startsWith(PATHS.customDashboards)) return 'custom-dashboards';
  if (pathname.startsWith(dashboardPath(''))) return 'wall-dashboard';
  if (pathname === PATHS.billing) return 'billing';
  return null;
}
