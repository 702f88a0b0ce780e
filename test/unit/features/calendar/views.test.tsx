// @vitest-environment happy-dom
// The month, week and day views as a golfer's screen reader meets them: tee times as links with full names,
// the plan links' addresses, the empty states. Rendered inside a router (the views are made of links).
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DayView } from '../../../../src/features/calendar/DayView.tsx';
import { MonthView } from '../../../../src/features/calendar/MonthView.tsx';
import type { TeeTime } from '../../../../src/features/calendar/tee-times.ts';
import { WeekView } from '../../../../src/features/calendar/WeekView.tsx';
import { browserLanguages } from '../../../support/browser-languages.ts';

afterEach(cleanup);

// A British browser: Monday weeks and a 24-hour clock (the names below).
let restoreLanguages: () => void;
beforeAll(() => {
  restoreLanguages = browserLanguages(['en-GB']);
});
afterAll(() => restoreLanguages());

async function renderInRouter(ui: ReactNode) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: ['/calendar'] }),
  });
  render(<RouterProvider router={router} />);
  await router.load();
}

const at = (day: number, hours: number, minutes = 0) => new Date(2026, 10, day, hours, minutes).getTime();

const fourball: TeeTime = {
  key: 'match:m1',
  kind: 'match',
  id: 'm1',
  date: at(24, 10, 30),
  courseName: 'Pine Valley',
  teeNames: ['Yellow'],
  playMode: 'Fourball',
  scoringMode: 'Stableford',
  holeCount: 18,
  players: ['You', 'Ben', 'Tom'],
  otherPlayers: ['Ben', 'Tom'],
  cards: [
    { id: 'c1', playerName: 'You' },
    { id: 'c2', playerName: 'Tom' },
  ],
  said: { clock: '10:30', course: 'Pine Valley', detail: 'Fourball with Ben, Tom' },
  name: '10:30, Pine Valley, Fourball with Ben, Tom',
};
const cup: TeeTime = {
  key: 'match:m2',
  kind: 'tournament',
  id: 'm2',
  date: at(24, 14),
  courseName: 'Pine Valley',
  teeNames: [],
  playMode: 'Individual',
  scoringMode: 'Stableford',
  holeCount: 18,
  tournamentName: 'Autumn Cup',
  players: ['You', 'Tom'],
  otherPlayers: ['Tom'],
  cards: [],
  said: { clock: '14:00', course: 'Pine Valley', detail: 'Autumn Cup, Individual with Tom' },
  name: '14:00, Pine Valley, Autumn Cup, Individual with Tom',
};
const round: TeeTime = {
  key: 'card:r1',
  kind: 'round',
  id: 'r1',
  date: at(26, 6, 45),
  courseName: 'Old Course',
  teeNames: ['White'],
  holeCount: 9,
  players: ['You'],
  otherPlayers: [],
  cards: [{ id: 'r1', playerName: 'You' }],
  said: { clock: '06:45', course: 'Old Course', detail: 'round on the White tee' },
  name: '06:45, Old Course, round on the White tee',
};

const hrefOf = (el: HTMLElement) => new URL(el.getAttribute('href') ?? '', 'http://app.invalid');

describe('WeekView', () => {
  it('lists the seven days, Monday first, each with its tee times and a plan link', async () => {
    await renderInRouter(<WeekView date="2026-11-25" teeTimes={[fourball, cup, round]} loading={false} />);
    const days = await screen.findAllByRole('region');
    expect(days.map((d) => d.getAttribute('aria-label'))).toEqual([
      'Monday, 23 November 2026',
      'Tuesday, 24 November 2026',
      'Wednesday, 25 November 2026',
      'Thursday, 26 November 2026',
      'Friday, 27 November 2026',
      'Saturday, 28 November 2026',
      'Sunday, 29 November 2026',
    ]);
    const tuesday = screen.getByRole('region', { name: 'Tuesday, 24 November 2026' });
    expect(hrefOf(within(tuesday).getByRole('link', { name: fourball.name })).pathname).toBe('/matches/m1');
    // The day's link is named by what it shows (label in name).
    expect(hrefOf(within(tuesday).getByRole('link', { name: 'Tuesday 24 November' })).search).toBe('?view=day&date=2026-11-24');
    // A tee time shows the text of its name, a match, a tournament round and a round alike: what is
    // seen is what is said (WCAG 2.5.3).
    for (const [day, teeTime] of [[tuesday, fourball], [tuesday, cup], [screen.getByRole('region', { name: 'Thursday, 26 November 2026' }), round]] as const) {
      expect(within(day).getByRole('link', { name: teeTime.name }).textContent).toBe(teeTime.name);
    }
    const plan = hrefOf(within(tuesday).getByRole('link', { name: 'Plan a tee time on Tuesday, 24 November 2026' }));
    expect([plan.pathname, plan.searchParams.get('date'), plan.searchParams.get('time')]).toEqual(['/matches', '2026-11-24', '09:00']);
    const thursday = screen.getByRole('region', { name: 'Thursday, 26 November 2026' });
    expect(hrefOf(within(thursday).getByRole('link', { name: round.name })).pathname).toBe('/score-cards/r1');
    expect(within(screen.getByRole('region', { name: 'Monday, 23 November 2026' })).getByText('No tee times.')).toBeTruthy();
    expect(screen.queryByText(/No tee times this week/)).toBeNull();
  });

  it('says so when the week is empty and offers to plan one, but not while it is still reading', async () => {
    await renderInRouter(<WeekView date="2026-11-25" teeTimes={[]} loading={true} />);
    await screen.findAllByRole('region');
    expect(screen.queryByText(/No tee times/)).toBeNull();
    cleanup();
    await renderInRouter(<WeekView date="2026-11-25" teeTimes={[]} loading={false} />);
    expect((await screen.findByText(/No tee times this week/)).textContent).toBe('No tee times this week — plan one.');
    expect(hrefOf(screen.getByRole('link', { name: 'plan one' })).searchParams.get('date')).toBe('2026-11-25');
  });
});

describe('DayView', () => {
  it("puts each tee time in its hour, in full, with the match's cards, and a plan link per hour", async () => {
    await renderInRouter(<DayView date="2026-11-24" teeTimes={[fourball]} loading={false} />);
    const hours = await screen.findByRole('list', { name: 'Hours of Tuesday, 24 November 2026' });
    const rows = within(hours).getAllByRole('listitem').filter((li) => li.parentElement === hours);
    expect(rows).toHaveLength(13);
    const ten = rows[3] as HTMLElement;
    expect(ten.textContent).toMatch(/^10:00/);
    expect(hrefOf(within(ten).getByRole('link', { name: fourball.name })).pathname).toBe('/matches/m1');
    expect(within(ten).getAllByRole('definition').map((d) => d.textContent)).toEqual(['Match with friends', 'Yellow', 'You, Ben, Tom', 'Fourball · Stableford · 18 holes']);
    const cards = within(ten).getByRole('list', { name: 'Score cards' });
    expect(within(cards).getAllByRole('link').map((a) => [a.textContent, hrefOf(a).pathname])).toEqual([
      ['Your score card', '/score-cards/c1'],
      ['Score card of Tom', '/score-cards/c2'],
    ]);
    const plan = hrefOf(within(rows[0] as HTMLElement).getByRole('link', { name: 'Plan a tee time at 07:00' }));
    expect([plan.searchParams.get('date'), plan.searchParams.get('time')]).toEqual(['2026-11-24', '07:00']);
    expect(screen.queryByText(/No tee times on this day/)).toBeNull();
  });

  it('adds an early hour for an early round and helps on an empty day', async () => {
    await renderInRouter(<DayView date="2026-11-26" teeTimes={[round]} loading={false} />);
    expect(await screen.findByRole('link', { name: 'Plan a tee time at 06:00' })).toBeTruthy();
    expect(screen.getByRole('link', { name: round.name })).toBeTruthy();
    cleanup();
    await renderInRouter(<DayView date="2026-11-27" teeTimes={[]} loading={false} />);
    expect((await screen.findByText(/No tee times on this day/)).textContent).toBe('No tee times on this day — plan one or pick an hour below.');
  });
});

describe('MonthView', () => {
  it("names a day by all it shows: its number, and a \"+\" past three dots, the count in its name", async () => {
    const more = [fourball, cup, { ...fourball, key: 'match:m3', id: 'm3', date: at(24, 16) }, { ...cup, key: 'match:m4', id: 'm4', date: at(24, 17) }];
    await renderInRouter(<MonthView date="2026-11-24" teeTimes={more} onFocusDate={() => undefined} onOpenDate={() => undefined} loading={false} />);
    const day = await screen.findByRole('gridcell', { name: 'Tuesday, 24 November 2026, 4 tee times' });
    // The visible text is the day's number and a bare "+" (WCAG 2.5.3: no "+1" that the name does not say).
    expect(day.textContent).toBe('24+');
    expect(within(screen.getByRole('region', { name: 'Tuesday, 24 November 2026' })).getAllByRole('link', { name: /^\d\d:\d\d, / })).toHaveLength(4);
  });
});
