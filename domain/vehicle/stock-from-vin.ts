/**
 * A stock number made from the VIN, for a file that has VINs but no stock numbers (issue #27
 * item 2): many dealers stock by the VIN's last 8 or last 6 characters, some by the whole VIN.
 */
export const STOCK_NUMBER_FROM_VIN = ['last8', 'last6', 'vin'] as const;
export type StockNumberFromVin = (typeof STOCK_NUMBER_FROM_VIN)[number];

/** Each choice as the import and a feed's form offer it. */
export const STOCK_NUMBER_FROM_VIN_LABELS: Readonly<Record<StockNumberFromVin, string>> = {
  last8: "The VIN's last 8 characters",
  last6: "The VIN's last 6 characters",
  vin: 'The whole VIN',
};

/** The stock number `choice` makes of a normalised VIN ('1HGCM82633A004352', last8 → '3A004352'). */
export function stockNumberFromVin(vin: string, choice: StockNumberFromVin): string {
  if (choice === 'vin') return vin;
  return vin.slice(choice === 'last8' ? -8 : -6);
}
