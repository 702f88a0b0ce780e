// The golfer of the sync benches (Node and Chromium): 1,000 score cards of 18 holes on the server,
// each with its entry in the golfer's change feed, one server millisecond apart.
import type { ScoreCardDoc } from '../../src/data/types.ts';
import { collectionSchemas } from '../../schemas/index.ts';
import { toServer } from '../../src/backend/doc-shape.ts';
import type { RtdbServer } from '../../emulator/rtdb/index.ts';

export const PROJECT_ID = 'demo-handicap-down';
export const CARDS = 1000;
export const OWNER = 'bench-owner';

function hole(number: number): ScoreCardDoc['holes'][number] {
  return { number, hcp: number, par: 4, extraShots: 1, shotCount: 0, puttCount: 0, bunkerCount: 0, penaltyCount: 0, fairway: 0, gir: 0, modifiedAt: 0 };
}

export function card(i: number, owner: string, now: number): ScoreCardDoc {
  const holes = Array.from({ length: 18 }, (_, h) => ({ ...hole(h + 1), shotCount: 3 + ((i + h) % 5), puttCount: 2, modifiedAt: now }));
  return {
    id: `-bench${String(i).padStart(5, '0')}`, date: now, creationDate: now, modifiedDate: now, courseName: 'Bench Links', courseId: 'bench',
    teeId: 'white', teeName: 'White', holeCount: 18, holes, shotCount: 72, stableford: 36, handicap: 18, handicapGolf: 18,
    handicapPitchAndPutt: 18, isCompetition: false, userId: owner, creatorId: owner, matchId: '', tournamentId: '',
  };
}

/** Seeds the cards and the owner's feed; returns the card ids. */
export function seedCards(server: RtdbServer, count = CARDS, owner = OWNER): string[] {
  const now = Date.now();
  const seeded: Record<string, unknown> = {};
  const feed: Record<string, number> = {};
  for (let i = 0; i < count; i++) {
    const c = card(i, owner, now);
    seeded[c.id] = { ...toServer({ ...c, _deleted: false }, collectionSchemas.scorecards), updatedAt: now - count + i };
    feed[c.id] = now - count + i;
  }
  server.setData('scoreCards', seeded);
  server.setData(`feeds/${owner}/scoreCards`, feed);
  return Object.keys(seeded);
}
