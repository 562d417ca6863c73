import { ARCHIVE_AFTER_DAYS, DEMO_VEHICLE_COUNT } from '@domain/constants';

// Spec 8 (Demo vehicles, Password dialog) and spec 2.9 texts, exactly.
export const DEMO_LOADED_TITLE = 'Demo Vehicles Loaded';
export const DEMO_LOADED_DESCRIPTION = `${DEMO_VEHICLE_COUNT} demo vehicles have been added across all workflows.`;
export const DEMO_LOAD_ERROR_TITLE = 'Error Loading Demo Vehicles';
export const DEMO_LOAD_ERROR_FALLBACK = 'Failed to load demo vehicles';
export const DEMO_CLEARED_TITLE = 'Vehicles Cleared';
export const DEMO_CLEARED_DESCRIPTION = 'All vehicles have been removed from the system.';
export const DEMO_CLEAR_ERROR_TITLE = 'Error Clearing Demo Vehicles';
export const DEMO_CLEAR_ERROR_FALLBACK = 'Failed to clear demo vehicles';

export const PASSWORD_REQUIRED = 'Password is required';
export const PASSWORD_INCORRECT = 'Incorrect password';
export const PASSWORD_CHECK_FAILED = 'Failed to verify password';

export const AUTHENTICATION_ERROR = 'AUTHENTICATION_ERROR';

export const ARCHIVE_STARTED_TITLE = 'Archive Sold Vehicles';
export const ARCHIVE_STARTED_DESCRIPTION = `Sold vehicles older than ${ARCHIVE_AFTER_DAYS} days will be archived.`;
export const VIEW_ARCHIVE_TITLE = 'View Archive';
export const VIEW_ARCHIVE_DESCRIPTION = 'The archive of sold vehicles will open here.';

/** The message of an error, or the fallback when it has none. */
export function messageOr(error: unknown, fallback: string): string {
  const message = error instanceof Error ? error.message.trim() : '';
  return message || fallback;
}
