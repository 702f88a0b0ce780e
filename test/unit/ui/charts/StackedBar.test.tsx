// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StackedBar } from '../../../../src/ui/charts/index.ts';
import { VIEW_WIDTH } from '../../../../src/ui/charts/chart-geometry.ts';

afterEach(cleanup);

// 40 holes: 2 eagles (5%), 6 birdies (15%), 16 pars (40%), 10 bogeys (25%), 0 double bogeys, 6 worse (15%)
const segments = [
  { label: 'Eagle or better', value: 2 },
  { label: 'Birdie', value: 6 },
  { label: 'Par', value: 16 },
  { label: 'Bogey', value: 10 },
  { label: 'Double bogey', value: 0 },
  { label: 'Worse', value: 6 },
];

describe('StackedBar', () => {
  it('summarises the total and each share', () => {
    render(<StackedBar title="Scores" segments={segments} valueLabel="Holes" />);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'Scores, 40 in all: Eagle or better 2 (5%), Birdie 6 (15%), Par 16 (40%), Bogey 10 (25%), Double bogey 0 (0%), Worse 6 (15%).',
    );
  });

  it('lists values and shares in a hidden table', () => {
    render(<StackedBar title="Scores" segments={segments} valueLabel="Holes" labelHeader="Score" />);
    const rows = within(screen.getByRole('table', { name: 'Scores' }))
      .getAllByRole('row')
      .map((r) => [...r.children].map((c) => c.textContent));
    expect(rows[0]).toEqual(['Score', 'Holes', 'Share']);
    expect(rows[3]).toEqual(['Par', '16', '40%']);
    expect(rows).toHaveLength(7);
  });

  it('draws one segment per non-zero value, side by side across the full width', () => {
    const { container } = render(<StackedBar title="Scores" segments={segments} valueLabel="Holes" />);
    const rects = [...container.querySelectorAll('rect')];
    expect(rects).toHaveLength(5);
    const widths = rects.map((r) => Number(r.getAttribute('width')));
    expect(widths[2]).toBeCloseTo(VIEW_WIDTH * 0.4, 6); // par
    expect(Number(rects[2]?.getAttribute('x'))).toBeCloseTo(VIEW_WIDTH * 0.2, 6); // after 5% + 15%
    expect(widths.reduce((a, b) => a + b, 0)).toBeCloseTo(VIEW_WIDTH, 6);
    // the sixth segment keeps its own colour although the fifth is empty
    expect(rects[4]?.getAttribute('class')).toContain('stacked-bar-segment-5');
  });

  it('says so when everything is zero', () => {
    render(<StackedBar title="Scores" segments={[{ label: 'Par', value: 0 }]} valueLabel="Holes" />);
    expect(screen.getByText('No data yet.')).toBeTruthy();
  });
});
