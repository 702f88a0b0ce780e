// The handicap index from the golfer's own score cards: which cards count, their differentials in
// date order, the index after each, and the scoring record the current index rests on.
import { roundTenth } from '../rounding.ts';
import type { CardScore, HandicapAcceptance, HandicapCard } from './card-differential.ts';
import { cardDifferential, handicapAcceptance } from './card-differential.ts';
import { indexRule, SCORING_RECORD_SIZE } from './handicap-index.ts';
import { createIndexReplay, type ReplayState } from './history.ts';

/** One posted score: a card, or two 9-hole cards combined. One point of the index chart. */
export interface HandicapPoint {
  cardIds: readonly string[];
  date: number;
  /** The differential as posted (after its own exceptional score reduction). */
  differential: number;
  /** The index after this score; null while fewer than 3 scores exist. */
  index: number | null;
}

/** A differential of the current scoring record (the most recent 20). */
export interface RecordEntry {
  cardIds: readonly string[];
  date: number;
  /** As it stands now: later exceptional scores may have cut it since it was posted. */
  differential: number;
  /** Whether it is one of the lowest that make the index (8 of 20; fewer for a shorter record). */
  counts: boolean;
}

export interface HandicapFromCards {
  /** The current handicap index; null with fewer than 3 scores. */
  index: number | null;
  /** Oldest first, one point per posted score. */
  history: HandicapPoint[];
  /** The most recent 20 differentials, oldest first, those that count marked. */
  record: RecordEntry[];
  /** Cards that do not count, and why. */
  excluded: { cardId: string; reason: Exclude<HandicapAcceptance, 'acceptable'> }[];
  /** A 9-hole card played before the golfer had an index, still waiting for a second nine. */
  pendingNine: string | null;
  /** That nine's differential before rounding: the next 9-hole score is added to it (Rule 5.1b). */
  pendingNineExact: number | null;
  /** The replay as it stands after the last card: what a projection of the next score resumes from. */
  state: ReplayState;
}

/**
 * Replays the golfer's cards in date order (WHS 2024). Each acceptable card gets its differential
 * from the index in force before it (cardDifferential); the index follows Rule 5.2 with the caps
 * and exceptional score reductions of handicapHistory (compared unrounded, Rule 5.9). Before the
 * golfer has an index, 9-hole scores are combined in pairs as played: the 18-hole differential is the
 * sum of the two unrounded 9-hole differentials, then rounded to 0.1 (Rule 5.1b; the two nines'
 * ratings added up, and the slopes taken as each nine's own), dated on the second. A nine left waiting is combined with the next 9-hole card even
 * if an index exists by then, so no score is lost.
 * Pure and linear in the number of cards.
 */
export function handicapFromCards(cards: readonly HandicapCard[]): HandicapFromCards {
  const ordered = [...cards].sort((a, b) => a.date - b.date || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const replay = createIndexReplay();
  const history: HandicapPoint[] = [];
  const excluded: HandicapFromCards['excluded'] = [];
  let pending: { id: string; nine: number } | null = null;

  const post = (cardIds: string[], date: number, differential: number, exact: number) => {
    const after = replay.post({ differential, exact, date });
    history.push({ cardIds, date, differential: after.differential, index: after.index });
  };

  for (const card of ordered) {
    const acceptance = handicapAcceptance(card);
    if (acceptance !== 'acceptable') {
      excluded.push({ cardId: card.id, reason: acceptance });
      continue;
    }
    const score: CardScore = cardDifferential(card, replay.current);
    if (score.nineHoleDifferentialExact !== null && (pending !== null || score.differential === null)) {
      if (pending === null) {
        pending = { id: card.id, nine: score.nineHoleDifferentialExact };
        continue;
      }
      // Rule 5.1b: the two 9-hole differentials are added unrounded, and only the sum is rounded.
      const exact = pending.nine + score.nineHoleDifferentialExact;
      post([pending.id, card.id], card.date, roundTenth(exact), exact);
      pending = null;
      continue;
    }
    if (score.differential !== null) post([card.id], card.date, score.differential, score.differentialExact ?? score.differential);
  }

  return {
    index: replay.current,
    history,
    record: currentRecord(history, replay.differentials()),
    excluded,
    pendingNine: pending?.id ?? null,
    pendingNineExact: pending?.nine ?? null,
    state: replay.state(),
  };
}

/** The most recent 20 scores with their current differentials and the lowest ones marked. */
function currentRecord(history: readonly HandicapPoint[], differentials: readonly number[]): RecordEntry[] {
  const from = Math.max(0, history.length - SCORING_RECORD_SIZE);
  const entries = history.slice(from).map((p, i) => ({
    cardIds: p.cardIds,
    date: p.date,
    differential: differentials[from + i] ?? p.differential,
    counts: false,
  }));
  const rule = indexRule(entries.length);
  if (!rule) return entries;
  // The lowest `use` differentials; on a tie the more recent one is marked.
  const byValue = entries.map((e, i) => ({ d: e.differential, i })).sort((a, b) => a.d - b.d || b.i - a.i);
  for (const { i } of byValue.slice(0, rule.use)) {
    const e = entries[i];
    if (e) e.counts = true;
  }
  return entries;
}
