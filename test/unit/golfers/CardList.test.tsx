// @vitest-environment happy-dom
// The card list as the dashboard and the score cards page show it: a link to each card with its course,
// figures and date (and, on the score cards page, its tee and a competition).
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CardList } from '../../../src/golfers/CardList.tsx';
import { formatDayTime } from '../../../src/i18n/formats.ts';
import { languageState } from '../../../src/i18n/language.ts';

const dateTimeLabel = (epochMs: number) => formatDayTime(epochMs, languageState().locale);

afterEach(cleanup);

async function renderInRouter(ui: ReactNode) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: ['/dashboard'] }),
  });
  render(<RouterProvider router={router} />);
  await router.load();
}

const date = new Date(2026, 5, 12, 9, 30).getTime();
const cards = [
  { id: 'c1', courseName: 'Pine Valley', stableford: 36, shotCount: 88, date, teeName: 'Yellow', isCompetition: true },
  { id: 'c2', courseName: 'Sunny Links', stableford: 30, shotCount: 95, date, teeName: 'Red', isCompetition: false },
];

describe('CardList', () => {
  it('links each card with its course, points and strokes, and date', async () => {
    await renderInRouter(<CardList cards={cards} />);
    const links = await screen.findAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/score-cards/c1', '/score-cards/c2']);
    expect(links[0]?.textContent).toBe(`Pine Valley36 pts · 88${dateTimeLabel(date)}`);
  });

  it('adds the tee and a competition when detailed', async () => {
    await renderInRouter(<CardList cards={cards} detailed />);
    const links = await screen.findAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      `Pine Valley36 pts · 88${dateTimeLabel(date)} · Yellow · Competition`,
      `Sunny Links30 pts · 95${dateTimeLabel(date)} · Red`,
    ]);
  });
});
