import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useBrandTheme } from './use-brand-theme';
import { useSizeScale } from './use-size-scale';

const rootStyle = () => document.documentElement.style;

describe('brand colour from tenant info (spec 3, 5)', () => {
  it.each([
    ['#2563EB', '#2563EB', '221 83% 53%', '221 83% 43%', '221 83% 95%'],
    ['#abc', '#AABBCC', '210 25% 73%', '210 25% 63%', '210 25% 95%'],
    ['hsl(10 50% 50%)', '#DC2626', '0 72% 51%', '0 72% 41%', '0 72% 95%'],
  ])(
    '%s is the primary colour %s with the two accent variables',
    (brandColor, primary, hsl, accent, accentLight) => {
      const { unmount } = renderHook(() => useBrandTheme(brandColor));
      expect(rootStyle().getPropertyValue('--brand-primary')).toBe(primary);
      expect(rootStyle().getPropertyValue('--primary')).toBe(hsl);
      expect(rootStyle().getPropertyValue('--brand-accent')).toBe(accent);
      expect(rootStyle().getPropertyValue('--brand-accent-light')).toBe(accentLight);
      unmount();
      expect(rootStyle().getPropertyValue('--brand-primary')).toBe('');
    },
  );

  it('leaves the default colour alone until the tenant info arrives', () => {
    renderHook(() => useBrandTheme(undefined));
    expect(rootStyle().getPropertyValue('--brand-primary')).toBe('');
  });
});

describe('size scale (spec 3: a percent, applied as a scale factor)', () => {
  it.each([
    [125, true, '125%'],
    [90, true, '90%'],
    [100, true, ''],
    [125, false, ''],
  ])('%i %% with text enlargement %s sets the root font size to "%s"', (percent, on, size) => {
    const { unmount } = renderHook(() => useSizeScale(percent, on));
    expect(rootStyle().fontSize).toBe(size);
    unmount();
    expect(rootStyle().fontSize).toBe('');
  });
});
