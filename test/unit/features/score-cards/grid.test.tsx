// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DISPLAY_STYLES, splitCard } from '../../../../src/domain/index.ts';
import type { ScoreCardHole } from '../../../../src/data/index.ts';
import { displayStyleOf, scoreBand } from '../../../../src/scoring/display-styles/display-styles.ts';
import { ScoreCardGrid } from '../../../../src/features/score-cards/ScoreCardGrid.tsx';

afterEach(cleanup);

function holes(shots: number[]): ScoreCardHole[] {
  return shots.map((shotCount, i) => ({
    number: i + 1,
    par: 4,
    hcp: i + 1,
    extraShots: i < 10 ? 1 : 0,
    shotCount,
    puttCount: shotCount > 0 ? 2 : 0,
    bunkerCount: 0,
    penaltyCount: 0,
    fairway: 0,
    gir: 0,
    modifiedAt: 1,
  }));
}

describe('scoreBand', () => {
  it('puts scores relative to par in the five bands, picked up with the worst', () => {
    expect([-3, -2, -1, 0, 1, 2, 5, 99].map(scoreBand)).toEqual(['eagle', 'eagle', 'birdie', 'par', 'bogey', 'double', 'double', 'double']);
    expect(scoreBand(null)).toBe('none');
  });
  it('falls back to the default style for none or an unknown one', () => {
    expect(displayStyleOf(undefined)).toBe('Default Colors');
    expect(displayStyleOf('Geometry Shapes')).toBe('Geometry Shapes');
    expect(displayStyleOf('Neon')).toBe('Default Colors');
  });
});

describe('ScoreCardGrid', () => {
  const card = holes([3, 4, 5, 6, -1, 2, 0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 5]);

  it.each(DISPLAY_STYLES)('shows front nine, back nine and their subtotals in the %s style', (style) => {
    const { container } = render(<ScoreCardGrid holes={card} style={style} />);
    expect(container.querySelector('.card-view')?.getAttribute('data-style')).toBe(style);
    const split = splitCard(card);
    const front = screen.getByRole('table', { name: 'Front nine' });
    const back = screen.getByRole('table', { name: 'Back nine' });
    const scoreRow = (t: HTMLElement) => within(t).getByRole('rowheader', { name: 'Score' }).closest('tr') as HTMLElement;
    const frontCells = within(scoreRow(front)).getAllByRole('cell');
    expect(frontCells.map((c) => c.textContent)).toEqual(['3', '4', '5', '6', 'P', '2', '', '4', '4', String(split.front.strokes)]);
    expect(frontCells.slice(0, 6).map((c) => c.getAttribute('data-band'))).toEqual(['birdie', 'par', 'bogey', 'double', 'double', 'eagle']);
    expect(within(scoreRow(back)).getAllByRole('cell').at(-1)?.textContent).toBe(String(split.back.strokes));
    const pointsRow = within(front).getByRole('rowheader', { name: 'Points' }).closest('tr') as HTMLElement;
    expect(within(pointsRow).getAllByRole('cell').at(-1)?.textContent).toBe(String(split.front.stableford));
  });

  it('shows a 9-hole card as one table', () => {
    render(<ScoreCardGrid holes={card.slice(0, 9)} style="Default Colors" />);
    expect(screen.getByRole('table', { name: 'Holes' })).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Back nine' })).toBeNull();
  });
});
