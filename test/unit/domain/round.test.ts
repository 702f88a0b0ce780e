import { describe, expect, it } from 'vitest';
import * as schemaEnums from '../../../schemas/enums.ts';
import {
  DISPLAY_STYLE_OPTIONS,
  DISPLAY_STYLES,
  distanceMeters,
  distancesToGreen,
  labelOf,
  matchPlayStrokes,
  PLAY_MODE_OPTIONS,
  PLAY_MODES,
  playingHandicap,
  pointOf,
  RESULT_CODE_OPTIONS,
  RESULT_CODES,
  SCORING_MODE_OPTIONS,
  SCORING_MODES,
  sidePlayingHandicap,
  startRound,
  TEE_COLOUR_OPTIONS,
  TEE_COLOURS,
  TEE_TYPE_OPTIONS,
  TEE_TYPES,
} from '../../../src/domain/index.ts';

describe('enumerations', () => {
  it('are the stored values of the schemas, each with a label', () => {
    const pairs = [
      [TEE_TYPES, schemaEnums.TEE_TYPES, TEE_TYPE_OPTIONS],
      [TEE_COLOURS, schemaEnums.TEE_COLOURS, TEE_COLOUR_OPTIONS],
      [PLAY_MODES, schemaEnums.PLAY_MODES, PLAY_MODE_OPTIONS],
      [SCORING_MODES, schemaEnums.SCORING_MODES, SCORING_MODE_OPTIONS],
      [DISPLAY_STYLES, schemaEnums.DISPLAY_STYLES, DISPLAY_STYLE_OPTIONS],
      [RESULT_CODES, schemaEnums.RESULT_CODES, RESULT_CODE_OPTIONS],
    ] as const;
    for (const [values, stored, options] of pairs) {
      expect([...values]).toEqual([...stored]);
      expect(options.map((o) => o.value)).toEqual([...values]);
    }
  });

  it('labels the result codes as docs/PRODUCT.md names them', () => {
    expect(RESULT_CODE_OPTIONS.map((o) => o.label)).toEqual([
      'No data',
      'Fairway/Green',
      'Gone left',
      'Gone right',
      'Bad shot',
      'Missed short',
      'Missed long',
    ]);
    expect(labelOf(RESULT_CODE_OPTIONS, 6)).toBe('Missed long');
  });
});

describe('distanceMeters', () => {
  it('(0, 0) to (0, 1 degree east) = 111,194.9 m', () => {
    expect(distanceMeters({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo(111_194.9, 1);
  });

  it('is symmetric and zero for the same point', () => {
    const a = { latitude: 52.37, longitude: 4.89 };
    const b = { latitude: 52.371, longitude: 4.892 };
    expect(distanceMeters(a, a)).toBe(0);
    expect(distanceMeters(a, b)).toBeCloseTo(distanceMeters(b, a), 9);
    expect(distanceMeters(a, b)).toBeGreaterThan(160);
    expect(distanceMeters(a, b)).toBeLessThan(180);
  });
});

describe('distancesToGreen', () => {
  it('gives whole metres to front, middle and back, null where a point is missing', () => {
    const green = { greenFrontLatitude: 0, greenFrontLongitude: 0.001, middleLatitude: 0, middleLongitude: 0.0012, greenEndLatitude: null };
    expect(distancesToGreen({ latitude: 0, longitude: 0.0001 }, green)).toEqual({ front: 100, middle: 122, back: null });
  });

  it('treats (0, 0) as unset', () => {
    expect(pointOf(0, 0)).toBeNull();
    expect(pointOf(undefined, 4)).toBeNull();
    expect(pointOf(52, 4)).toEqual({ latitude: 52, longitude: 4 });
  });
});

describe('startRound', () => {
  const holes18 = Array.from({ length: 18 }, (_, i) => ({ number: i + 1, par: i % 4 === 0 ? 3 : 4, hcp: ((i * 7) % 18) + 1, distance: 300 + i }));

  it('computes the course handicap and the extra shots per hole, ordered by number', () => {
    const tee = { type: 'Golf' as const, holeCount: 18, slope: 120, cr: 69.8, holes: [...holes18].reverse() };
    const par = holes18.reduce((s, h) => s + h.par, 0);
    const start = startRound(tee, { handicapGolf: 20.1 });
    expect(start.handicap).toBe(20.1);
    expect(start.par).toBe(par);
    expect(start.courseHandicap).toBe(Math.round((20.1 * 120) / 113 + 69.8 - par));
    expect(start.holes.map((h) => h.number)).toEqual(holes18.map((h) => h.number));
    expect(start.holes.reduce((s, h) => s + h.extraShots, 0)).toBe(start.courseHandicap);
    for (const h of start.holes) {
      expect(h.extraShots).toBe(Math.floor(start.courseHandicap / 18) + (h.hcp <= start.courseHandicap % 18 ? 1 : 0));
      expect(h).toMatchObject({ shotCount: 0, puttCount: 0, bunkerCount: 0, penaltyCount: 0, fairway: 0, gir: 0 });
    }
    expect(start.holes[0]?.distance).toBe(300);
  });

  it('plays off 36 without a handicap and uses the pitch and putt handicap on such a tee', () => {
    const golf = startRound({ type: 'Golf', holes: holes18 }, {});
    expect(golf.handicap).toBe(36);
    expect(golf.courseHandicap).toBe(36);
    const pp = startRound({ type: 'Pitch and Putt', holes: holes18.map((h) => ({ ...h, par: 3 })), slope: 150 }, { handicapGolf: 10, handicapPitchAndPutt: 4.5 });
    expect(pp.courseHandicap).toBe(5);
  });

  it('a 9-hole tee plays off a 9-hole course handicap, its strokes on the nine by stroke index', () => {
    const nine = Array.from({ length: 9 }, (_, i) => ({ number: i + 1, par: 4, hcp: i + 1 }));
    const start = startRound({ type: 'Golf', holeCount: 9, cr: 70, holes: nine }, { handicapGolf: 10 });
    expect(start.courseHandicap).toBe(4); // 10 / 2 = 5.0; 5.0 + (70 / 2 - 36)
    expect(start.nineHole).toBe(true);
    expect(start.holes.map((h) => h.extraShots)).toEqual([1, 1, 1, 1, 0, 0, 0, 0, 0]);
  });

  it('a plus handicap gives strokes back on the easiest holes', () => {
    const start = startRound({ type: 'Golf', holes: holes18 }, { handicapGolf: -2 });
    expect(start.holes.filter((h) => h.extraShots === -1).map((h) => h.hcp).sort()).toEqual([17, 18]);
  });
});

describe('allowances', () => {
  it('playing handicap = unrounded course handicap x allowance, rounded', () => {
    expect(playingHandicap(20.145, 0.95)).toBe(19); // 19.14
    expect(sidePlayingHandicap('Individual', 'stroke', [17.4168])).toBe(17); // 16.55 -> 17
    expect(sidePlayingHandicap('Individual', 'match', [17.4168])).toBe(17);
    expect(sidePlayingHandicap('Fourball', 'stroke', [20])).toBe(17);
    expect(sidePlayingHandicap('Fourball', 'match', [20])).toBe(18);
  });

  it('foursomes: half the combined course handicaps', () => {
    expect(sidePlayingHandicap('Foursome', 'stroke', [12.4, 20.3])).toBe(16); // 16.35
  });

  it('scramble: 25/20/15/10% lowest to highest, 30/20/10% for three, 35/15% for two', () => {
    expect(sidePlayingHandicap('Scramble', 'stroke', [20, 8, 30, 14])).toBe(11); // 2 + 2.8 + 3 + 3
    expect(sidePlayingHandicap('Scramble', 'stroke', [20, 10])).toBe(7); // 3.5 + 3 = 6.5 -> 7
    expect(sidePlayingHandicap('Scramble', 'stroke', [25, 10, 18])).toBe(9); // 3 + 3.6 + 2.5 = 9.1 -> 9
    expect(() => sidePlayingHandicap('Scramble', 'stroke', [1])).toThrow(RangeError);
    expect(() => sidePlayingHandicap('Scramble', 'stroke', [1, 2, 3, 4, 5])).toThrow(RangeError);
  });

  it('match play: the lowest plays off 0, the others receive the difference', () => {
    expect(matchPlayStrokes([12, 5, 20])).toEqual([7, 0, 15]);
    expect(matchPlayStrokes([-2, 3])).toEqual([0, 5]);
    expect(matchPlayStrokes([])).toEqual([]);
  });
});
