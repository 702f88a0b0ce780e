import { describe, expect, it } from 'vitest';
import { keptCourseIds, keptGolferIds, type KeptSources } from '../../../src/data/kept.ts';

const sources: KeptSources = {
  uid: 'me',
  cards: [
    { courseId: 'played', userId: 'me', creatorId: 'me' },
    { courseId: 'partners', userId: 'ann', creatorId: 'bob' },
  ],
  matches: [{ courseId: 'match', creatorId: 'bob', players: { me: 1, cy: 1 }, markerId: 'cy' }],
  tournaments: [{ organizer: { id: 'org' }, playerIds: { dee: 1 } }],
  courses: [
    { id: 'mine', creatorId: 'me' },
    { id: 'theirs', creatorId: 'bob' },
  ],
  userData: { savedCourses: { saved: 1 }, savedGolfers: { eve: 1 } },
};

describe('what a device keeps (docs/ARCHITECTURE.md, "Course directory")', () => {
  it('courses: created here, saved, and those its cards and matches name; not another golfer\'s it holds for nothing', () => {
    expect([...keptCourseIds(sources)].sort()).toEqual(['match', 'mine', 'partners', 'played', 'saved']);
  });

  it('profiles: its golfer, the saved golfers, everyone its cards, matches and tournaments name', () => {
    expect([...keptGolferIds(sources)].sort()).toEqual(['ann', 'bob', 'cy', 'dee', 'eve', 'me', 'org']);
  });

  it('an empty device keeps its golfer\'s profile and no course', () => {
    const empty: KeptSources = { uid: 'me', cards: [], matches: [], tournaments: [], courses: [], userData: null };
    expect([...keptCourseIds(empty)]).toEqual([]);
    expect([...keptGolferIds(empty)]).toEqual(['me']);
  });
});
