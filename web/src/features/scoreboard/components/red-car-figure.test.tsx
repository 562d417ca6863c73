import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ScoreboardRedCars } from '@domain/api/scoreboard';
import { RedCarFigure } from './red-car-figure';

const TITLE = 'Red cars taken within an hour';
const red = (redCars: number, takenInTime: number): ScoreboardRedCars => ({
  redCars,
  takenInTime,
  shareTakenInTime: redCars === 0 ? null : takenInTime / redCars,
});

function renderFigure(current: ScoreboardRedCars, previous: ScoreboardRedCars) {
  render(
    <RedCarFigure
      board={{
        redCars: { current, previous },
        previousPeriod: { from: '2026-10-03', to: '2026-10-30' },
      }}
    />,
  );
  return within(screen.getByRole('region', { name: TITLE }));
}

describe('Red cars taken within an hour', () => {
  it.each<[string, ScoreboardRedCars, ScoreboardRedCars, string[]]>([
    [
      'the share, n of m and the period before',
      red(3, 1),
      red(4, 3),
      ['33%', '1 of 3 red cars', 'Period before (Oct 3 – Oct 30): 75% (3 of 4 red cars)'],
    ],
    [
      'one red car',
      red(1, 1),
      red(0, 0),
      ['100%', '1 of 1 red car', 'Period before (Oct 3 – Oct 30): no car went red'],
    ],
    [
      'no red car: a dash, not 0%',
      red(0, 0),
      red(2, 0),
      ['—', 'No car went red', 'Period before (Oct 3 – Oct 30): 0% (0 of 2 red cars)'],
    ],
  ])('%s', (_, current, previous, lines) => {
    const card = renderFigure(current, previous);
    for (const line of lines) expect(card.getByText(line)).toBeInTheDocument();
  });

  it('says how it is counted: per car, an hour of business time', () => {
    const card = renderFigure(red(3, 1), red(0, 0));
    expect(card.getByText(/once per car and step/)).toHaveTextContent(
      'within 60 minutes of business hours',
    );
  });
});
