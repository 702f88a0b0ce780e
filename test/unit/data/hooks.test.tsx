// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createScoreCard, GolfDatabaseProvider, patchHole, useCourses, useScoreCard, useScoreCardsOfUser, upsertCourse, type GolfDatabase } from '../../../src/data/index.ts';
import { course, dispose, freshDatabase } from './fixtures.ts';

let db: GolfDatabase;
beforeEach(async () => {
  db = await freshDatabase();
});
afterEach(async () => {
  cleanup();
  await dispose(db);
});

const wrapper = ({ children }: { children: ReactNode }) => <GolfDatabaseProvider database={db}>{children}</GolfDatabaseProvider>;

describe('hooks', () => {
  it('useScoreCard loads, follows edits, and reports a missing card', async () => {
    await createScoreCard(db, { id: 'k', userId: 'u1', course: course(), teeId: 'white', player: {} });
    const { result } = renderHook(() => useScoreCard('k'), { wrapper });
    await waitFor(() => expect(result.current.card?.id).toBe('k'));
    await act(() => patchHole(db, 'k', 1, { shotCount: 4 }));
    await waitFor(() => expect(result.current.card?.holes[0]?.shotCount).toBe(4));
    const missing = renderHook(() => useScoreCard('nope'), { wrapper });
    await waitFor(() => expect(missing.result.current).toMatchObject({ card: null, loading: false, notFound: true }));
  });

  it('list hooks update live', async () => {
    const { result } = renderHook(() => ({ cards: useScoreCardsOfUser('u1'), courses: useCourses() }), { wrapper });
    await waitFor(() => expect(result.current.cards.loading).toBe(false));
    expect(result.current.cards.results).toEqual([]);
    await act(async () => {
      await upsertCourse(db, course('c9', 'Bay'));
      await createScoreCard(db, { id: 'k', userId: 'u1', course: course(), teeId: 'white', player: {} });
    });
    await waitFor(() => expect(result.current.cards.results.map((c) => c.id)).toEqual(['k']));
    await waitFor(() => expect(result.current.courses.results.map((c) => c.name)).toEqual(['Bay']));
  });
});
