// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BarChart } from '../../../../src/ui/charts/index.ts';
import { PLOT, plotHeight } from '../../../../src/ui/charts/chart-geometry.ts';

afterEach(cleanup);

describe('BarChart', () => {
  const bars = [
    { label: 'Par 3', value: 0.5 },
    { label: 'Par 4', value: 1 },
    { label: 'Par 5', value: -0.5 },
  ];

  it('summarises every bar and lists them in a hidden table', () => {
    render(<BarChart title="Strokes gained by par" bars={bars} valueLabel="Strokes gained" labelHeader="Par" />);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('Strokes gained by par: Par 3 0.5, Par 4 1, Par 5 -0.5.');
    const table = screen.getByRole('table', { name: 'Strokes gained by par' });
    expect(within(table).getAllByRole('row').map((r) => [...r.children].map((c) => c.textContent))).toEqual([
      ['Par', 'Strokes gained'],
      ['Par 3', '0.5'],
      ['Par 4', '1'],
      ['Par 5', '-0.5'],
    ]);
  });

  it('draws a bar per value from zero, negative ones below it', () => {
    const { container } = render(<BarChart title="SG" bars={bars} valueLabel="SG" />);
    const rects = [...container.querySelectorAll('rect')];
    expect(rects).toHaveLength(3);
    // range -0.5 .. 1 over the plot height: 1.5 units; zero sits 1 / 1.5 of the way down
    const unit = plotHeight / 1.5;
    const zero = PLOT.top + unit;
    expect(Number(rects[1]?.getAttribute('y'))).toBeCloseTo(PLOT.top, 6);
    expect(Number(rects[1]?.getAttribute('height'))).toBeCloseTo(unit, 6);
    expect(Number(rects[0]?.getAttribute('height'))).toBeCloseTo(unit / 2, 6);
    expect(Number(rects[2]?.getAttribute('y'))).toBeCloseTo(zero, 6);
    expect(rects[2]?.getAttribute('class')).toContain('bar-chart-bar-negative');
  });

  it('says so when there are no bars', () => {
    render(<BarChart title="SG" bars={[]} valueLabel="SG" />);
    expect(screen.getByText('No data yet.')).toBeTruthy();
  });
});
