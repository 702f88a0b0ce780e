// @vitest-environment happy-dom
// A directory search kept in step with what the golfer types (docs/ARCHITECTURE.md, "Course directory"):
// when the server cannot be reached it says so at once, and asks again as soon as the connection is up
// (a phone just opened, or back in signal), without the golfer typing again.
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { DirectoryUnreachableError, type CourseHit, type DirectorySearch } from '../../../../src/data/directory.ts';
import { DirectoryContext, useServerSearch } from '../../../../src/data/hooks/directory.ts';

function fakeDirectory() {
  let online = false;
  let comeOnline: () => void = () => undefined;
  const connected = new Promise<void>((resolve) => {
    comeOnline = () => {
      online = true;
      resolve();
    };
  });
  const directory: DirectorySearch = {
    coursesByName: (text) => (online ? Promise.resolve([{ id: 'c1', name: `${text} Links` }]) : Promise.reject(new DirectoryUnreachableError('offline'))),
    coursesNear: () => Promise.resolve([]),
    courseById: () => Promise.resolve(null),
    golfersByName: () => Promise.resolve([]),
    whenOnline: () => connected,
  };
  return { directory, comeOnline };
}

describe('useServerSearch', () => {
  it('says the server is unreachable, then answers once the connection comes up', async () => {
    const { directory, comeOnline } = fakeDirectory();
    const wrapper = ({ children }: { children: ReactNode }) => <DirectoryContext.Provider value={directory}>{children}</DirectoryContext.Provider>;
    const { result } = renderHook(() => useServerSearch<CourseHit>('name:Fjord', (d) => d.coursesByName('Fjord')), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('unreachable'));
    act(() => comeOnline());
    await waitFor(() => expect(result.current).toEqual({ status: 'found', results: [{ id: 'c1', name: 'Fjord Links' }] }));
  });
});
