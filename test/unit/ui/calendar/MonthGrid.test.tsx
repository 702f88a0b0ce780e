// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IsoDate } from '../../../../src/domain/index.ts';
import { MonthGrid, type MonthGridProps } from '../../../../src/ui/calendar/MonthGrid.tsx';

afterEach(cleanup);

/** The grid with its focused date held in state, as the calendar page holds it in the URL. */
function Harness({ start, onOpenDate, ...rest }: { start: IsoDate } & Partial<MonthGridProps>) {
  const [focused, setFocused] = useState(start);
  return (
    <MonthGrid
      label="Calendar"
      focusedDate={focused}
      onFocusDate={setFocused}
      onOpenDate={onOpenDate ?? (() => {})}
      isToday={(date) => date === '2026-11-23'}
      {...rest}
    />
  );
}

const focusedCell = () => document.activeElement as HTMLElement;
const tabStops = () => screen.getAllByRole('gridcell').filter((cell) => cell.tabIndex === 0);
const press = (key: string, init: { shiftKey?: boolean } = {}) => fireEvent.keyDown(focusedCell(), { key, ...init });

describe('MonthGrid', () => {
  it('is a grid of Monday-first weeks with column headers and one tab stop', () => {
    render(<Harness start="2026-12-15" />);
    const grid = screen.getByRole('grid', { name: 'Calendar' });
    expect(within(grid).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(within(grid).getAllByRole('columnheader')[0]?.getAttribute('abbr')).toBe('Monday');
    // A header row and the five weeks from 30 November 2026 to 3 January 2027.
    const rows = within(grid).getAllByRole('row');
    expect(rows).toHaveLength(6);
    for (const row of rows.slice(1)) expect(within(row).getAllByRole('gridcell')).toHaveLength(7);
    expect(within(rows[1] as HTMLElement).getAllByRole('gridcell')[0]?.getAttribute('aria-label')).toBe('Monday 30 November 2026');
    expect(within(rows[5] as HTMLElement).getAllByRole('gridcell')[6]?.getAttribute('aria-label')).toBe('Sunday 3 January 2027');
    expect(tabStops().map((cell) => cell.dataset.date)).toEqual(['2026-12-15']);
  });

  it('marks today and dims the days of the neighbouring months', () => {
    render(<Harness start="2026-11-10" />);
    const today = screen.getByRole('gridcell', { name: 'Monday 23 November 2026' });
    expect(today.getAttribute('aria-current')).toBe('date');
    expect(today.classList.contains('month-grid__day--today')).toBe(true);
    expect(screen.getAllByRole('gridcell').filter((cell) => cell.getAttribute('aria-current'))).toHaveLength(1);
    expect(screen.getByRole('gridcell', { name: 'Monday 26 October 2026' }).classList.contains('month-grid__day--outside')).toBe(true);
    expect(screen.getByRole('gridcell', { name: 'Sunday 1 November 2026' }).classList.contains('month-grid__day--outside')).toBe(false);
  });

  it('does not take the focus when it first renders', () => {
    render(<Harness start="2026-11-10" />);
    expect(document.activeElement).toBe(document.body);
  });

  it('moves the focus with the arrows, Home and End, into the next month and year', () => {
    render(<Harness start="2026-12-30" />);
    screen.getByRole('gridcell', { name: 'Wednesday 30 December 2026' }).focus();
    press('ArrowRight');
    expect(focusedCell().dataset.date).toBe('2026-12-31');
    press('End');
    expect(focusedCell().dataset.date).toBe('2027-01-03');
    // The grid now shows January 2027: its first week starts on 28 December.
    expect(screen.getAllByRole('gridcell')[0]?.dataset.date).toBe('2026-12-28');
    press('ArrowDown');
    expect(focusedCell().dataset.date).toBe('2027-01-10');
    press('Home');
    expect(focusedCell().dataset.date).toBe('2027-01-04');
    press('ArrowUp');
    press('ArrowLeft');
    expect(focusedCell().dataset.date).toBe('2026-12-27');
    expect(tabStops().map((cell) => cell.dataset.date)).toEqual(['2026-12-27']);
  });

  it('moves by a month with PageUp/PageDown and by a year with Shift', () => {
    render(<Harness start="2027-01-31" />);
    screen.getByRole('gridcell', { name: 'Sunday 31 January 2027' }).focus();
    press('PageDown');
    expect(focusedCell().getAttribute('aria-label')).toBe('Sunday 28 February 2027');
    press('PageUp', { shiftKey: true });
    expect(focusedCell().getAttribute('aria-label')).toBe('Saturday 28 February 2026');
    press('PageUp');
    expect(focusedCell().dataset.date).toBe('2026-01-28');
  });

  it('opens the focused day with Enter or Space and a day with a tap', () => {
    const onOpenDate = vi.fn();
    render(<Harness start="2026-11-10" onOpenDate={onOpenDate} />);
    screen.getByRole('gridcell', { name: 'Tuesday 10 November 2026' }).focus();
    press('Enter');
    press(' ');
    expect(onOpenDate.mock.calls).toEqual([['2026-11-10'], ['2026-11-10']]);
    fireEvent.click(screen.getByRole('gridcell', { name: 'Friday 20 November 2026' }));
    expect(onOpenDate).toHaveBeenLastCalledWith('2026-11-20');
    expect(tabStops().map((cell) => cell.dataset.date)).toEqual(['2026-11-20']);
  });

  it('makes a day focused by pointer or screen reader the tab stop', () => {
    render(<Harness start="2026-11-10" />);
    fireEvent.focus(screen.getByRole('gridcell', { name: 'Saturday 7 November 2026' }));
    expect(tabStops().map((cell) => cell.dataset.date)).toEqual(['2026-11-07']);
  });

  it('leaves other keys to the browser', () => {
    const onFocusDate = vi.fn();
    render(<MonthGrid label="Calendar" focusedDate="2026-11-10" onFocusDate={onFocusDate} onOpenDate={() => {}} />);
    const cell = screen.getByRole('gridcell', { name: 'Tuesday 10 November 2026' });
    cell.focus();
    expect(fireEvent.keyDown(cell, { key: 'Tab' })).toBe(true);
    expect(fireEvent.keyDown(cell, { key: 'ArrowLeft', altKey: true })).toBe(true);
    expect(fireEvent.keyDown(cell, { key: 'ArrowLeft' })).toBe(false);
    expect(onFocusDate.mock.calls).toEqual([['2026-11-09']]);
  });

  it('shows what renderDay draws and names the day with dayLabel', () => {
    render(
      <Harness
        start="2026-11-10"
        renderDay={(day) => (day.date === '2026-11-12' ? <span className="dots">••</span> : null)}
        dayLabel={(day) => (day.date === '2026-11-12' ? 'Thursday 12 November 2026, 2 tee times' : day.date)}
      />,
    );
    const cell = screen.getByRole('gridcell', { name: 'Thursday 12 November 2026, 2 tee times' });
    expect(cell.querySelector('.dots')?.textContent).toBe('••');
    expect(cell.querySelector('[aria-hidden="true"]')?.textContent).toBe('12••');
  });
});
