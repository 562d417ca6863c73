/**
 * Brand colour rules (spec 5, Brand colour; spec 3, Tenant info). Colours are kept as hex;
 * CSS variables take the "H S% L%" triplet form, used as `hsl(var(--primary))`.
 */

export const DEFAULT_BRAND_COLOR = '#DC2626'; // spec 5: empty and hsl values fall back to it
/** The hue of DEFAULT_BRAND_COLOR; an unparseable hex falls back to it (spec 5). */
export const DEFAULT_BRAND_HSL = '0 72% 51%';

const HEX_COLOR = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** True for '#abc', 'abc', '#aabbcc' or 'aabbcc' (any case). */
export function isHexColor(value: string): boolean {
  return HEX_COLOR.test(value.trim());
}

/**
 * Filters what is typed into a colour field (spec 5): hex digits only, at most 6, upper-cased
 * behind a '#'. A value with no hex digits falls back to `fallback` (#DC2626, the brand colour's).
 */
export function normalizeBrandColorInput(value: string, fallback = DEFAULT_BRAND_COLOR): string {
  const digits = value.replace(/[^0-9a-f]/gi, '').slice(0, 6);
  return digits === '' ? fallback : `#${digits.toUpperCase()}`;
}

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** Parses 3 or 6 hex digits with an optional '#'; null when it is not such a colour. */
export function parseHexColor(hex: string): Rgb | null {
  const match = HEX_COLOR.exec(hex.trim());
  const digits = match?.[1];
  if (!digits) return null;
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return {
    r: Number.parseInt(full.slice(0, 2), 16),
    g: Number.parseInt(full.slice(2, 4), 16),
    b: Number.parseInt(full.slice(4, 6), 16),
  };
}

/**
 * The value for an `<input type="color">`, which accepts only '#rrggbb': a 3-digit hex is
 * expanded, and anything else (an hsl value, an invalid string) shows as #DC2626 (spec 5).
 */
export function brandColorForPicker(value: string, fallback = DEFAULT_BRAND_COLOR): string {
  const rgb = parseHexColor(value);
  if (!rgb) return fallback;
  const hex = [rgb.r, rgb.g, rgb.b].map((n) => n.toString(16).padStart(2, '0')).join('');
  return `#${hex.toUpperCase()}`;
}

interface Hsl {
  h: number;
  s: number;
  l: number;
}

function rgbToHsl({ r, g, b }: Rgb): Hsl {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l: Math.round(l * 100) };
  const s = d / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === rn) h = ((gn - bn) / d) % 6;
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  h = Math.round(h * 60);
  if (h < 0) h += 360;
  return { h: h % 360, s: Math.round(s * 100), l: Math.round(l * 100) };
}

function formatHsl({ h, s, l }: Hsl): string {
  return `${h} ${s}% ${l}%`;
}

/** '#DC2626' → '0 72% 51%'; an invalid hex gives the default red hue (spec 5). */
export function hexToHsl(hex: string): string {
  const rgb = parseHexColor(hex);
  return rgb ? formatHsl(rgbToHsl(rgb)) : DEFAULT_BRAND_HSL;
}

export interface BrandVariables {
  /** The brand colour itself. */
  '--primary': string;
  /** The same hue 10 points darker, for hover and pressed states. */
  '--brand-accent': string;
  /** The same hue at 95% lightness, for tinted backgrounds. */
  '--brand-accent-light': string;
}

/**
 * The tenant's brandColor as the primary colour and two brand accent variables
 * (spec 3, Tenant info), each an "H S% L%" triplet.
 */
export function brandAccentVariables(hex: string): BrandVariables {
  const rgb = parseHexColor(hex);
  const base = rgb ? rgbToHsl(rgb) : { h: 0, s: 72, l: 51 };
  return {
    '--primary': formatHsl(base),
    '--brand-accent': formatHsl({ ...base, l: Math.max(0, base.l - 10) }),
    '--brand-accent-light': formatHsl({ ...base, l: 95 }),
  };
}
