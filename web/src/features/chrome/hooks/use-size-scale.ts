import { useEffect } from 'react';
import { DEFAULT_SIZE_SCALE_PERCENT } from '@domain/constants';

/** Applies the size-scale setting (spec 3, a percent) as the root font size; rem units follow. */
export function useSizeScale(percent: number, enabled: boolean): void {
  useEffect(() => {
    const root = document.documentElement;
    const scale = enabled ? percent : DEFAULT_SIZE_SCALE_PERCENT;
    root.style.fontSize = scale === DEFAULT_SIZE_SCALE_PERCENT ? '' : `${scale}%`;
    return () => {
      root.style.fontSize = '';
    };
  }, [enabled, percent]);
}
