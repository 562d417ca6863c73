import { Link, MemoryRouter } from 'react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './scroll-to-top';

describe('ScrollToTop (spec 2.4)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('scrolls to the top on every route change, not on a query change nor on the first render', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/']}>
        <ScrollToTop />
        <Link to="/pricing">Pricing</Link>
        <Link to="/faq">FAQ</Link>
        <Link to="/faq?open=pricing">FAQ on pricing</Link>
      </MemoryRouter>,
    );
    // A hydrating page keeps where the person has scrolled to.
    expect(scrollTo).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'Pricing' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    await userEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('link', { name: 'FAQ on pricing' }));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
