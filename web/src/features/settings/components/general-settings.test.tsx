import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadAppPreferences } from '@/lib/app-preferences';
import { renderStaff } from '@/test/staff-render';
import { GeneralSettings } from './general-settings';

const beep = vi.hoisted(() => vi.fn());
vi.mock('@/lib/beep', () => ({ playAlertBeep: beep }));

afterEach(() => {
  localStorage.clear();
  reloadAppPreferences();
  beep.mockClear();
});

describe('System Config > General: audio alerts (spec 2.9)', () => {
  it('turning audio alerts on plays the alert once, so the browser lets later alerts sound', async () => {
    const user = userEvent.setup();
    renderStaff(<GeneralSettings textEnlargement onOpenDealershipConfig={() => undefined} />);
    const toggle = screen.getByRole('switch', { name: 'Audio alerts' });
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(beep).toHaveBeenCalledTimes(1);
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(beep).toHaveBeenCalledTimes(1);
  });
});
