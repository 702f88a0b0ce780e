// The "start a round" form: course, tee, date, and the optional green fee.
import { checkNumber, compact, type FieldErrors, type NumericInput } from './fields.ts';

export interface NewRoundInput {
  courseId?: string | null;
  teeId?: string | null;
  /** Epoch milliseconds. */
  date?: number | null;
  greenFee?: NumericInput;
}

export type NewRoundErrors = FieldErrors<'courseId' | 'teeId' | 'date' | 'greenFee'>;

/** Rounds are recorded from 1900 on; anything earlier is a typo in the year. */
const EARLIEST_ROUND = Date.UTC(1900, 0, 1);

export function validateNewRound(round: NewRoundInput): NewRoundErrors {
  const date = round.date;
  return compact({
    courseId: round.courseId ? undefined : 'Choose the course you are playing.',
    teeId: round.teeId ? undefined : 'Choose the tee you are playing from.',
    date:
      typeof date !== 'number' || !Number.isFinite(date)
        ? 'Enter the date of the round.'
        : date < EARLIEST_ROUND
          ? 'Check the year of the round.'
          : undefined,
    greenFee: checkNumber(round.greenFee, { label: 'green fee', min: 0, max: 100_000 }),
  });
}
