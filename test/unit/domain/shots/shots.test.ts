// docs/GOLF.md, "Shots and club distances": shot distances, club distances and the club suggestion.
import { describe, expect, it } from 'vitest';
import {
  atLastMark,
  clubDistances,
  distanceMeters,
  isTeeMark,
  lastPosition,
  likelyClubPlayed,
  percentile,
  shotsOfHole,
  suggestClub,
  type BagClub,
  type ClubDistance,
  type Shot,
  type ShotMark,
} from '../../../../src/domain/index.ts';

// One degree of latitude is 111,194.9 m on the app's sphere; these points lie due north of the tee.
const M_PER_DEG = 111_194.9;
const TEE = { latitude: 40, longitude: -3 };
const north = (metres: number) => ({ latitude: TEE.latitude + metres / M_PER_DEG, longitude: TEE.longitude });

let n = 0;
function mark(metres: number, extra: Partial<ShotMark> = {}): ShotMark {
  n += 1;
  return { id: `m${n}`, ...north(metres), accuracy: 4, at: 1000 + n, ...extra };
}

describe('shotsOfHole', () => {
  it('runs the first shot from the hole tee and each later one from the mark before', () => {
    const marks = [mark(230, { club: 'driver' }), mark(370, { club: '7i' }), mark(385, { club: 'sw', partial: true })];
    const shots = shotsOfHole(marks, TEE);
    expect(shots.map((s) => Math.round(s.distance))).toEqual([230, 140, 15]);
    expect(shots.map((s) => s.club)).toEqual(['driver', '7i', 'sw']);
    expect(shots.map((s) => s.partial)).toEqual([false, false, true]);
    expect(shots.every((s) => !s.flagged)).toBe(true);
  });

  it("starts at the golfer's own tee mark, not the course's tee", () => {
    const marks = [mark(5, { tee: true }), mark(225, { club: 'driver' })];
    const [shot] = shotsOfHole(marks, TEE);
    expect(Math.round(shot!.distance)).toBe(220);
    expect(shotsOfHole(marks, TEE)).toHaveLength(1);
  });

  it('orders the marks by time, whatever order they are stored in', () => {
    const a = mark(200, { club: 'driver' });
    const b = mark(350, { club: '8i' });
    expect(shotsOfHole([b, a], TEE).map((s) => s.club)).toEqual(['driver', '8i']);
  });

  it('flags a shot whose fix at either end is worse than 15 m, and keeps it', () => {
    const marks = [mark(200, { club: 'driver', accuracy: 15 }), mark(330, { club: '8i', accuracy: 16 }), mark(400, { club: 'pw' })];
    expect(shotsOfHole(marks, TEE).map((s) => s.flagged)).toEqual([false, true, true]);
  });

  it('measures nothing to the first mark of a hole without a tee point', () => {
    const marks = [mark(200, { club: 'driver' }), mark(330, { club: '8i' })];
    const shots = shotsOfHole(marks, null);
    expect(shots).toHaveLength(1);
    expect(Math.round(shots[0]!.distance)).toBe(130);
  });

  it('gives where the next shot is played from', () => {
    expect(lastPosition([], TEE)).toEqual(TEE);
    expect(lastPosition([mark(100)], TEE)?.latitude).toBeCloseTo(north(100).latitude, 10);
    expect(lastPosition([], null)).toBeNull();
  });

  it('takes a first mark within 40 m of the tee point, or on a hole without one, as the ball on the tee', () => {
    expect(isTeeMark(north(39), 0, TEE)).toBe(true);
    expect(isTeeMark(north(41), 0, TEE)).toBe(false);
    expect(isTeeMark(north(300), 0, null)).toBe(true);
    expect(isTeeMark(north(0), 1, TEE)).toBe(false);
  });

  it('measures with the haversine distance of src/domain/gps.ts', () => {
    const [shot] = shotsOfHole([mark(180, { club: '5w' })], TEE);
    expect(shot!.distance).toBe(distanceMeters(TEE, north(180)));
  });
});

const shot = (club: string, distance: number, extra: Partial<Shot> = {}): Shot => ({
  markId: `${club}-${distance}`,
  from: TEE,
  to: TEE,
  distance,
  club,
  partial: false,
  flagged: false,
  ...extra,
});

describe('atLastMark', () => {
  it('takes a second mark where the ball was last marked for the same ball, not a 0 m shot', () => {
    const marks = [mark(0, { tee: true }), mark(230)];
    expect(atLastMark(north(230), marks)).toBe(true);
    expect(atLastMark(north(231.5), marks)).toBe(true);
    expect(atLastMark(north(233), marks)).toBe(false);
    // The tee mark too: a second tap on the tee is no shot.
    expect(atLastMark(north(0), [mark(0, { tee: true })])).toBe(true);
    expect(atLastMark(north(0), [])).toBe(false);
  });
});

describe('percentile', () => {
  it('interpolates between the nearest ranks', () => {
    expect(percentile([100, 110, 120, 130], 25)).toBe(107.5);
    expect(percentile([100, 110, 120, 130], 50)).toBe(115);
    expect(percentile([100, 110, 120, 130], 75)).toBe(122.5);
    expect(percentile([140], 25)).toBe(140);
  });
});

describe('clubDistances', () => {
  it('gives per club the median, the 25th-75th percentile spread and the count of full shots', () => {
    const rounds = [{ date: 1, shots: [shot('7i', 140), shot('7i', 150), shot('7i', 145), shot('7i', 130), shot('d', 230)] }];
    const d = clubDistances(rounds);
    expect(d.get('7i')).toEqual({ club: '7i', median: 142.5, p25: 137.5, p75: 146.25, count: 4 });
    expect(d.get('d')).toEqual({ club: 'd', median: 230, p25: 230, p75: 230, count: 1 });
  });

  it('leaves out flagged and partial shots and shots with no club', () => {
    const rounds = [
      { date: 1, shots: [shot('7i', 140), shot('7i', 60, { partial: true }), shot('7i', 200, { flagged: true }), { ...shot('x', 100), club: undefined }] },
    ];
    const d = clubDistances(rounds);
    expect(d.get('7i')?.count).toBe(1);
    expect(d.get('7i')?.median).toBe(140);
    expect([...d.keys()]).toEqual(['7i']);
  });

  it('looks at the last 20 rounds with shots by default, or at a chosen period', () => {
    const rounds = Array.from({ length: 25 }, (_, i) => ({ date: i, shots: [shot('7i', 100 + i)] }));
    rounds.push({ date: 99, shots: [] });
    const last = clubDistances(rounds).get('7i');
    expect(last?.count).toBe(20);
    expect(last?.median).toBe(114.5); // rounds 5..24: distances 105..124
    const period = clubDistances(rounds, { from: 0, to: 3 }).get('7i');
    expect(period?.count).toBe(3);
    expect(period?.median).toBe(101);
  });
});

const BAG: BagClub[] = [
  { id: 'd', name: 'Driver', type: 'Driver', distance: 220 },
  { id: '5i', name: '5-iron', type: 'Iron', distance: 165 },
  { id: '7i', name: '7-iron', type: 'Iron', distance: 140 },
  { id: '9i', name: '9-iron', type: 'Iron', distance: 115 },
  { id: 'p', name: 'Putter', type: 'Putter', distance: 0 },
  { id: 'x', name: 'Rescue' },
];
const measured = (entries: [string, number, number][]): Map<string, ClubDistance> =>
  new Map(entries.map(([club, median, count]) => [club, { club, median, p25: median, p75: median, count }]));

describe('suggestClub', () => {
  it('picks the club whose typed distance is nearest, and says it is typed', () => {
    const choice = suggestClub(142, BAG, new Map());
    expect(choice?.club.id).toBe('7i');
    expect(choice?.source).toBe('typed');
    expect(choice?.distance).toBe(140);
  });

  it('uses the measured distance once a club has 3 full shots ("142 m to the middle: 7-iron, 145 m measured")', () => {
    const choice = suggestClub(142, BAG, measured([['7i', 145, 3]]));
    expect(choice).toEqual({ club: BAG[2], distance: 145, source: 'measured' });
    expect(suggestClub(142, BAG, measured([['7i', 145, 2]]))?.source).toBe('typed');
  });

  it('lets a measured distance move the choice to another club', () => {
    // The 5-iron really goes 150 m: it is the club for 148 m, not the 7-iron's typed 140.
    expect(suggestClub(148, BAG, measured([['5i', 150, 5]]))?.club.id).toBe('5i');
  });

  it('never suggests the putter, and nothing without a distance', () => {
    expect(suggestClub(2, BAG, new Map())?.club.id).toBe('9i');
    expect(suggestClub(100, [{ id: 'x', name: 'Rescue' }], new Map())).toBeNull();
  });

  it('takes the longer club on a tie', () => {
    expect(suggestClub(127.5, BAG, new Map())?.club.id).toBe('7i');
  });
});

describe('likelyClubPlayed', () => {
  it('is the club nearest to how far the ball went', () => {
    expect(likelyClubPlayed(160, false, BAG, new Map())).toBe('5i');
  });
  it('is the longest club for a first shot whose start is not known, else none', () => {
    expect(likelyClubPlayed(null, true, BAG, new Map())).toBe('d');
    expect(likelyClubPlayed(null, false, BAG, new Map())).toBeUndefined();
  });
});
