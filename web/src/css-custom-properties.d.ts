/**
 * CSS custom properties (`--md-cols`) set through React's `style` prop are
 * typed here once, so a style object needs no `as CSSProperties` assertion.
 */
import 'react';

declare module 'react' {
  interface CSSProperties {
    [customProperty: `--${string}`]: string | number | undefined;
  }
}
