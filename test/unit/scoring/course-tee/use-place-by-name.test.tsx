// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OsmPlace } from '../../../../src/domain/course-import/osm/index.ts';
import { OverpassError, type OverpassSearch } from '../../../../src/osm/index.ts';
import { findPlace, usePlaceByName, type PlaceClient } from '../../../../src/scoring/course-tee/use-place-by-name.ts';

const SEVILLA: OsmPlace = { name: 'Sevilla', centre: { latitude: 37.3886, longitude: -5.9823 } };
const SEVILLA_OHIO: OsmPlace = { name: 'Sevilla', centre: { latitude: 41.03, longitude: -81.87 } };

const answer = (places: OsmPlace[]): OverpassSearch => ({ courses: [], places, from: places[0]?.centre ?? null });

/** A fake Overpass client: each search waits until the test answers it. */
function fakeClient() {
  const asked: { text: string; answer: (a: OverpassSearch) => void; fail: (e: unknown) => void }[] = [];
  const client: PlaceClient = {
    search: (text) =>
      new Promise<OverpassSearch>((resolve, reject) => {
        asked.push({ text, answer: resolve, fail: reject });
      }),
  };
  return { client, asked };
}

describe('a place name typed in the course search (docs/ARCHITECTURE.md, "Course directory")', () => {
  it('is the first place the Overpass server finds of that name, or none', async () => {
    const found = { search: () => Promise.resolve(answer([SEVILLA, SEVILLA_OHIO])) };
    expect(await findPlace(found, '  Sevilla ')).toEqual(SEVILLA);
    expect(await findPlace({ search: () => Promise.resolve(answer([])) }, 'Nowhere')).toBeNull();
    const position = { courses: [], places: [], from: { latitude: 52.3, longitude: 4.8 } };
    expect(await findPlace({ search: () => Promise.resolve(position) }, '52.3; 4.8')).toEqual({ name: '52.3; 4.8', centre: position.from });
  });

  it('is looked up when asked, and found', async () => {
    const fake = fakeClient();
    const { result } = renderHook(() => usePlaceByName(() => fake.client));
    expect(result.current.lookup).toEqual({ status: 'idle' });
    act(() => void result.current.find('Sevilla'));
    expect(result.current.lookup).toEqual({ status: 'looking', text: 'Sevilla' });
    expect(fake.asked.map((a) => a.text)).toEqual(['Sevilla']);
    await act(async () => fake.asked[0]?.answer(answer([SEVILLA])));
    expect(result.current.lookup).toEqual({ status: 'found', text: 'Sevilla', place: SEVILLA });
  });

  it('says when no place has that name', async () => {
    const fake = fakeClient();
    const { result } = renderHook(() => usePlaceByName(() => fake.client));
    act(() => void result.current.find('Atlantis'));
    await act(async () => fake.asked[0]?.answer(answer([])));
    expect(result.current.lookup).toEqual({ status: 'none', text: 'Atlantis' });
  });

  it("keeps the Overpass server's own words for a busy server, and marks any other failure", async () => {
    const fake = fakeClient();
    const { result } = renderHook(() => usePlaceByName(() => fake.client));
    act(() => void result.current.find('Sevilla'));
    await act(async () => fake.asked[0]?.fail(new OverpassError('busy', 'The server is too busy: try again later.', 504)));
    expect(result.current.lookup).toEqual({ status: 'failed', text: 'Sevilla', message: 'The server is too busy: try again later.', overpass: true });
    act(() => void result.current.find('Sevilla'));
    await act(async () => fake.asked[1]?.fail(new TypeError('broken')));
    expect(result.current.lookup).toEqual({ status: 'failed', text: 'Sevilla', message: 'broken', overpass: false });
  });

  it('keeps only the answer to the latest lookup, and none after clearing', async () => {
    const fake = fakeClient();
    const { result } = renderHook(() => usePlaceByName(() => fake.client));
    act(() => void result.current.find('Sevil'));
    act(() => void result.current.find('Sevilla'));
    await act(async () => fake.asked[1]?.answer(answer([SEVILLA])));
    await act(async () => fake.asked[0]?.answer(answer([])));
    expect(result.current.lookup).toEqual({ status: 'found', text: 'Sevilla', place: SEVILLA });

    act(() => void result.current.find('St Andrews'));
    act(() => result.current.clear());
    await act(async () => fake.asked[2]?.answer(answer([SEVILLA_OHIO])));
    await waitFor(() => expect(result.current.lookup).toEqual({ status: 'idle' }));
  });
});
