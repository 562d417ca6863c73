import { useEffect } from 'react';

/**
 * Page-wide commands that cross features without imports (keyboard shortcuts, command menu,
 * onboarding links). A feature announces a command; whichever view can handle it listens.
 */
export type AppCommand =
  | 'new-vehicle'
  | 'open-settings'
  | 'open-import-export'
  | 'open-dealership-config'
  | 'open-onboarding';

const EVENT = 'lotready:command';

export function sendAppCommand(command: AppCommand): void {
  window.dispatchEvent(new CustomEvent<AppCommand>(EVENT, { detail: command }));
}

export function useAppCommand(command: AppCommand, handler: () => void): void {
  useEffect(() => {
    const listener = (event: Event) => {
      if ((event as CustomEvent<AppCommand>).detail === command) handler();
    };
    window.addEventListener(EVENT, listener);
    return () => window.removeEventListener(EVENT, listener);
  }, [command, handler]);
}

/** The attribute of the page's main search box, focused by '/' (spec 2.13). */
export const SEARCH_SHORTCUT_ATTRIBUTE = 'data-shortcut-search';
/** The attribute of a form that Ctrl+S submits while it is open (spec 2.13). */
export const SAVE_SHORTCUT_ATTRIBUTE = 'data-shortcut-save';
