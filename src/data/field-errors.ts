// The validators' sentences in the golfer's language. The domain's validators (src/domain/validation)
// stay pure and write English; each of their sentences is the key of a message here: a fixed sentence
// by itself, a checked value's sentence ("The slope must be between 55 and 155.") by its pattern and
// the value's label (docs/ARCHITECTURE.md, "Languages"). test/unit/data/field-errors.test.ts runs the
// validators and checks that every sentence they write is recognised.
import { useCallback } from 'react';
import type { SidesProblem } from '../domain/index.ts';
import { useT, type Translate } from '../i18n/catalog.ts';
import { currentDomainWords } from './domain-words.ts';
import { dataText, type DataKey } from './i18n/index.ts';

const FIXED: Record<string, DataKey> = {
  'Choose the course you are playing.': 'round.chooseCourse',
  'Choose the tee you are playing from.': 'round.chooseTee',
  'Enter the date of the round.': 'round.enterDate',
  'Check the year of the round.': 'round.checkYear',
  'Enter the 18-hole course rating (as printed for playing the nine twice), not the 9-hole one.': 'tee.nineHoleRating',
  'On a 9-hole tee use stroke indexes 1 to 9, or the odd ones (1, 3, … 17), or the even ones (2, 4, … 18).': 'tee.ninePattern',
  'Every hole of a pitch and putt course is a par 3.': 'hole.pitchAndPuttPar',
};

const LABELS: Record<string, DataKey> = {
  'course rating': 'label.courseRating',
  slope: 'label.slope',
  'green fee': 'label.greenFee',
  'hole number': 'label.holeNumber',
  'stroke index': 'label.strokeIndex',
  distance: 'label.distance',
  par: 'label.par',
  'golf handicap': 'label.golfHandicap',
  'pitch and putt handicap': 'label.pitchAndPuttHandicap',
  loft: 'label.loft',
  handicap: 'label.handicap',
  'course handicap': 'label.courseHandicap',
  duration: 'label.duration',
  'front nine rating': 'label.frontNineRating',
  'back nine rating': 'label.backNineRating',
  'front nine slope': 'label.frontNineSlope',
  'back nine slope': 'label.backNineSlope',
  'tee name': 'label.teeName',
  'tee type': 'label.teeType',
  'tee colour': 'label.teeColour',
  'first name': 'label.firstName',
  'last name': 'label.lastName',
  'club name': 'label.clubName',
  'course name': 'label.courseName',
};

const POINTS: Record<string, DataKey> = {
  'hole position': 'point.holePosition',
  tee: 'point.tee',
  'front of the green': 'point.greenFront',
  'middle of the green': 'point.greenMiddle',
  'back of the green': 'point.greenBack',
  obstacle: 'point.obstacle',
};

/** A field's label in the golfer's language, or undefined for one this table does not know. */
function label(t: Translate<DataKey>, english: string): string | undefined {
  const key = LABELS[english];
  if (key) return t(key);
  const point = /^(latitude|longitude) of the (.+)$/.exec(english);
  const what = point?.[2] === undefined ? undefined : POINTS[point[2]];
  if (!point || !what) return undefined;
  return t(point[1] === 'latitude' ? 'label.latitudeOf' : 'label.longitudeOf', { what: t(what) });
}

/** The patterns of src/domain/validation/fields.ts and the validators' sentences with values. */
const PATTERNS: readonly { pattern: RegExp; say: (t: Translate<DataKey>, m: RegExpExecArray) => string | undefined }[] = [
  { pattern: /^Enter the (.+) too\.$/, say: (t, m) => withLabel(t, m[1], (l) => t('field.enterToo', { label: l })) },
  { pattern: /^Enter the (.+)\.$/, say: (t, m) => withLabel(t, m[1], (l) => t('field.enter', { label: l })) },
  { pattern: /^The (.+) must be a number\.$/, say: (t, m) => withLabel(t, m[1], (l) => t('field.number', { label: l })) },
  { pattern: /^The (.+) must be a whole number\.$/, say: (t, m) => withLabel(t, m[1], (l) => t('field.whole', { label: l })) },
  {
    pattern: /^The (.+) must be between (\S+) and (\S+)\.$/,
    say: (t, m) => withLabel(t, m[1], (l) => t('field.between', { label: l, min: Number(m[2]), max: Number(m[3]) })),
  },
  { pattern: /^The (.+) can be at most (\d+) characters\.$/, say: (t, m) => withLabel(t, m[1], (l) => t('field.tooLong', { label: l, max: Number(m[2]) })) },
  { pattern: /^Choose a valid (.+)\.$/, say: (t, m) => withLabel(t, m[1], (l) => t('field.chooseValid', { label: l })) },
  { pattern: /^Choose the (.+)\.$/, say: (t, m) => withLabel(t, m[1], (l) => t('field.choose', { label: l })) },
  { pattern: /^A 9-hole tee has no separate (front|back) nine: leave its rating empty\.$/, say: (t, m) => t('tee.noSeparateNine', { which: m[1] }) },
  { pattern: /^Enter the (front|back) nine rating too, or leave its slope empty\.$/, say: (t, m) => t('tee.nineRatingToo', { which: m[1] }) },
  { pattern: /^Enter the (front|back) nine slope too, or leave its rating empty\.$/, say: (t, m) => t('tee.nineSlopeToo', { which: m[1] }) },
  { pattern: /^Hole (\d+) appears twice\.$/, say: (t, m) => t('tee.holeTwice', { number: Number(m[1]) }) },
  { pattern: /^Stroke index (\d+) is already used on hole (\d+)\.$/, say: (t, m) => t('tee.indexUsed', { hcp: Number(m[1]), number: Number(m[2]) }) },
  {
    pattern: /^This tee has (\d+) holes but (\d+) (?:is|are) filled in\.$/,
    say: (t, m) => t('tee.holesFilled', { count: Number(m[1]), filled: Number(m[2]) }),
  },
  { pattern: /^Obstacle (\d+) needs a latitude between -90 and 90 and a longitude between -180 and 180\.$/, say: (t, m) => t('hole.obstacle', { number: Number(m[1]) }) },
];

function withLabel(t: Translate<DataKey>, english: string | undefined, say: (label: string) => string): string | undefined {
  const translated = english === undefined ? undefined : label(t, english);
  return translated === undefined ? undefined : say(translated);
}

/** One validator sentence in the golfer's language; a sentence this table does not know stays as written. */
export function fieldErrorText(t: Translate<DataKey>, english: string): string {
  const fixed = FIXED[english];
  if (fixed) return t(fixed);
  for (const { pattern, say } of PATTERNS) {
    const m = pattern.exec(english);
    const said = m ? say(t, m) : undefined;
    if (said !== undefined) return said;
  }
  return english;
}

/** Why players cannot be split into these sides (`sidesProblem`), in the golfer's language: "Fourball is
 * played in sides of two: side 1 has 3 players, side 2 has 1 player." */
export function sidesProblemText(t: Translate<DataKey>, problem: SidesProblem): string {
  if (problem.code === 'no-players') return t('sides.addPlayer');
  const sides = problem.wrong.map(({ side, players }) => t('sides.sideHas', { side, count: players })).join(', ');
  return t('sides.wrongSizes', { sizes: problem.teams ? 'teams' : 'two', mode: currentDomainWords().playMode(problem.playMode), sides });
}

/** Whether `english` is one of the sentences this table translates (for the test of the table). */
export function knowsFieldError(english: string): boolean {
  return fieldErrorText((key) => key, english) !== english;
}

/** For a form: `fieldError(errors.slope)` shows a validator's sentence in the golfer's language. */
export function useFieldErrorText(): (english: string | undefined) => string | undefined {
  const t = useT(dataText);
  return useCallback((english: string | undefined) => (english === undefined ? undefined : fieldErrorText(t, english)), [t]);
}
