/** Spec 8, Settings: the toasts after PUT /api/config. */
export const SETTINGS_SAVED_TITLE = 'Settings saved';
export const SETTINGS_SAVED_DESCRIPTION = 'Your configuration has been updated successfully.';
export const SETTINGS_ERROR_TITLE = 'Error saving settings';
export const SETTINGS_ERROR_DESCRIPTION = 'Failed to save configuration. Please try again.';
