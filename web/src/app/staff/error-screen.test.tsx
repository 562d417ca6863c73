import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from '../error-boundary';

function Broken(): never {
  throw new Error('boom');
}

const TEXT =
  'An unexpected error occurred. Please try refreshing the page or contact support if the problem persists.';
const MULTIPLE = 'Multiple errors detected. Consider refreshing the page.';
const RELOAD = 'The application is experiencing issues. Would you like to reload the page?';

let confirm: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  confirm = vi.fn(() => false);
  vi.stubGlobal('confirm', confirm);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Renders a screen that keeps failing, then presses Try Again until `errors` were caught. */
async function failTimes(errors: number) {
  const user = userEvent.setup();
  const onGoHome = vi.fn();
  render(
    <AppErrorBoundary onGoHome={onGoHome}>
      <Broken />
    </AppErrorBoundary>,
  );
  for (let caught = 1; caught < errors; caught += 1) {
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
  }
  return { user, onGoHome };
}

describe('generic error screen (spec 2.8, 8)', () => {
  it('says what happened and offers Try Again and Go Home', async () => {
    const { user, onGoHome } = await failTimes(1);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText(TEXT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go Home' }));
    expect(onGoHome).toHaveBeenCalledTimes(1);
  });

  it.each([
    [1, false, 0],
    [2, false, 0],
    [3, true, 0],
    [4, true, 1],
  ])(
    'after %i error(s): multiple-errors notice %s, reload asked %i time(s)',
    async (errors, notice, asked) => {
      await failTimes(errors);
      expect(Boolean(screen.queryByText(MULTIPLE))).toBe(notice);
      expect(confirm.mock.calls.filter(([text]) => text === RELOAD)).toHaveLength(asked);
    },
  );
});
