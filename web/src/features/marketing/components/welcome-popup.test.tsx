import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_STORAGE_KEYS } from '@domain/constants';
import { renderPublicScreen } from '@/test/render-public-screen';
import { WelcomePopup } from './welcome-popup';

const typing = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

async function waitTwoSeconds() {
  await act(async () => {
    vi.advanceTimersByTime(1500);
  });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await act(async () => {
    vi.advanceTimersByTime(500);
  });
  return screen.findByRole('dialog', { name: 'See LotReady in action' });
}

describe('Landing popup', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // The popup counts from the load event (web/src/lib/page-load.ts): each test is a fresh load.
    window.dispatchEvent(new Event('load'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('appears 2 s after load with four choices', async () => {
    renderPublicScreen(<WelcomePopup />);
    await waitTwoSeconds();
    for (const name of ['Get Started Now', 'Live Sandbox Demo', 'Learn More', 'Maybe later']) {
      expect(screen.getByRole('button', { name: new RegExp(name) })).toBeInTheDocument();
    }
  });

  it.each([
    ['Get Started Now', '/demo-signup'],
    ['Live Sandbox Demo', '/sandbox'],
    ['Learn More', '/how-it-works'],
    ['Or start a free 7-day trial on your own', '/signup'],
  ])('%s goes to %s and stores the seen flag', async (choice, path) => {
    renderPublicScreen(<WelcomePopup />);
    await waitTwoSeconds();
    await typing().click(screen.getByRole('button', { name: new RegExp(choice) }));
    expect(screen.getByTestId('current-path')).toHaveTextContent(path);
    expect(JSON.parse(localStorage.getItem(LOCAL_STORAGE_KEYS.popupSeen) ?? 'null')).toBe(true);
  });

  it('Maybe later closes it and stores the seen flag', async () => {
    renderPublicScreen(<WelcomePopup />);
    await waitTwoSeconds();
    await typing().click(screen.getByRole('button', { name: 'Maybe later' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(LOCAL_STORAGE_KEYS.popupSeen) ?? 'null')).toBe(true);
  });

  it('closing by Escape also stores the flag', async () => {
    renderPublicScreen(<WelcomePopup />);
    await waitTwoSeconds();
    await typing().keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.popupSeen)).toBe('true');
  });

  it('does not appear once seen', async () => {
    localStorage.setItem(LOCAL_STORAGE_KEYS.popupSeen, 'true');
    renderPublicScreen(<WelcomePopup />);
    await act(async () => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
