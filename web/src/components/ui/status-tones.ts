import type { StatusToneName } from '@domain/vehicle-status';

/**
 * Tile colours per tone (spec 4.2); every tone also shows an icon and a label. Shades are
 * dark enough for white text at WCAG AA (4.5:1), the muted lines included.
 */
export const TILE_TONE_CLASSES: Record<StatusToneName, string> = {
  purple: 'bg-violet-700 text-white border-violet-900/40',
  green: 'bg-emerald-700 text-white border-emerald-900/40',
  yellow: 'bg-amber-300 text-amber-950 border-amber-600/50',
  red: 'bg-red-700 text-white border-red-900/40',
  shipping:
    'bg-sky-700 text-white border-sky-900/40 bg-[repeating-linear-gradient(135deg,rgba(255,255,255,0.08)_0_12px,transparent_12px_24px)]',
  neutral: 'bg-white text-slate-900 border-slate-200',
};

/** Small status badges (lists, tables): the same tones, quieter. */
export const BADGE_TONE_CLASSES: Record<StatusToneName, string> = {
  purple: 'bg-violet-100 text-violet-900 ring-violet-300',
  green: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  yellow: 'bg-amber-100 text-amber-900 ring-amber-300',
  red: 'bg-red-100 text-red-900 ring-red-300',
  shipping: 'bg-sky-100 text-sky-900 ring-sky-300',
  neutral: 'bg-slate-100 text-slate-700 ring-slate-300',
};
