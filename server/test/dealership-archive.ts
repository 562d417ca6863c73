/** The files a dealership's data archive holds (#19 item 5), as the server and browser tests expect them. */
export const DEALERSHIP_ARCHIVE_FILES = [
  'README.txt',
  'dealership.json',
  'configuration.json',
  'notification-settings.json',
  'users.csv',
  'users.json',
  'vehicles.csv',
  'vehicles.json',
  'activity.csv',
  'activity.jsonl',
  'dashboards.json',
  'work.json',
  'photos/index.json',
  'photos/index.csv',
  'vendors.json',
];
