/** A cell of the comparison: included, not included, or a short text. */
export type ComparisonCell = boolean | string;

export interface ComparisonRow {
  label: string;
  enterprise: ComparisonCell;
  lotready: ComparisonCell;
  basic: ComparisonCell;
}

/** Enterprise software vs LotReady vs basic tools (spec 2.6). */
export const COMPARISON_ROWS: readonly ComparisonRow[] = [
  {
    label: 'Monthly cost',
    enterprise: 'Hundreds to thousands',
    lotready: 'From $59 (boards), $379 (complete)',
    basic: 'Low, but manual',
  },
  { label: 'Setup fees', enterprise: 'Usually', lotready: 'None', basic: 'None' },
  {
    label: 'Time to set up',
    enterprise: 'Weeks',
    lotready: '24 hours',
    basic: 'Days of spreadsheets',
  },
  { label: 'Users', enterprise: 'Per seat', lotready: 'Unlimited', basic: 'Shared logins' },
  { label: 'Time-based colour-coded status', enterprise: true, lotready: true, basic: false },
  { label: 'Make-ready and service boards', enterprise: true, lotready: true, basic: false },
  { label: 'VIN scanning and CSV import', enterprise: true, lotready: true, basic: false },
  { label: 'Activity log and exports', enterprise: true, lotready: true, basic: false },
  { label: 'Support', enterprise: 'Business hours', lotready: '24/7', basic: 'None' },
  {
    label: 'Dealer data system integration',
    enterprise: true,
    lotready: 'Coming soon',
    basic: false,
  },
] as const;
