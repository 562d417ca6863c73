import { ARCHIVE_AFTER_DAYS } from '@domain/constants';

export const AUTHENTICATION_ERROR = 'AUTHENTICATION_ERROR';

export const ARCHIVE_STARTED_TITLE = 'Archive Sold Vehicles';
export const ARCHIVE_STARTED_DESCRIPTION = `Sold vehicles older than ${ARCHIVE_AFTER_DAYS} days will be archived.`;
export const VIEW_ARCHIVE_TITLE = 'View Archive';
export const VIEW_ARCHIVE_DESCRIPTION = 'The archive of sold vehicles will open here.';
