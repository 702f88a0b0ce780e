// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TrendLine } from '../../../../src/ui/charts/index.ts';
import { PLOT, VIEW_HEIGHT } from '../../../../src/ui/charts/chart-geometry.ts';

afterEach(cleanup);

const points = [
  { label: '1 Jun', value: 18.2 },
  { label: '8 Jun', value: 17.4, marked: true },
  { label: '15 Jun', value: null },
  { label: '22 Jun', value: 16.9 },
];

describe('TrendLine', () => {
  it('names the chart with a summary: count, range, lowest, highest, latest', () => {
    render(<TrendLine title="Handicap index" points={points} valueLabel="Index" labelHeader="Date" />);
    expect(screen.getByRole('figure', { name: 'Handicap index' })).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'Handicap index: 3 values from 1 Jun to 22 Jun; lowest 16.9, highest 18.2, latest 16.9.',
    );
  });

  it('has a hidden data table with every point, the gap and the marked one', () => {
    render(<TrendLine title="Handicap index" points={points} valueLabel="Index" labelHeader="Date" markedNote="counts" />);
    const table = screen.getByRole('table', { name: 'Handicap index' });
    expect(table.parentElement?.className).toBe('visually-hidden');
    const rows = within(table).getAllByRole('row').map((r) => [...r.children].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Date', 'Index'],
      ['1 Jun', '18.2'],
      ['8 Jun', '17.4 (counts)'],
      ['15 Jun', '–'],
      ['22 Jun', '16.9'],
    ]);
  });

  it('draws a point per value, the highest at the top and the lowest at the bottom of the plot', () => {
    const { container } = render(<TrendLine title="Index" points={points} valueLabel="Index" />);
    const circles = [...container.querySelectorAll('circle')];
    expect(circles).toHaveLength(3);
    expect(Number(circles[0]?.getAttribute('cy'))).toBeCloseTo(PLOT.top, 6); // 18.2, the highest
    expect(Number(circles[2]?.getAttribute('cy'))).toBeCloseTo(VIEW_HEIGHT - PLOT.bottom, 6); // 16.9, the lowest
    expect(circles[1]?.getAttribute('class')).toContain('trend-line-point-marked');
    // the null breaks the line: two runs, each starting with a move
    expect(container.querySelector('path')?.getAttribute('d')?.match(/M/g)).toHaveLength(2);
  });

  it('says so when there is nothing to draw', () => {
    render(<TrendLine title="Index" points={[{ label: 'a', value: null }]} valueLabel="Index" />);
    expect(screen.getByText('No data yet.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
