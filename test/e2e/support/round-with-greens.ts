// A golfer's 18-hole round seeded on the server, with green coordinates on some holes only (as a course
// drawn in part), alone or as the one card of a match (the group screen): for the tests and the bench
// of the GPS on the play screens.
import { announceTo, seed, SERVER_TIMESTAMP } from './rtdb.ts';
import { roundCard } from './round-card.ts';

/** Holes 3, 6, 9, 12, 15 and 18 have no coordinates; the others a green near 52.003 N, 4.0006 E. */
export const HOLES_WITHOUT_GREEN: readonly number[] = [3, 6, 9, 12, 15, 18];

export const hasGreen = (hole: number): boolean => !HOLES_WITHOUT_GREEN.includes(hole);

function green(hole: number) {
  const shift = hole * 0.001;
  return {
    greenFrontLatitude: 52.0028 + shift,
    greenFrontLongitude: 4.0005,
    middleLatitude: 52.003 + shift,
    middleLongitude: 4.0006,
    greenEndLatitude: 52.0032 + shift,
    greenEndLongitude: 4.0007,
  };
}

/** Seeds the card (and, with `match`, a match of this golfer alone, whose marker they are) and announces
 * them to the golfer's feed. Returns the card's id. */
export async function seedRoundWithGreens(uid: string, options: { id: string; courseName: string; match?: boolean }): Promise<string> {
  const base = roundCard(options.id, uid, options.courseName);
  const matchId = options.match ? `${options.id}-match` : '';
  const card = {
    ...base,
    matchId,
    holes: base.holes.map((h) => (hasGreen(h.number) ? { ...h, ...green(h.number) } : h)),
    updatedAt: SERVER_TIMESTAMP,
  };
  if (matchId) {
    await seed(`matches/${matchId}`, {
      id: matchId,
      date: base.date,
      creationDate: base.date,
      modifiedDate: base.date,
      courseId: base.courseId,
      tournamentId: '',
      isCompetition: false,
      creatorId: uid,
      playMode: 'Individual',
      scoringMode: 'Stableford',
      userId: uid,
      players: { [uid]: 1 },
      scoreCards: [options.id],
      holeCount: 18,
      markerId: uid,
      updatedAt: SERVER_TIMESTAMP,
    });
    await announceTo([uid], 'matches', matchId);
  }
  await seed(`scoreCards/${options.id}`, card);
  await announceTo([uid], 'scoreCards', options.id);
  return options.id;
}
