import type { DealershipRow } from './repository';

export interface ArchiveCounts {
  vehicles: number;
  users: number;
  activity: number;
}

/** The archive's README.txt: what each file holds and how to read it. */
export function archiveReadme(
  dealership: DealershipRow,
  counts: ArchiveCounts,
  now: number,
): string {
  return `LotReady data export: ${dealership.name}
=====================================

Written ${new Date(now).toISOString()} (UTC) for the dealership "${dealership.name}"
(address name "${dealership.slug}"). It holds ${counts.vehicles} vehicles, ${counts.users} staff
accounts and ${counts.activity} activity log entries.

Files
-----
README.txt                  this file
dealership.json             the dealership: id, name, address name, status, trial end, created
configuration.json          the Dealership Configuration as saved (branding, thresholds,
                            workflows, feature toggles)
notification-settings.json  who is mailed about overdue vehicles, and when
users.csv, users.json       staff accounts: username, full name, email, role, disabled, created
                            and updated; users.json adds each person's saved preferences.
                            Passwords are not included: LotReady keeps only a one-way hash of
                            each password, and leaves even that out of the export.
vehicles.csv                every vehicle in the columns of Inventory's CSV export; it imports
                            back into LotReady as it is (Inventory > Import/Export)
vehicles.json               every vehicle with every stored field, including workflow times and
                            its version number
activity.csv                the activity log, newest first, in the Activity Log export's columns
                            (Timestamp, Action, Vehicle, Type, Stock #, Performed By, Role);
                            times in UTC
activity.jsonl              the activity log with every recorded field, newest first, one JSON
                            object per line
dashboards.json             custom dashboards and their widgets
work.json                   every car's work items (declined ones too), the job templates and
                            the approval requests, amounts in cents
photos/index.json, .csv     every car's photos: caption, who added it and when, its size, and
                            its file in this archive, photos/{vehicle id}/{photo id}.jpg (the
                            large view, 1600 pixels on the long edge, with no location data)
vendors.json                the outside vendors and every sublet job sent to them, amounts in
                            cents

Formats
-------
CSV files are UTF-8 with a byte-order mark (Excel opens them as UTF-8), comma-separated, lines
ending CRLF. A cell that starts with = + - or @ is written with a leading apostrophe so that a
spreadsheet shows it as text instead of running it as a formula.

Times in the JSON files are milliseconds since 1970-01-01 00:00:00 UTC (for example
${now} is the moment this export was written). Ids are UUIDs.
`;
}
