import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  SAVE_SHORTCUT_ATTRIBUTE,
  SEARCH_SHORTCUT_ATTRIBUTE,
  sendAppCommand,
  sendNewVehicle,
} from '@/lib/app-events';
import { MountWhenOpened } from '@/components/ui/mount-when-opened';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useKeyboardShortcuts } from '@/features/shortcuts/hooks/use-keyboard-shortcuts';
import type { ConfiguredWorkflows } from '@/features/shortcuts/model/workflow-shortcuts';
import type { Command } from './command-menu';
import { PATHS } from '@/lib/paths';

// The keys are listened to from the start; the two dialogs load when first opened.
const CommandMenu = lazyWithPreload(() => import('./command-menu').then((m) => m.CommandMenu));
const ShortcutHelpDialog = lazyWithPreload(() =>
  import('./shortcut-help-dialog').then((m) => m.ShortcutHelpDialog),
);

function submitOpenForm() {
  const forms = document.querySelectorAll<HTMLFormElement>(`form[${SAVE_SHORTCUT_ATTRIBUTE}]`);
  const form = forms[forms.length - 1];
  form?.requestSubmit();
}

function focusSearch() {
  const input = document.querySelector<HTMLInputElement>(`[${SEARCH_SHORTCUT_ATTRIBUTE}]`);
  input?.focus();
  input?.select();
}

/** The app's keyboard shortcuts, help dialog and command menu (spec 2.13); links by right. */
export function KeyboardShortcuts({
  canViewUsers,
  canViewActivity,
  workflows,
}: {
  canViewUsers: boolean;
  canViewActivity: boolean;
  /** Their names and whether they are on: a turned-off workflow's board is not offered. */
  workflows: ConfiguredWorkflows;
}) {
  const navigate = useNavigate();
  const [helpOpen, setHelpOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);

  useKeyboardShortcuts({
    help: () => setHelpOpen(true),
    close: () => {
      setHelpOpen(false);
      setMenuOpen(false);
    },
    'focus-search': focusSearch,
    inventory: () => navigate(PATHS.inventory),
    'make-ready': () => {
      if (workflows.makeReady.enabled) void navigate(PATHS.makeReady);
    },
    service: () => {
      if (workflows.service.enabled) void navigate(PATHS.service);
    },
    'new-vehicle': sendNewVehicle,
    save: submitOpenForm,
    'command-menu': () => setMenuOpen(true),
  });

  const commands = useMemo<Command[]>(() => {
    const go = (id: string, label: string, to: string): Command => ({
      id,
      label,
      group: 'Go to',
      run: () => navigate(to),
    });
    return [
      ...(workflows.makeReady.enabled
        ? [go('make-ready', workflows.makeReady.displayName, PATHS.makeReady)]
        : []),
      ...(workflows.service.enabled
        ? [go('service', workflows.service.displayName, PATHS.service)]
        : []),
      go('inventory', 'Inventory', PATHS.inventory),
      ...(canViewActivity ? [go('activity', 'Activity & Analytics', PATHS.activity)] : []),
      ...(canViewUsers ? [go('users', 'User Management', PATHS.users)] : []),
      go('dashboards', 'Custom Dashboards', PATHS.customDashboards),
      go('inventory-management', 'Inventory management', PATHS.inventoryManagement),
      {
        id: 'new-vehicle',
        label: 'Add vehicle',
        group: 'Do',
        run: sendNewVehicle,
      },
      {
        id: 'settings',
        label: 'Open settings',
        group: 'Do',
        run: () => sendAppCommand('open-settings'),
      },
      { id: 'help', label: 'Keyboard shortcuts', group: 'Do', run: () => setHelpOpen(true) },
    ];
  }, [canViewActivity, canViewUsers, navigate, workflows]);

  return (
    <>
      <MountWhenOpened open={helpOpen}>
        <ShortcutHelpDialog open={helpOpen} onOpenChange={setHelpOpen} workflows={workflows} />
      </MountWhenOpened>
      <MountWhenOpened open={menuOpen}>
        <CommandMenu open={menuOpen} onOpenChange={setMenuOpen} commands={commands} />
      </MountWhenOpened>
    </>
  );
}
