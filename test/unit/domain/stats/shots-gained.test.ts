// Strokes gained from marked shots (src/domain/stats/shots-gained.ts, broadie-baseline.ts): the worked
// examples of docs/GOLF.md, "Strokes gained from marked shots", each checked here.
import { describe, expect, it } from 'vitest';
import * as schemaEnums from '../../../../schemas/enums.ts';
import {
  expectedStrokes,
  holeShotsGained,
  LIES,
  METRES_PER_YARD,
  onTheGreen,
  shotsGainedOf,
  shownGained,
  type Lie,
  type MarkedHole,
  type ShotMark,
} from '../../../../src/domain/index.ts';

/** One degree of latitude on the app's sphere (docs/GOLF.md, "Statistics"). */
const M_PER_DEG = 111_194.9;
const HOLE = { latitude: 52, longitude: 4 };
/** A point `metres` south of the hole, on the line of play. */
const short = (metres: number) => ({ latitude: HOLE.latitude - metres / M_PER_DEG, longitude: HOLE.longitude });
const yd = (yards: number) => yards * METRES_PER_YARD;
const ft = (feet: number) => feet * 0.3048;
/** The green: its middle (and hole) at HOLE, no front or back (radius 14 m). */
const GREEN = { middleLatitude: HOLE.latitude, middleLongitude: HOLE.longitude };

let at = 0;
function mark(metres: number, lie?: Lie, over: Partial<ShotMark> = {}): ShotMark {
  at += 1;
  return { id: `m${at}`, ...short(metres), accuracy: 3, at, ...(lie ? { lie } : {}), ...over };
}

function hole(par: number, teeMetres: number, marks: ShotMark[], counts: Partial<MarkedHole> = {}): MarkedHole {
  return { par, shotCount: 4, puttCount: 0, penaltyCount: 0, marks, tee: short(teeMetres), green: GREEN, ...counts };
}

describe("Broadie's baseline", () => {
  it('reads the table by lie and distance, linear between rows', () => {
    expect(expectedStrokes('tee', yd(400))).toBeCloseTo(3.99, 10);
    expect(expectedStrokes('fairway', yd(150))).toBeCloseTo(2.945, 10);
    expect(expectedStrokes('rough', yd(20))).toBeCloseTo(2.59, 10);
    expect(expectedStrokes('sand', yd(10))).toBeCloseTo(2.43, 10);
    expect(expectedStrokes('recovery', yd(200))).toBeCloseTo(3.87, 10);
    expect(expectedStrokes('green', ft(20))).toBeCloseTo(1.87, 10);
    expect(expectedStrokes('green', ft(25))).toBeCloseTo(1.925, 10);
    // Outside the table: a tee under 100 yards, anything past 600 yards or 90 feet on the green.
    expect(expectedStrokes('tee', yd(90))).toBeNull();
    expect(expectedStrokes('fairway', yd(601))).toBeNull();
    expect(expectedStrokes('green', ft(91))).toBeNull();
    // Closer than the first row reads the first row.
    expect(expectedStrokes('green', ft(0.5))).toBe(1);
    expect(expectedStrokes('fairway', yd(5))).toBe(2.18);
  });

  it('has the lies the schema stores', () => {
    expect([...LIES]).toEqual([...schemaEnums.LIES]);
  });
});

describe('strokes gained from marked shots: the worked examples of docs/GOLF.md', () => {
  it('a par 4 of 400 yards: drive to 150 yards on the fairway, approach to 20 feet, two putts', () => {
    const h = hole(4, yd(400), [mark(yd(400), undefined, { tee: true }), mark(yd(150), 'fairway'), mark(ft(20))], { shotCount: 4, puttCount: 2 });
    const { shots } = holeShotsGained(h);
    expect(shots.map((s) => s.category)).toEqual(['offTheTee', 'approach', 'putting']);
    expect(shots[0]?.gained).toBeCloseTo(0.045, 6); // 3.99 - 2.945 - 1
    expect(shots[1]?.gained).toBeCloseTo(0.075, 6); // 2.945 - 1.87 - 1
    expect(shots[2]?.gained).toBeCloseTo(-0.13, 6); // 1.87 - 2
    expect(shots[2]?.strokes).toBe(2);
    // The hole's sum is the tee's expectation minus the score: 3.99 - 4.
    expect(shots.reduce((s, x) => s + x.gained, 0)).toBeCloseTo(-0.01, 6);
  });

  it('a par 3 of 160 yards: into the sand 10 yards short, out to 6 feet, one putt', () => {
    const h = hole(3, yd(160), [mark(yd(10), 'sand'), mark(ft(6))], { shotCount: 3, puttCount: 1 });
    const { shots } = holeShotsGained(h);
    // A par 3's tee shot is an approach; the sand shot is around the green.
    expect(shots.map((s) => s.category)).toEqual(['approach', 'aroundTheGreen', 'putting']);
    expect(shots[0]?.gained).toBeCloseTo(-0.44, 6); // 2.99 - 2.43 - 1
    expect(shots[1]?.gained).toBeCloseTo(0.09, 6); // 2.43 - 1.34 - 1
    expect(shots[2]?.gained).toBeCloseTo(0.34, 6); // 1.34 - 1
  });

  it('a chip in from the rough 20 yards away, no putt', () => {
    const h = hole(4, yd(380), [mark(yd(380), undefined, { tee: true }), mark(yd(200), 'fairway'), mark(yd(20), 'rough')], { shotCount: 3, puttCount: 0 });
    const { shots } = holeShotsGained(h);
    expect(shots.map((s) => s.category)).toEqual(['offTheTee', 'approach', 'aroundTheGreen']);
    expect(shots[2]?.gained).toBeCloseTo(1.59, 6); // 2.59 - 0 - 1
  });

  it('takes the green from the course when the golfer did not say the lie', () => {
    expect(onTheGreen(short(7), GREEN)).toBe(true);
    expect(onTheGreen(short(15), GREEN)).toBe(false);
  });
});

describe('what is not measured', () => {
  const played = () => [mark(yd(400), undefined, { tee: true }), mark(yd(150), 'fairway'), mark(ft(20))];

  it('leaves out a hole whose marks do not add up to its strokes and putts, or with penalty strokes', () => {
    // 5 strokes, 2 putts: a shot between the marks was not marked.
    expect(holeShotsGained(hole(4, yd(400), played(), { shotCount: 5, puttCount: 2 }))).toEqual({ shots: [], unmeasured: 'marksDoNotAdd' });
    expect(holeShotsGained(hole(4, yd(400), played(), { shotCount: 5, puttCount: 2, penaltyCount: 1 }))).toEqual({ shots: [], unmeasured: 'penalty' });
    expect(holeShotsGained(hole(4, yd(400), played(), { shotCount: -1 }))).toEqual({ shots: [], unmeasured: 'notHoledOut' });
    expect(holeShotsGained({ ...hole(4, yd(400), played()), green: {} })).toEqual({ shots: [], unmeasured: 'noGreen' });
  });

  it('measures no shot from or to a mark without a lie or with a poor fix', () => {
    const h = hole(4, yd(400), [mark(yd(400), undefined, { tee: true }), mark(yd(150)), mark(ft(20))], { shotCount: 4, puttCount: 2 });
    expect(holeShotsGained(h).shots.map((s) => s.category)).toEqual(['putting']);
    const poor = hole(4, yd(400), [mark(yd(400), undefined, { tee: true }), mark(yd(150), 'fairway', { accuracy: 25 }), mark(ft(20))], { shotCount: 4, puttCount: 2 });
    expect(holeShotsGained(poor).shots.map((s) => s.category)).toEqual(['putting']);
  });

  it('measures the marked shots before an unmarked one onto the green, and neither it nor the putts', () => {
    const h = hole(4, yd(400), [mark(yd(400), undefined, { tee: true }), mark(yd(150), 'fairway')], { shotCount: 4, puttCount: 2 });
    expect(holeShotsGained(h).shots.map((s) => s.category)).toEqual(['offTheTee']);
  });

  it('sums per category with the strokes each rests on, and shows a figure only from 5 strokes', () => {
    const holes = [1, 2, 3].map(() => hole(4, yd(400), played(), { shotCount: 4, puttCount: 2 }));
    const summary = shotsGainedOf(holes);
    expect(summary.holesMeasured).toBe(3);
    expect(summary.figures.putting.strokes).toBe(6);
    expect(summary.figures.putting.gained).toBeCloseTo(-0.39, 6);
    expect(summary.figures.offTheTee.strokes).toBe(3);
    expect(shownGained(summary.figures.offTheTee)).toBeNull();
    expect(shownGained(summary.figures.putting)).toBeCloseTo(-0.39, 6);
  });
});
