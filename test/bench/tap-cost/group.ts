// The group of the tap-cost bench (docs/ARCHITECTURE.md, "What a tap costs"): four golfers in an
// Individual stroke-play match, its creator the marker; the match and the four cards on the server and
// in every player's feed, as the marker's push leaves them. On a mapped course every hole of the cards
// carries the course's coordinates (the tee, the green's front, middle and back, the flag), as a card
// copies them from its course.
import { collectionSchemas } from '../../../schemas/index.ts';
import { toServer } from '../../../src/backend/doc-shape.ts';
import type { ScoreCardHole } from '../../../src/data/types.ts';
import type { RtdbServer } from '../../../emulator/rtdb/index.ts';
import { newCard, newId } from '../../integration/sync/support/cards.ts';

export type CourseKind = 'plain' | 'mapped';

export interface Group {
  matchId: string;
  /** marker, partner with the board on screen, two partners elsewhere. */
  uids: [string, string, string, string];
  cardIds: string[];
}

const SERVER_TIMESTAMP = { '.sv': 'timestamp' };

/** Coordinates as an OpenStreetMap import stores them (full double precision). */
function mapped(hole: ScoreCardHole): ScoreCardHole {
  const base = 40.4168 + hole.number * 0.0031;
  const at = (d: number) => base + d + 0.000012345678901;
  const lon = (d: number) => -3.7038 - hole.number * 0.0027 - d - 0.000098765432109;
  return {
    ...hole,
    distance: 320 + hole.number * 7,
    latitude: at(0.0021), longitude: lon(0.0021),
    teeLatitude: at(0), teeLongitude: lon(0),
    greenFrontLatitude: at(0.0019), greenFrontLongitude: lon(0.0019),
    middleLatitude: at(0.0021), middleLongitude: lon(0.0021),
    greenEndLatitude: at(0.0023), greenEndLongitude: lon(0.0023),
  };
}

export function seedGroup(server: RtdbServer, prefix: string, course: CourseKind): Group {
  const uids = [0, 1, 2, 3].map((i) => `${prefix}-${'abcd'[i] ?? i}`) as Group['uids'];
  const [marker] = uids;
  const matchId = newId('m');
  const cards = uids.map((uid) => {
    const card = newCard({ uid }, { creatorId: marker, matchId, courseName: 'Casa de Campo' });
    return course === 'mapped' ? { ...card, holes: card.holes.map(mapped) } : card;
  });
  const now = Date.now();
  const match = {
    id: matchId, date: now, creationDate: now, modifiedDate: now, courseId: 'course-1', tournamentId: '', isCompetition: false,
    scoreCards: cards.map((c) => c.id), creatorId: marker, playMode: 'Individual', scoringMode: 'Strokes', userId: marker,
    players: Object.fromEntries(uids.map((p) => [p, 1])), markerId: marker, holeCount: 18,
  };
  const writes: Record<string, unknown> = { [`matches/${matchId}`]: { ...toServer({ ...match, _deleted: false }, collectionSchemas.matches), updatedAt: SERVER_TIMESTAMP } };
  for (const card of cards) writes[`scoreCards/${card.id}`] = { ...toServer({ ...card, _deleted: false }, collectionSchemas.scorecards), updatedAt: SERVER_TIMESTAMP };
  for (const p of uids) {
    writes[`feeds/${p}/matches/${matchId}`] = SERVER_TIMESTAMP;
    for (const card of cards) writes[`feeds/${p}/scoreCards/${card.id}`] = SERVER_TIMESTAMP;
  }
  // The match first: the cards name it. Written as the server stores what a client sends (arrays as
  // index maps), so that the phones' transaction hashes match.
  for (const [path, value] of Object.entries(writes)) server.setData(path, value);
  return { matchId, uids, cardIds: cards.map((c) => c.id) };
}

/** The size of one stored card as JSON (what the old protocol sends whole). */
export function cardBytes(server: RtdbServer, cardId: string): number {
  return Buffer.byteLength(JSON.stringify(server.getData(`scoreCards/${cardId}`)));
}
