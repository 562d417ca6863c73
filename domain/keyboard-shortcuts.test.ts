import { describe, expect, it } from 'vitest';
import { isTypingTarget, shortcutForKeyEvent, type ShortcutKeyEvent } from './keyboard-shortcuts';

describe('shortcutForKeyEvent (spec 2.13)', () => {
  it.each<[ShortcutKeyEvent, string | null]>([
    [{ key: '?' }, 'help'],
    [{ key: 'Escape' }, 'close'],
    [{ key: '/' }, 'focus-search'],
    [{ key: 'i' }, 'inventory'],
    [{ key: 'I' }, 'inventory'],
    [{ key: 'm' }, 'make-ready'],
    [{ key: 's' }, 'service'],
    [{ key: 'n' }, 'new-vehicle'],
    [{ key: 's', ctrlKey: true }, 'save'],
    [{ key: 'S', ctrlKey: true }, 'save'],
    [{ key: 'k', ctrlKey: true }, 'command-menu'],
    [{ key: 'k', metaKey: true }, 'command-menu'],
    [{ key: 'i', ctrlKey: true }, null],
    [{ key: 'k' }, null],
    [{ key: 'x' }, null],
    [{ key: 'constructor' }, null],
    [{ key: 's', altKey: true }, null],
    [{ key: 'F8' }, null],
  ])('%o → %s', (event, shortcut) => {
    expect(shortcutForKeyEvent({ targetTagName: 'BODY', ...event })).toBe(shortcut);
  });

  it.each<[ShortcutKeyEvent]>([
    [{ key: 'i', targetTagName: 'INPUT' }],
    [{ key: '?', targetTagName: 'textarea' }],
    [{ key: 's', ctrlKey: true, targetTagName: 'TEXTAREA' }],
    [{ key: 'Escape', targetTagName: 'input' }],
    [{ key: 'n', targetTagName: 'DIV', targetIsContentEditable: true }],
  ])('ignores keys while typing: %o', (event) => {
    expect(isTypingTarget(event)).toBe(true);
    expect(shortcutForKeyEvent(event)).toBeNull();
  });

  it('does not treat buttons or a missing target as typing', () => {
    expect(isTypingTarget({ key: 'i', targetTagName: 'BUTTON' })).toBe(false);
    expect(isTypingTarget({ key: 'i', targetTagName: null })).toBe(false);
    expect(shortcutForKeyEvent({ key: 'i', targetTagName: 'SELECT' })).toBe('inventory');
  });
});
