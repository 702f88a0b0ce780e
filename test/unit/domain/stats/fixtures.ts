import type { StatsCard, StatsHole } from '../../../../src/domain/index.ts';
import { hole as scoreHole } from '../helpers.ts';

export const DAY = 86_400_000;
/** Metres of a hole whose length is a whole number of yards. */
export const yards = (y: number): number => y * 0.9144;

/** A recorded hole with the tee's distance (metres) when given. */
export const hole = (over: Partial<StatsHole> & { number: number }): StatsHole => ({ ...scoreHole(over), ...over });

export function statsCard(id: string, day: number, holes: StatsHole[], over: Partial<StatsCard> = {}): StatsCard {
  return { id, date: day * DAY, courseId: 'c1', teeType: 'Golf', isCompetition: false, holes, ...over };
}

// R1, day 1, course c1, competition. Worked by hand:
//  1 par 4 in 4, 2 putts, fairway hit, 1 stroke received, 400 yd: GIR (4 - 2 <= 2), par, 3 points,
//    strokes gained 3.99 - 4 = -0.01
//  2 par 3 in 4, 1 putt, a bunker shot, 150 yd: no GIR (4 - 1 > 1); scramble and sand save missed;
//    bogey, 1 point, 0.94 lost; gained (2.97 + 2.99) / 2 - 4 = -1.02
//  3 par 5 in 5, 3 putts, gone left, 1 received, a penalty, 500 yd: GIR (5 - 3 <= 3), 3-putt, par,
//    3 points; gained 4.41 - 5 = -0.59
//  4 par 4 in 7, 2 putts, gone right, 1 received, no distance: no GIR, scramble missed, +3, 0 points,
//    2 lost
//  => 20 strokes, 7 points, 2.94 lost, 8 putts, GIR 2/4, putts on GIR 5, one 1-putt, one 3-putt,
//     strokes gained -1.62 over 3 holes
export const r1 = statsCard(
  'r1',
  1,
  [
    hole({ number: 1, par: 4, shotCount: 4, puttCount: 2, fairway: 1, extraShots: 1, distance: yards(400) }),
    hole({ number: 2, par: 3, shotCount: 4, puttCount: 1, bunkerCount: 1, distance: yards(150) }),
    hole({ number: 3, par: 5, shotCount: 5, puttCount: 3, fairway: 2, extraShots: 1, penaltyCount: 1, distance: yards(500) }),
    hole({ number: 4, par: 4, shotCount: 7, puttCount: 2, fairway: 3, extraShots: 1 }),
  ],
  { isCompetition: true },
);

// R2, day 2, course c2:
//  1 par 4 in 3, 1 putt, fairway hit: GIR, birdie, 3 points
//  2 par 3 in 3, 1 putt, a bunker shot: no GIR (3 - 1 > 1), par: scramble and sand save made, 2 points
//  3 par 5 in 3, 1 putt, tee shot "bad shot" (4): GIR, eagle, 4 points
//  4 par 4 picked up: counts 4 + 0 + 2 = 6 strokes, double bogey or worse, 2 lost, no putting figures
//  => 15 strokes, 9 points, 2 lost, 3 putts over 3 holes holed out, GIR 2/3, putts on GIR 2, three 1-putts
export const r2 = statsCard(
  'r2',
  2,
  [
    hole({ number: 1, par: 4, shotCount: 3, puttCount: 1, fairway: 1 }),
    hole({ number: 2, par: 3, shotCount: 3, puttCount: 1, bunkerCount: 1 }),
    hole({ number: 3, par: 5, shotCount: 3, puttCount: 1, fairway: 4 }),
    hole({ number: 4, par: 4, shotCount: -1 }),
  ],
  { courseId: 'c2' },
);

// R3, day 3, course c1: one hole of four played, in 5 with no putts recorded: bogey, 1 point, 1 lost;
// not complete, no putting figures.
export const r3 = statsCard('r3', 3, [
  hole({ number: 1, par: 4, shotCount: 5 }),
  hole({ number: 2, par: 3 }),
  hole({ number: 3, par: 5 }),
  hole({ number: 4, par: 4 }),
]);

// R4: nothing played, left out of everything.
export const r4 = statsCard('r4', 4, [hole({ number: 1 })]);
