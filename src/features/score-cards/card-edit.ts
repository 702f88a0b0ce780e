// The card edit form: its values, their checks, and the write (a changed course handicap spreads
// the extra shots again over the holes, with the domain library).
import { checkNumber, isValid, parseNumber, playsNineHoleHandicap, strokesReceived, type FieldErrors, type TeeLike } from '../../domain/index.ts';
import type { GolfDatabase, ScoreCardDoc } from '../../data/types.ts';
import { editScoreCard } from '../../data/writes/scorecards.ts';
import { fromLocalInput, toLocalInput } from '../../ui/local-datetime.ts';
import { scoreCardsText } from './i18n/index.ts';

export interface CardEditValues {
  date: string;
  event: string;
  handicap: string;
  isCompetition: boolean;
  greenFee: string;
  usedBuggy: boolean;
  duration: string;
  notes: string;
}

export type CardEditErrors = FieldErrors<'date' | 'handicap' | 'greenFee' | 'duration' | 'event'>;

/** The changes to store: the card's own fields, and the extra shots per hole number when the
 * course handicap changed. */
export interface CardEdit {
  fields: Partial<Pick<ScoreCardDoc, 'date' | 'event' | 'handicap' | 'isCompetition' | 'greenFee' | 'usedBuggy' | 'duration' | 'notes'>>;
  /** In hole-number order. */
  extraShots: number[] | null;
}

const text = (n: number | undefined) => (n === undefined ? '' : String(n));

export function cardEditValues(card: ScoreCardDoc): CardEditValues {
  return {
    date: toLocalInput(card.date),
    event: card.event ?? '',
    handicap: String(card.handicap),
    isCompetition: card.isCompetition,
    greenFee: text(card.greenFee),
    usedBuggy: card.usedBuggy ?? false,
    duration: text(card.duration),
    notes: card.notes ?? '',
  };
}

export function validateCardEdit(v: CardEditValues): CardEditErrors {
  const errors: CardEditErrors = {};
  if (fromLocalInput(v.date) === null) errors.date = scoreCardsText.t('edit.enterDate');
  if (v.event.trim().length > 200) errors.event = scoreCardsText.t('edit.eventTooLong');
  const handicap = checkNumber(v.handicap, { label: 'course handicap', min: -30, max: 120, required: true, integer: true });
  if (handicap) errors.handicap = handicap;
  const fee = checkNumber(v.greenFee, { label: 'green fee', min: 0, max: 100_000 });
  if (fee) errors.greenFee = fee;
  const duration = checkNumber(v.duration, { label: 'duration', min: 0, max: 1440, integer: true });
  if (duration) errors.duration = duration;
  return errors;
}

/** The fields a competition card's player may not change: its terms, set by the match's creator or the
 * tournament's organizer (docs/ARCHITECTURE.md, "Security rules"). */
export const TERMS_FIELDS = ['date', 'event', 'handicap', 'isCompetition'] as const;

/** Whether the card's course handicap is a 9-hole one (a 9-hole tee, or one rated nine of an 18-hole
 * tee: docs/GOLF.md, "9-hole rounds"), whose strokes go over the nine; false without the tee. */
export function cardPlaysNineHoleHandicap(card: Pick<ScoreCardDoc, 'holes'>, tee: TeeLike | undefined): boolean {
  if (!tee) return false;
  const numbers = card.holes.map((h) => h.number);
  return playsNineHoleHandicap(tee, numbers.length < tee.holes.length ? numbers : undefined);
}

/** The edit to store; with `termsLocked` the terms keep the card's values, whatever the form holds.
 * `tee`: the card's tee when this device has it, so a 9-hole course handicap is spread over the nine. */
export function cardEditOf(card: ScoreCardDoc, v: CardEditValues, termsLocked = false, tee?: TeeLike): { edit: CardEdit } | { errors: CardEditErrors } {
  if (termsLocked) {
    const kept = cardEditValues(card);
    const result = cardEditOf(card, { ...v, date: kept.date, event: kept.event, handicap: kept.handicap, isCompetition: kept.isCompetition });
    if ('errors' in result) return result;
    const fields = { ...result.edit.fields };
    for (const key of TERMS_FIELDS) delete fields[key];
    return { edit: { fields, extraShots: null } };
  }
  const errors = validateCardEdit(v);
  if (!isValid(errors)) return { errors };
  const handicap = parseNumber(v.handicap) ?? card.handicap;
  const ordered = [...card.holes].sort((a, b) => a.number - b.number);
  const extraShots =
    handicap === card.handicap ? null : strokesReceived(card.handicapPlay ?? handicap, ordered.map((h) => h.hcp), cardPlaysNineHoleHandicap(card, tee));
  return {
    edit: {
      fields: {
        date: fromLocalInput(v.date) ?? card.date,
        event: v.event.trim() === '' ? undefined : v.event.trim(),
        handicap,
        isCompetition: v.isCompetition,
        greenFee: parseNumber(v.greenFee) ?? undefined,
        usedBuggy: v.usedBuggy,
        duration: parseNumber(v.duration) ?? undefined,
        notes: v.notes.trim() === '' ? undefined : v.notes,
      },
      extraShots,
    },
  };
}

/** Stores the edit in one atomic change (see editScoreCard). */
export function saveCardEdit(db: GolfDatabase, cardId: string, edit: CardEdit, now: number = Date.now()): Promise<void> {
  return editScoreCard(db, cardId, edit.fields, edit.extraShots, now);
}
