import type { CSSProperties } from 'react';
import { LOGO_RAIN_MAX_ITEMS, LOGO_RAIN_MIN_ITEMS } from '@domain/constants';
import { BrandMark } from '@/components/ui/brand-logo';

export const LOGO_RAIN_COUNT = 12;

/** Deterministic positions, so the pre-rendered page and the client agree. */
function drops(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    left: (index * 37 + 7) % 100,
    delay: (index * 1.7) % 9,
    duration: 11 + ((index * 5) % 7),
    size: 14 + ((index * 7) % 14),
  }));
}

/** The drop's place and timing; index.css animates the drop and its logo from the timing. */
function dropStyle(drop: ReturnType<typeof drops>[number]) {
  const style: CSSProperties & Record<'--rain-delay' | '--rain-duration', string> = {
    left: `${drop.left}%`,
    '--rain-delay': `${drop.delay}s`,
    '--rain-duration': `${drop.duration}s`,
  };
  return style;
}

const COUNT = Math.min(LOGO_RAIN_MAX_ITEMS, Math.max(LOGO_RAIN_MIN_ITEMS, LOGO_RAIN_COUNT));

/** Decorative falling logos behind a section; hidden for reduced motion (spec 2.6). */
export function LogoRain() {
  return (
    <div
      aria-hidden
      data-testid="logo-rain"
      className="pointer-events-none absolute inset-0 overflow-hidden motion-reduce:hidden"
    >
      {drops(COUNT).map((drop, index) => (
        <span key={index} className="logo-rain-drop opacity-15" style={dropStyle(drop)}>
          <span className="block" style={{ width: drop.size, height: drop.size }}>
            <BrandMark className="h-full w-full" />
          </span>
        </span>
      ))}
    </div>
  );
}
