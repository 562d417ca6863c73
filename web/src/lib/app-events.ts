import { useEffect } from 'react';

/**
 * Page-wide commands that cross features without imports (keyboard shortcuts, command menu,
 * onboarding links). A feature announces a command; whichever view can handle it listens.
 */
export type AppCommand =
  | 'new-vehicle'
  /** Add vehicle on a page without its own Add vehicle button (issue #16 item 10). */
  | 'new-vehicle-anywhere'
  | 'open-settings'
  | 'open-import-export'
  | 'open-dealership-config'
  | 'open-onboarding';

const EVENT = 'lotready:command';

/** Announces a command; answers whether a view handled it. */
export function sendAppCommand(command: AppCommand): boolean {
  // A handler marks the event (preventDefault), so dispatchEvent answers false once handled.
  return !window.dispatchEvent(
    new CustomEvent<AppCommand>(EVENT, { detail: command, cancelable: true }),
  );
}

/** Add vehicle: the page's own button (its workflow as the default), else the app's dialog. */
export function sendNewVehicle(): void {
  if (!sendAppCommand('new-vehicle')) sendAppCommand('new-vehicle-anywhere');
}

export function useAppCommand(command: AppCommand, handler: () => void): void {
  useEffect(() => {
    const listener = (event: Event) => {
      if ((event as CustomEvent<AppCommand>).detail !== command) return;
      event.preventDefault();
      handler();
    };
    window.addEventListener(EVENT, listener);
    return () => window.removeEventListener(EVENT, listener);
  }, [command, handler]);
}

/** The attribute of the page's main search box, focused by '/' (spec 2.13). */
export const SEARCH_SHORTCUT_ATTRIBUTE = 'data-shortcut-search';
/** The attribute of a form that Ctrl+S submits while it is open (spec 2.13). */
export const SAVE_SHORTCUT_ATTRIBUTE = 'data-shortcut-save';
