// The "start a round" form's values and the score card they make.
import { checkNumber, HANDICAP_RANGE, isValid, parseNumber, validateNewRound, type NewRoundErrors } from '../../domain/index.ts';
import { fromLocalInput } from '../../ui/local-datetime.ts';
import { stampNow } from '../../data/clock.ts';
import { buildScoreCard } from '../../data/writes/scorecards.ts';
import { playText } from './i18n/index.ts';
import type { CourseDoc, ScoreCardDoc, Tee, UserDoc } from '../../data/types.ts';

export interface NewRoundValues {
  courseId: string;
  teeId: string;
  /** As the datetime-local input holds it: "2025-06-01T09:30" in local time. */
  date: string;
  /** The handicap index used on this tee (golf, or pitch and putt on a pitch and putt tee). */
  handicap: string;
  isCompetition: boolean;
  greenFee: string;
  usedBuggy: boolean;
  notes: string;
}

export type NewRoundFormErrors = NewRoundErrors & { handicap?: string };

/** The profile's handicap for a tee type, as text for the input ('' when the golfer has none). */
export function profileHandicapFor(tee: Pick<Tee, 'type'> | undefined, profile: Pick<UserDoc, 'handicapGolf' | 'handicapPitchAndPutt'> | null): string {
  const value = tee?.type === 'Pitch and Putt' ? profile?.handicapPitchAndPutt : profile?.handicapGolf;
  return value === undefined || value === null ? '' : String(value);
}

export function validateRoundForm(values: NewRoundValues): NewRoundFormErrors {
  const errors: NewRoundFormErrors = validateNewRound({
    courseId: values.courseId,
    teeId: values.teeId,
    date: fromLocalInput(values.date),
    greenFee: values.greenFee,
  });
  const handicap = checkNumber(values.handicap, { label: 'handicap', ...HANDICAP_RANGE });
  if (handicap) errors.handicap = handicap;
  return errors;
}

export interface RoundContext {
  uid: string;
  courses: readonly CourseDoc[];
  profile: Pick<UserDoc, 'handicapGolf' | 'handicapPitchAndPutt'> | null;
}

/** The new card, or the form's errors. An empty handicap means the default (36). */
export function buildRound(
  values: NewRoundValues,
  ctx: RoundContext,
  // The server-corrected clock, for the card's creation and modification stamps (data/clock.ts).
  now: number = stampNow(),
): { card: ScoreCardDoc } | { errors: NewRoundFormErrors } {
  const errors = validateRoundForm(values);
  const course = ctx.courses.find((c) => c.id === values.courseId);
  const tee = course?.tees?.find((t) => t.id === values.teeId);
  if (!errors.courseId && !course) errors.courseId = playText.t('form.courseGone');
  if (!errors.teeId && course && !tee) errors.teeId = playText.t('form.chooseTee');
  if (!isValid(errors) || !course || !tee) return { errors };
  const handicap = parseNumber(values.handicap) ?? undefined;
  const pitchAndPutt = tee.type === 'Pitch and Putt';
  const player = {
    handicapGolf: pitchAndPutt ? ctx.profile?.handicapGolf : handicap,
    handicapPitchAndPutt: pitchAndPutt ? handicap : ctx.profile?.handicapPitchAndPutt,
  };
  const card = buildScoreCard(
    { userId: ctx.uid, course, teeId: tee.id, player, date: fromLocalInput(values.date) ?? now, isCompetition: values.isCompetition },
    now,
  );
  const greenFee = parseNumber(values.greenFee);
  const notes = values.notes.trim();
  return {
    card: {
      ...card,
      usedBuggy: values.usedBuggy,
      ...(greenFee === null ? {} : { greenFee }),
      ...(notes === '' ? {} : { notes }),
    },
  };
}
