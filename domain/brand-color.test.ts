import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BRAND_COLOR,
  DEFAULT_BRAND_HSL,
  brandAccentVariables,
  brandColorForPicker,
  hexToHsl,
  isHexColor,
  normalizeBrandColorInput,
  parseHexColor,
} from './brand-color';

describe('brand colour (spec 5)', () => {
  it('defaults to #DC2626, hue 0 72% 51%', () => {
    expect(DEFAULT_BRAND_COLOR).toBe('#DC2626');
    expect(DEFAULT_BRAND_HSL).toBe('0 72% 51%');
    expect(hexToHsl(DEFAULT_BRAND_COLOR)).toBe(DEFAULT_BRAND_HSL);
  });

  it.each([
    ['', '#DC2626'],
    ['   ', '#DC2626'],
    ['#', '#DC2626'],
    ['xyz', '#DC2626'],
    ['#1d4ed8', '#1D4ED8'],
    ['1d4ed8', '#1D4ED8'],
    ['#1d4ed8ff', '#1D4ED8'],
    ['#12', '#12'],
    ['#abc', '#ABC'],
    ['#g1h2i3', '#123'],
    [' #00 ff 00 ', '#00FF00'],
  ])('input %j → %j (hex only, at most 6 digits)', (input, value) => {
    expect(normalizeBrandColorInput(input)).toBe(value);
  });

  it.each([
    ['#1D4ED8', '#1D4ED8'],
    ['#1d4ed8', '#1D4ED8'],
    ['1d4ed8', '#1D4ED8'],
    ['#abc', '#AABBCC'],
    ['hsl(221 83% 53%)', '#DC2626'],
    ['221 83% 53%', '#DC2626'],
    ['', '#DC2626'],
    ['#12345', '#DC2626'],
    ['#1234567', '#DC2626'],
  ])('picker value for %j is %j', (value, picker) => {
    expect(brandColorForPicker(value)).toBe(picker);
  });

  it("falls back to the field's own default where it has one (the header colours)", () => {
    expect(normalizeBrandColorInput('', '#FFFFFF')).toBe('#FFFFFF');
    expect(normalizeBrandColorInput('#abc', '#FFFFFF')).toBe('#ABC');
    expect(brandColorForPicker('', '#111827')).toBe('#111827');
    expect(brandColorForPicker('#abc', '#111827')).toBe('#AABBCC');
  });

  it.each([
    ['#DC2626', '0 72% 51%'],
    ['dc2626', '0 72% 51%'],
    ['#000', '0 0% 0%'],
    ['#ffffff', '0 0% 100%'],
    ['#808080', '0 0% 50%'],
    ['#00FF00', '120 100% 50%'],
    ['#0000ff', '240 100% 50%'],
    ['#1D4ED8', '224 76% 48%'],
    ['#f0f', '300 100% 50%'],
    ['#FF0080', '330 100% 50%'],
    ['not a colour', '0 72% 51%'],
    ['#12345', '0 72% 51%'],
    ['hsl(0 0% 0%)', '0 72% 51%'],
  ])('hexToHsl(%j) → %j', (hex, hsl) => {
    expect(hexToHsl(hex)).toBe(hsl);
  });

  it.each([
    ['#abc', true],
    ['abc', true],
    ['#AABBCC', true],
    [' #aabbcc ', true],
    ['#abcd', false],
    ['#ggg', false],
    ['', false],
  ])('isHexColor(%j) → %s', (value, ok) => {
    expect(isHexColor(value)).toBe(ok);
  });

  it('parses 3 and 6 digits with an optional #', () => {
    expect(parseHexColor('#fa0')).toEqual({ r: 255, g: 170, b: 0 });
    expect(parseHexColor('FFAA00')).toEqual({ r: 255, g: 170, b: 0 });
    expect(parseHexColor('#FFAA0')).toBeNull();
  });

  it('gives the primary colour and two accent variables', () => {
    expect(brandAccentVariables('#DC2626')).toEqual({
      '--primary': '0 72% 51%',
      '--brand-accent': '0 72% 41%',
      '--brand-accent-light': '0 72% 95%',
    });
    expect(brandAccentVariables('#000')).toEqual({
      '--primary': '0 0% 0%',
      '--brand-accent': '0 0% 0%',
      '--brand-accent-light': '0 0% 95%',
    });
    expect(brandAccentVariables('hsl(1 2% 3%)')).toEqual(brandAccentVariables('#DC2626'));
  });
});
