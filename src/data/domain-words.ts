// The domain's words in the golfer's language. The domain stays pure and speaks in stored values
// (a tee type, a play mode, a result code, a score relative to par); this is where each value gets its
// message (docs/ARCHITECTURE.md, "Languages").
import { useMemo } from 'react';
import { RETIRED_SCORE, type DisplayStyle, type Labelled, type PlayMode, type ResultCode, type ScoringMode, type TeeColour, type TeeType } from '../domain/index.ts';
import { useT, type Translate } from '../i18n/catalog.ts';
import { dataText, type DataKey } from './i18n/index.ts';

const TEE_TYPE: Record<TeeType, DataKey> = { Golf: 'teeType.golf', PAR3: 'teeType.par3', 'Pitch and Putt': 'teeType.pitchAndPutt' };
const TEE_COLOUR: Record<TeeColour, DataKey> = {
  red: 'teeColour.red',
  blue: 'teeColour.blue',
  yellow: 'teeColour.yellow',
  white: 'teeColour.white',
  black: 'teeColour.black',
  green: 'teeColour.green',
};
const PLAY_MODE: Record<PlayMode, DataKey> = {
  Individual: 'playMode.individual',
  Fourball: 'playMode.fourball',
  Foursome: 'playMode.foursome',
  Scramble: 'playMode.scramble',
};
const SCORING_MODE: Record<ScoringMode, DataKey> = { Stableford: 'scoringMode.stableford', Strokes: 'scoringMode.strokes' };
const DISPLAY_STYLE: Record<DisplayStyle, DataKey> = {
  'Default Colors': 'displayStyle.default',
  'Geometry Shapes': 'displayStyle.shapes',
  'The Open Colors': 'displayStyle.open',
  'DP World Tour Colors': 'displayStyle.dpWorldTour',
};
const RESULT: Record<ResultCode, DataKey> = {
  0: 'result.noData',
  1: 'result.hit',
  2: 'result.left',
  3: 'result.right',
  4: 'result.bad',
  5: 'result.short',
  6: 'result.long',
};
const SCORE: Record<number, DataKey> = {
  [-4]: 'score.condor',
  [-3]: 'score.albatross',
  [-2]: 'score.eagle',
  [-1]: 'score.birdie',
  0: 'score.par',
  1: 'score.bogey',
  2: 'score.doubleBogey',
  3: 'score.tripleBogey',
};

/** A value's word, or the value itself when it is not a known one (old data). */
function lookup<V extends string | number>(t: Translate<DataKey>, table: Record<V, DataKey>, value: V | undefined): string {
  const key = value === undefined ? undefined : (table as Partial<Record<V, DataKey>>)[value];
  return key ? t(key) : String(value ?? '');
}

export interface DomainWords {
  teeType(value: TeeType): string;
  teeColour(value: TeeColour): string;
  playMode(value: PlayMode): string;
  scoringMode(value: ScoringMode): string;
  displayStyle(value: DisplayStyle): string;
  /** A fairway or green result; code 1 in the row's own words ("Hit" / "On green") when a row is given. */
  result(code: number, row?: 'fairway' | 'green'): string;
  /** The name of a score relative to par (docs/GOLF.md, "Holes"); RETIRED_SCORE is Retired. */
  scoreName(relativeToPar: number): string;
  /** An options list (the domain's `*_OPTIONS`) with its labels in the golfer's language. */
  options<V extends string | number>(options: readonly Labelled<V>[], word: (value: V) => string): Labelled<V>[];
}

export function domainWords(t: Translate<DataKey>): DomainWords {
  return {
    teeType: (value) => lookup(t, TEE_TYPE, value),
    teeColour: (value) => lookup(t, TEE_COLOUR, value),
    playMode: (value) => lookup(t, PLAY_MODE, value),
    scoringMode: (value) => lookup(t, SCORING_MODE, value),
    displayStyle: (value) => lookup(t, DISPLAY_STYLE, value),
    result(code, row) {
      if (code === 1 && row) return t(row === 'fairway' ? 'result.fairwayHit' : 'result.onGreen');
      return lookup(t, RESULT, code as ResultCode);
    },
    scoreName(relativeToPar) {
      if (relativeToPar === RETIRED_SCORE) return t('score.retired');
      if (relativeToPar < -4) return t('score.underPar', { count: -relativeToPar });
      const key = SCORE[relativeToPar];
      return key ? t(key) : t('score.overPar', { count: relativeToPar });
    },
    options: (options, word) => options.map((o) => ({ value: o.value, label: word(o.value) })),
  };
}

/** The domain's words in the golfer's language, for a component (suspends while they load). */
export function useDomainWords(): DomainWords {
  const t = useT(dataText);
  return useMemo(() => domainWords(t), [t]);
}

/** The same outside React (a notice built in a callback): English until the language has loaded. */
export function currentDomainWords(): DomainWords {
  return domainWords(dataText.t);
}
