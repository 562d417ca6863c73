import { expect, it } from 'vitest';
import {
  PRE_1981_VIN_DECODE_MESSAGE,
  VIN_CHARACTERS_MESSAGE,
  VIN_IOQ_MESSAGE,
  VIN_LENGTH_MESSAGE,
  VIN_NOT_DECODED_MESSAGE,
} from '@domain/vin';
import { describeEachDatabase } from '../../test/harness';
import { request } from '../../test/http';
import { api, staffOf } from '../../test/staff';

const ACCORD = {
  vin: '1HGCM82633A004352',
  year: 2003,
  make: 'Honda',
  model: 'Accord',
  trim: 'EX-V6',
  body: 'Coupe',
};

describeEachDatabase('GET /api/vins/{vin}', (t) => {
  it.each([
    ['1HGCM82633A004352', { ...ACCORD, checkDigitValid: true, warnings: [] }],
    // As a person types or a scanner reads it: lower case, spaces, hyphens.
    ['1hgcm826-33a 004352', { ...ACCORD, checkDigitValid: true, warnings: [] }],
    [
      '1HGCM82693A004352',
      {
        ...ACCORD,
        vin: '1HGCM82693A004352',
        checkDigitValid: false,
        warnings: ['VIN 1HGCM82693A004352: check digit is 9, expected 3; please double-check it'],
      },
    ],
    [
      '5YJSA1E14HF000001',
      {
        vin: '5YJSA1E14HF000001',
        year: 2017,
        make: 'Tesla',
        model: 'Model S',
        trim: null,
        body: 'Hatchback',
        checkDigitValid: false,
        warnings: ['VIN 5YJSA1E14HF000001: check digit is 4, expected 8; please double-check it'],
      },
    ],
  ])('%s answers the decoded vehicle', async (vin, expected) => {
    const { user } = await staffOf(t);
    const response = await api(t, user).get(`/api/vins/${encodeURIComponent(vin)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(expected);
  });

  it.each([
    ['1HGCM82633A00435', 400, VIN_LENGTH_MESSAGE],
    ['1HGCM82633A0043521', 400, VIN_LENGTH_MESSAGE],
    ['1HGCM82633AOO4352', 400, VIN_IOQ_MESSAGE],
    ['1HGCM82633A00435%23', 400, VIN_CHARACTERS_MESSAGE],
    ['470021', 404, PRE_1981_VIN_DECODE_MESSAGE],
    ['BP29D62587337', 404, PRE_1981_VIN_DECODE_MESSAGE],
    ['AAA11111111111111', 404, VIN_NOT_DECODED_MESSAGE],
  ])('%s answers %i: %s', async (vin, status, message) => {
    const { user } = await staffOf(t);
    const response = await api(t, user).get(`/api/vins/${vin}`);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({
      error: status === 400 ? 'Bad Request' : 'Not Found',
      message: status === 400 ? `vin: ${message}` : message,
      ...(status === 400 ? { field: 'vin' } : {}),
    });
  });

  it('answers every role and no one signed out', async () => {
    const staff = await staffOf(t);
    for (const who of [staff.user, staff.manager, staff.admin]) {
      expect((await api(t, who).get(`/api/vins/${ACCORD.vin}`)).statusCode).toBe(200);
    }
    const anonymous = await request(t.app).get(`/api/vins/${ACCORD.vin}`, {
      host: staff.admin.host,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
