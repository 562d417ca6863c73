import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStaff, stubFetch } from '@/test/staff-render';
import { OnboardingDialog } from './onboarding-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderOnboarding(
  who: { canStock: boolean; stocked: boolean; canViewUsers: boolean } = {
    canStock: true,
    stocked: false,
    canViewUsers: true,
  },
) {
  const onFinished = vi.fn();
  const onUseSampleData = vi.fn().mockResolvedValue(undefined);
  const view = stubFetch({ 'POST /api/user/preferences': () => ({ onboardingCompleted: true }) });
  renderStaff(
    <OnboardingDialog
      open
      username="Admin"
      onFinished={onFinished}
      onUseSampleData={onUseSampleData}
      {...who}
    />,
  );
  return { ...view, onFinished, onUseSampleData };
}

describe('Onboarding dialog (spec 2.12, 4.3)', () => {
  it.each([
    [
      'a plain user',
      { canStock: false, stocked: false, canViewUsers: false },
      /Your manager adds the vehicles/,
    ],
    [
      'anyone at a stocked dealership',
      { canStock: true, stocked: true, canViewUsers: true },
      /already on the boards/,
    ],
  ])('welcomes %s without setting up the lot', async (_who, who, text) => {
    const user = userEvent.setup();
    renderOnboarding(who);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByText(/Let's get your lot set up/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get started' }));
    expect(screen.getByText('Step 4 of 4')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Use Sample Data/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Import Vehicles/ })).not.toBeInTheDocument();
    expect(Boolean(screen.queryByRole('button', { name: 'User Management' }))).toBe(
      who.canViewUsers,
    );
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
  });

  it('walks the Import path through 4 steps with a progress bar', async () => {
    const user = userEvent.setup();
    renderOnboarding();
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Setup progress' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    await user.click(screen.getByRole('button', { name: 'Get started' }));
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
    const importChoice = screen.getByRole('radio', { name: /Import Vehicles/ });
    expect(importChoice).toHaveTextContent('Recommended');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.click(importChoice);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Step 3 of 4')).toBeInTheDocument();
    expect(screen.getByText('Download the template')).toBeInTheDocument();
    expect(screen.getByText('Fill in your vehicle data')).toBeInTheDocument();
    expect(screen.getByText('Import it from Inventory > Import/Export')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Step 4 of 4')).toBeInTheDocument();
    for (const name of [
      'Dashboard',
      'Inventory',
      'User Management',
      'Settings',
      'Go to Dashboard',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('Back returns one step; Start Fresh skips the import guide', async () => {
    const user = userEvent.setup();
    renderOnboarding();
    await user.click(screen.getByRole('button', { name: 'Get started' }));
    await user.click(screen.getByRole('radio', { name: /Start Fresh/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Step 4 of 4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
  });

  it('Use Sample Data loads the demo vehicles', async () => {
    const user = userEvent.setup();
    const { onUseSampleData } = renderOnboarding();
    await user.click(screen.getByRole('button', { name: 'Get started' }));
    await user.click(screen.getByRole('radio', { name: /Use Sample Data/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onUseSampleData).toHaveBeenCalled();
    expect(await screen.findByText('Step 4 of 4')).toBeInTheDocument();
  });

  it.each([
    [new Error('Server unavailable'), 'Server unavailable'],
    [new Error(''), 'Failed to load demo vehicles'],
  ])('a failed sample load says so and stays on the choice (%s)', async (failure, description) => {
    const user = userEvent.setup();
    const { onUseSampleData } = renderOnboarding();
    onUseSampleData.mockRejectedValue(failure);
    await user.click(screen.getByRole('button', { name: 'Get started' }));
    await user.click(screen.getByRole('radio', { name: /Use Sample Data/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Error Loading Demo Vehicles')).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('finishing posts onboardingCompleted and stores the per-username flag', async () => {
    const user = userEvent.setup();
    const { calls, onFinished } = renderOnboarding();
    await user.click(screen.getByRole('button', { name: 'Get started' }));
    await user.click(screen.getByRole('radio', { name: /Start Fresh/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Go to Dashboard' }));
    expect(onFinished).toHaveBeenCalledWith('dashboard');
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/api/user/preferences',
        body: { onboardingCompleted: true },
      }),
    );
    expect(localStorage.getItem('lotready.onboardingCompleted.admin')).toBe('true');
  });

  it('cannot be dismissed by an outside click or Escape', async () => {
    const user = userEvent.setup();
    const { onFinished } = renderOnboarding();
    await user.keyboard('{Escape}');
    fireEvent.pointerDown(document.body);
    fireEvent.click(document.body);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(onFinished).not.toHaveBeenCalled();
  });
});
