import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computeCheckDigit } from '@domain/vin';
import { openCorgiDecoder } from './corgi-decoder';
import type { DecodedVehicle } from './decoder';
import { prepareVpicDatabase } from './vpic-database';

/** The 17-character VINs of the real dealer files (server/test/fixtures/dealer-files). */
function fixtureVins(): string[] {
  const files = ['auction-manheim-car-prices.csv', 'dealer-website-curve-motors.csv'];
  const text = files
    .map((name) =>
      readFileSync(new URL(`../../test/fixtures/dealer-files/${name}`, import.meta.url), 'utf8'),
    )
    .join('\n')
    .toUpperCase();
  return [...new Set(text.match(/\b[A-HJ-NPR-Z0-9]{17}\b/g) ?? [])];
}

/** `vin` with the serial (positions 12–17) `serial`, its check digit recomputed. */
function withSerial(vin: string, serial: string): string {
  const changed = vin.slice(0, 11) + serial;
  return changed.slice(0, 8) + computeCheckDigit(changed) + changed.slice(9);
}

const vehicle = (
  year: number,
  make: string,
  model: string,
  trim: string | null,
  body: string | null,
): DecodedVehicle => ({ year, make, model, trim, body });

describe('the corgi decoder over the prepared vPIC file', () => {
  it.each([
    ['1HGCM82633A004352', vehicle(2003, 'Honda', 'Accord', 'EX-V6', 'Coupe')],
    ['5YJSA1E14HF000001', vehicle(2017, 'Tesla', 'Model S', null, 'Hatchback')],
    ['1FTFW1ET5DFC10312', vehicle(2013, 'Ford', 'F-150', null, 'Pickup')],
    ['5XYKTCA69FG566472', vehicle(2015, 'Kia', 'Sorento', 'GL', 'SUV')],
    ['ZFBERFDB0J6L10693', vehicle(2018, 'Ram', 'Promaster City', 'SLT', 'Van')],
    ['WDDGF8AB5EA000000', vehicle(2014, 'Mercedes-Benz', 'C-Class', 'C300 4 MATIC', 'Sedan')],
    // A wrong check digit (the VIN above with 9 for 3) decodes all the same.
    ['1HGCM82693A004352', vehicle(2003, 'Honda', 'Accord', 'EX-V6', 'Coupe')],
    // A maker code vPIC does not know, and VINs that are not well-formed.
    ['AAA11111111111111', null],
    ['1HGCM82633A00435', null],
    ['1HGCM82633A00435O', null],
  ])('%s → %j', async (vin, expected) => {
    const decoder = await openCorgiDecoder(await prepareVpicDatabase());
    expect(await decoder.decode(vin)).toEqual(expected);
  });

  it('decodes real VINs alike whatever their check digit and serial (the part not kept)', async () => {
    const database = await prepareVpicDatabase();
    // As if patterns read to position 17: nothing is shared, corgi decodes each VIN.
    const uncached = await openCorgiDecoder({ ...database, patternReach: 14 });
    const vins = fixtureVins();
    expect(vins.length).toBeGreaterThan(90);
    for (const vin of vins) {
      const expected = await uncached.decode(vin);
      const otherCheckDigit = `${vin.slice(0, 8)}${vin[8] === '7' ? '2' : '7'}${vin.slice(9)}`;
      const otherSerial = withSerial(vin, vin.slice(11) === '000001' ? '999999' : '000001');
      for (const other of [otherCheckDigit, otherSerial]) {
        expect(await uncached.decode(other), `${vin} and ${other}`).toEqual(expected);
      }
    }
  });
});
