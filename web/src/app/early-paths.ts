import { PATHS } from '@/lib/paths';

/**
 * The staff screens whose first reads the app's entry asks for ahead of its code
 * (app/early-requests says which reads): the boards and Inventory, the screens of a lot.
 */
export const EARLY_READ_PATHS: readonly string[] = [
  PATHS.makeReady,
  PATHS.service,
  PATHS.inventory,
];
