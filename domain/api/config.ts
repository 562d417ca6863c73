import { dealershipConfigSchema } from '../dealership-config-schema';

/**
 * GET /api/config answers the dealership configuration; PUT /api/config takes the whole
 * configuration and answers the saved one (spec 7). Both use the domain schema, so an
 * out-of-range value is a 400 that names the field path.
 */
export const configResponseSchema = dealershipConfigSchema;
export const configUpdateSchema = dealershipConfigSchema;
export type { DealershipConfig } from '../dealership-config-schema';

/** Spec 8, Settings: the toasts after PUT /api/config. */
export const SETTINGS_SAVED_TITLE = 'Settings saved';
export const SETTINGS_SAVED_DESCRIPTION = 'Your configuration has been updated successfully.';
export const SETTINGS_ERROR_TITLE = 'Error saving settings';
export const SETTINGS_ERROR_DESCRIPTION = 'Failed to save configuration. Please try again.';
