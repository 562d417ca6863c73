import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOUR_AUTO_START_DELAY_MS, TourProvider, forgetDismissedTours } from './tour-provider';

function Page({ withFilters = true }: { withFilters?: boolean }) {
  return (
    <>
      <section data-tour="critical-bottlenecks">Bottlenecks</section>
      <section data-tour="current-workflows">Workflows</section>
      {withFilters && <section data-tour="activity-filters">Filters</section>}
    </>
  );
}

function renderTour(withFilters = true) {
  render(
    <TourProvider tourId="activity" autoStart>
      <Page withFilters={withFilters} />
    </TourProvider>,
  );
  act(() => {
    vi.advanceTimersByTime(TOUR_AUTO_START_DELAY_MS);
  });
}

const stored = () =>
  JSON.parse(localStorage.getItem('lotready.completedTours') ?? '[]') as string[];
const click = (name: string) => {
  act(() => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

beforeEach(() => {
  vi.useFakeTimers();
  forgetDismissedTours();
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('guided tours (spec 2.14, 4.3)', () => {
  it('runs the activity tour: Next, Back, Last; finishing is remembered', () => {
    renderTour();
    expect(
      screen.getByRole('dialog', { name: 'Welcome to Activity & Analytics' }),
    ).toHaveTextContent('1 of 4');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    click('Next');
    expect(screen.getByRole('dialog', { name: 'Critical bottlenecks' })).toHaveTextContent(
      'Vehicles over 50 minutes in Make Ready',
    );
    click('Back');
    expect(
      screen.getByRole('dialog', { name: 'Welcome to Activity & Analytics' }),
    ).toBeInTheDocument();
    click('Next');
    click('Next');
    expect(screen.getByRole('dialog', { name: 'Current workflows' })).toBeInTheDocument();
    click('Next');
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
    click('Last');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(stored()).toEqual(['activity']);
  });

  it('is not shown again once finished', () => {
    localStorage.setItem('lotready.completedTours', JSON.stringify(['activity']));
    renderTour();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Skip ends the tour without remembering it', () => {
    renderTour();
    click('Skip');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(stored()).toEqual([]);
  });

  it('the Close button closes it, not remembered', () => {
    renderTour();
    click('Close');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(stored()).toEqual([]);
  });

  it('Escape closes', () => {
    renderTour();
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(stored()).toEqual([]);
  });

  it('an overlay click closes', () => {
    renderTour();
    act(() => {
      fireEvent.click(screen.getByTestId('tour-overlay'));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(stored()).toEqual([]);
  });

  it('skips a step whose target is missing, with a console warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderTour(false);
    click('Next');
    click('Next');
    expect(screen.getByRole('dialog', { name: 'Current workflows' })).toBeInTheDocument();
    click('Last');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[data-tour="activity-filters"]'));
    expect(stored()).toEqual(['activity']);
  });

  it.each([
    ['a target that is not a selector', { target: '[data-tour=', title: 'Broken', content: 'x' }],
    ['no title', { target: 'body', title: ' ', content: 'x' }],
    ['no content', { target: 'body', title: 'Empty', content: '' }],
  ])('skips an invalid step (%s) with a console warning', (_name, invalid) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <TourProvider
        tourId="activity"
        autoStart
        steps={[{ target: 'body', title: 'First', content: 'One' }, invalid]}
      >
        <Page />
      </TourProvider>,
    );
    act(() => {
      vi.advanceTimersByTime(TOUR_AUTO_START_DELAY_MS);
    });
    expect(screen.getByRole('dialog', { name: 'First' })).toBeInTheDocument();
    click('Last');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(
      'Guided tour "activity": step 2 skipped, it is invalid (it needs a title, content and a valid target selector).',
    );
    expect(stored()).toEqual(['activity']);
  });
});
