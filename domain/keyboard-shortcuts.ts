import type { ShortcutId } from './constants';

/** The parts of a keydown event that decide a shortcut (spec 2.13). */
export interface ShortcutKeyEvent {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  /** The event target's tag name, e.g. 'INPUT'; any case. */
  targetTagName?: string | null;
  targetIsContentEditable?: boolean;
}

const SINGLE_KEYS: Readonly<Record<string, ShortcutId>> = {
  '?': 'help',
  Escape: 'close',
  '/': 'focus-search',
  i: 'inventory',
  m: 'make-ready',
  s: 'service',
  n: 'new-vehicle',
};

const CONTROL_KEYS: Readonly<Record<string, ShortcutId>> = { s: 'save', k: 'command-menu' };

/**
 * True while the user types into a field: shortcut keys are ignored there (spec 2.13).
 * Content-editable elements count as typing too, for the same reason.
 */
export function isTypingTarget(event: ShortcutKeyEvent): boolean {
  const tag = (event.targetTagName ?? '').toUpperCase();
  return tag === 'INPUT' || tag === 'TEXTAREA' || event.targetIsContentEditable === true;
}

/**
 * The shortcut a key press triggers, or null. Ctrl and Cmd both count as "Ctrl" so that
 * Ctrl+S and Ctrl+K work on macOS; single letters are case-insensitive and need no modifier.
 */
export function shortcutForKeyEvent(event: ShortcutKeyEvent): ShortcutId | null {
  if (isTypingTarget(event) || event.altKey) return null;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  return lookup(event.ctrlKey || event.metaKey ? CONTROL_KEYS : SINGLE_KEYS, key);
}

function lookup(table: Readonly<Record<string, ShortcutId>>, key: string): ShortcutId | null {
  return Object.hasOwn(table, key) ? (table[key] ?? null) : null;
}
