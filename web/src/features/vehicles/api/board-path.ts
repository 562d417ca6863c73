import type { Workflow } from '@domain/vehicle-status';
import { PATHS } from '@/lib/paths';

const BOARD_AT_PATH: Readonly<Record<string, Workflow>> = {
  [PATHS.makeReady]: 'make-ready',
  [PATHS.service]: 'service',
};

/** The board's workflow at this address (its own path), if it is a board's. */
export function boardAtPath(pathname: string): Workflow | undefined {
  return Object.hasOwn(BOARD_AT_PATH, pathname) ? BOARD_AT_PATH[pathname] : undefined;
}
