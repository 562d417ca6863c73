import { useEffect, useRef } from 'react';
import type { ShortcutId } from '@domain/constants';
import { isTypingTarget, shortcutForKeyEvent } from '@domain/keyboard-shortcuts';

export type ShortcutHandlers = Partial<Record<ShortcutId, () => void>>;

function targetInfo(target: EventTarget | null) {
  const element = target instanceof HTMLElement ? target : null;
  const tag = element?.tagName ?? null;
  return {
    // A select is a form field too: typing a letter there picks an option, not a page.
    targetTagName: tag === 'SELECT' ? 'INPUT' : tag,
    targetIsContentEditable:
      element?.isContentEditable === true ||
      Boolean(element?.closest('[contenteditable]:not([contenteditable="false"])')),
  };
}

/**
 * Page-wide keyboard shortcuts (spec 2.13). Ignored while typing in an input, textarea, select
 * or editable element — except Ctrl+S, which saves the form being typed in.
 */
export function useKeyboardShortcuts(handlers: ShortcutHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const info = targetInfo(event.target);
      const base = {
        key: event.key,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        altKey: event.altKey,
      };
      let id = shortcutForKeyEvent({ ...base, ...info });
      if (!id && isTypingTarget({ ...base, ...info })) {
        const save = shortcutForKeyEvent({ ...base, targetTagName: null });
        if (save === 'save') id = save;
      }
      if (!id) return;
      // Behind an open dialog only Save and Close make sense.
      if (id !== 'save' && id !== 'close' && document.querySelector('[role="dialog"]')) return;
      const handler = latest.current[id];
      if (!handler) return;
      if (id !== 'close') event.preventDefault();
      handler();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
