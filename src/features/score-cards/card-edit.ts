// The card edit form: its values, their checks, and the write (a changed course handicap spreads
// the extra shots again over the holes, with the domain library).
import { checkNumber, distributeExtraShots, isValid, parseNumber, strokeIndexesOn18, type FieldErrors } from '../../domain/index.ts';
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

/** The edit to store; with `termsLocked` the terms keep the card's values, whatever the form holds. */
export function cardEditOf(card: ScoreCardDoc, v: CardEditValues, termsLocked = false): { edit: CardEdit } | { errors: CardEditErrors } {
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
    handicap === card.handicap ? null : distributeExtraShots(card.handicapPlay ?? handicap, strokeIndexesOn18(ordered.map((h) => h.hcp)));
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
