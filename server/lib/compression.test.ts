import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CompressibleBody, preferredEncoding } from './compression';

describe('preferredEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.2, gzip;q=0.8', 'gzip'],
    ['BR', 'br'],
    ['*', 'br'],
    ['*;q=0', null],
    ['gzip;q=0, *', 'br'],
    ['br;q=0, gzip;q=0', null],
    ['gzip;q=abc', null],
  ])('Accept-Encoding %j → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('CompressibleBody', () => {
  const text = Buffer.from('{"stockNumber":"A1","make":"Honda"},'.repeat(200));

  it('sends compressed bytes that decode to the body, the same bytes each time', () => {
    const body = new CompressibleBody(text, 'fast');
    const br = body.forClient('br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body)).toEqual(text);
    expect(br.body.length).toBeLessThan(text.length / 10);
    expect(body.forClient('br').body).toBe(br.body);
    const gzip = body.forClient('gzip');
    expect(gunzipSync(gzip.body)).toEqual(text);
  });

  it('sends small bodies and bodies for clients without an encoding as they are', () => {
    const small = new CompressibleBody(Buffer.from('{}'), 'max');
    expect(small.forClient('br')).toEqual({ body: small.identity, encoding: null });
    const large = new CompressibleBody(text, 'max');
    expect(large.forClient(undefined)).toEqual({ body: text, encoding: null });
  });
});
