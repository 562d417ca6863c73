import type { ReactNode, FormEvent } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  SAVE_SHORTCUT_ATTRIBUTE,
  SEARCH_SHORTCUT_ATTRIBUTE,
  useAppCommand,
} from '@/lib/app-events';
import { DEFAULT_DEALERSHIP_CONFIG } from '@domain/dealership-config';
import { renderStaff } from '@/test/staff-render';
import { KeyboardShortcuts } from './keyboard-shortcuts';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function NewVehicleProbe({ onNew }: { onNew: () => void }) {
  useAppCommand('new-vehicle', onNew);
  return null;
}

const RENAMED = {
  makeReady: { ...DEFAULT_DEALERSHIP_CONFIG.workflows.makeReady, displayName: 'Recon' },
  service: { ...DEFAULT_DEALERSHIP_CONFIG.workflows.service, enabled: false },
};

function renderShortcuts(extra?: ReactNode, workflows = DEFAULT_DEALERSHIP_CONFIG.workflows) {
  const onNew = vi.fn();
  const onSave = vi.fn((event: FormEvent) => event.preventDefault());
  renderStaff(
    <>
      <KeyboardShortcuts canViewUsers canViewActivity workflows={workflows} />
      <NewVehicleProbe onNew={onNew} />
      <input aria-label="Search" {...{ [SEARCH_SHORTCUT_ATTRIBUTE]: '' }} />
      <textarea aria-label="Notes" />
      <select aria-label="Make">
        <option>Ford</option>
      </select>
      <div aria-label="Editor" contentEditable suppressContentEditableWarning tabIndex={0} />
      {extra ?? (
        <form onSubmit={onSave} {...{ [SAVE_SHORTCUT_ATTRIBUTE]: '' }}>
          <input aria-label="Field" />
        </form>
      )}
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
  );
  return { onNew, onSave };
}

describe('keyboard shortcuts (spec 2.13)', () => {
  it('? opens the help with keys, descriptions and categories; Esc closes it', async () => {
    const user = userEvent.setup();
    renderShortcuts();
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    for (const text of [
      'General',
      'Navigation',
      'Actions',
      'Focus search',
      'Make ready',
      'New vehicle',
      'Command menu',
    ]) {
      expect(dialog).toHaveTextContent(text);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('i, m and s navigate', async () => {
    const user = userEvent.setup();
    renderShortcuts();
    await user.keyboard('i');
    expect(screen.getByTestId('where')).toHaveTextContent('/inventory');
    await user.keyboard('m');
    expect(screen.getByTestId('where')).toHaveTextContent('/make-ready');
    await user.keyboard('s');
    expect(screen.getByTestId('where')).toHaveTextContent('/service');
  });

  it('/ focuses search and n asks for a new vehicle', async () => {
    const user = userEvent.setup();
    const { onNew } = renderShortcuts();
    await user.keyboard('/');
    expect(screen.getByLabelText('Search')).toHaveFocus();
    await user.click(document.body);
    await user.keyboard('n');
    expect(onNew).toHaveBeenCalledTimes(1);
  });

  it.each(['Search', 'Notes', 'Make', 'Editor'])('is ignored while typing in %s', async (label) => {
    const user = userEvent.setup();
    const { onNew } = renderShortcuts();
    screen.getByLabelText(label).focus();
    await user.keyboard('ims?n');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onNew).not.toHaveBeenCalled();
  });

  it('Ctrl+S saves the open form, even from inside a field', async () => {
    const user = userEvent.setup();
    const { onSave } = renderShortcuts();
    screen.getByLabelText('Field').focus();
    await user.keyboard('{Control>}s{/Control}');
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('Ctrl+K opens the command menu, which navigates', async () => {
    const user = userEvent.setup();
    renderShortcuts();
    await user.keyboard('{Control>}k{/Control}');
    const search = await screen.findByRole('combobox', { name: 'Search commands' });
    await user.type(search, 'user man');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/users');
  });

  it('speaks of a renamed workflow by its name and leaves a turned-off one out (#16 item 7)', async () => {
    const user = userEvent.setup();
    renderShortcuts(undefined, RENAMED);
    await user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(help).toHaveTextContent('Recon');
    expect(help).not.toHaveTextContent('Make ready');
    expect(help).not.toHaveTextContent(/Service/);
    await user.keyboard('{Escape}');
    await user.keyboard('s');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    await user.keyboard('{Control>}k{/Control}');
    const menu = await screen.findByRole('listbox', { name: 'Commands' });
    expect(menu).toHaveTextContent('Recon');
    expect(menu).not.toHaveTextContent(/Make Ready|Service/);
  });
});
