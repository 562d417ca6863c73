import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from '@/app/error-boundary';
import { lazyWithPreload } from './lazy-with-preload';

function Screen() {
  return <h1>Loaded screen</h1>;
}

describe('a lazy chunk that failed to load', () => {
  it('is imported again by Try Again, not just re-rendered', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The chunk cannot be fetched until the network is back.
    let reachable = false;
    const load = vi.fn(() =>
      reachable
        ? Promise.resolve(Screen)
        : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const Lazy = lazyWithPreload(load);
    render(
      <AppErrorBoundary>
        <Suspense fallback={<p>Loading...</p>}>
          <Lazy />
        </Suspense>
      </AppErrorBoundary>,
    );
    const tryAgain = await screen.findByRole('button', { name: 'Try Again' });
    const failedLoads = load.mock.calls.length;
    reachable = true;
    await userEvent.setup().click(tryAgain);
    expect(await screen.findByRole('heading', { name: 'Loaded screen' })).toBeInTheDocument();
    expect(load.mock.calls.length).toBeGreaterThan(failedLoads);
  });
});
