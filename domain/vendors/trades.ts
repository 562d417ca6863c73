/** What an outside vendor does (issue #31 item 1), in the order the pickers list them. */
export const VENDOR_TRADES = [
  'body',
  'glass',
  'dent-repair',
  'tint',
  'wheels',
  'detail',
  'transport',
  'other',
] as const;
export type VendorTrade = (typeof VENDOR_TRADES)[number];

export const VENDOR_TRADE_LABELS: Readonly<Record<VendorTrade, string>> = {
  body: 'Body',
  glass: 'Glass',
  'dent-repair': 'Dent repair',
  tint: 'Tint',
  wheels: 'Wheels',
  detail: 'Detail',
  transport: 'Transport',
  other: 'Other',
};
