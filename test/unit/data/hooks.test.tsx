// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createScoreCard, patchHole, useCourses, useScoreCard, useScoreCardsOfUser, upsertCourse } from '../../../src/data/index.ts';
import { course } from './fixtures.ts';
import { renderedDatabasePerTest } from './rendered-database.tsx';

const local = renderedDatabasePerTest();
const { wrapper } = local;

describe('hooks', () => {
  it('useScoreCard loads, follows edits, and reports a missing card', async () => {
    await createScoreCard(local.db, { id: 'k', userId: 'u1', course: course(), teeId: 'white', player: {} });
    const { result } = renderHook(() => useScoreCard('k'), { wrapper });
    await waitFor(() => expect(result.current.card?.id).toBe('k'));
    await act(() => patchHole(local.db, 'k', 1, { shotCount: 4 }));
    await waitFor(() => expect(result.current.card?.holes[0]?.shotCount).toBe(4));
    const missing = renderHook(() => useScoreCard('nope'), { wrapper });
    await waitFor(() => expect(missing.result.current).toMatchObject({ card: null, loading: false, notFound: true }));
  });

  it('list hooks update live', async () => {
    const { result } = renderHook(() => ({ cards: useScoreCardsOfUser('u1'), courses: useCourses() }), { wrapper });
    await waitFor(() => expect(result.current.cards.loading).toBe(false));
    expect(result.current.cards.results).toEqual([]);
    await act(async () => {
      await upsertCourse(local.db, course('c9', 'Bay'));
      await createScoreCard(local.db, { id: 'k', userId: 'u1', course: course(), teeId: 'white', player: {} });
    });
    await waitFor(() => expect(result.current.cards.results.map((c) => c.id)).toEqual(['k']));
    await waitFor(() => expect(result.current.courses.results.map((c) => c.name)).toEqual(['Bay']));
  });

  it('list hooks give plain documents, the same array until the query answers again', async () => {
    await createScoreCard(local.db, { id: 'k', userId: 'u1', course: course(), teeId: 'white', player: {} });
    const { result, rerender } = renderHook(() => useScoreCardsOfUser('u1'), { wrapper });
    await waitFor(() => expect(result.current.results.map((c) => c.id)).toEqual(['k']));
    const first = result.current.results;
    expect(first[0]).not.toHaveProperty('_rev');
    expect(first[0]).not.toHaveProperty('toJSON');
    rerender();
    expect(result.current.results).toBe(first);
    await act(() => patchHole(local.db, 'k', 1, { shotCount: 4 }));
    await waitFor(() => expect(result.current.results[0]?.holes[0]?.shotCount).toBe(4));
    expect(result.current.results).not.toBe(first);
  });
});
