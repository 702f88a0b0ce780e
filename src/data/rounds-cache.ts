// What the screens compute from the golfer's rounds, kept by the identity of what it was computed from
// (docs/ARCHITECTURE.md, "Statistics, handicap index and charts"). A document state is one object for as
// long as RxDB keeps that state (src/data/hooks/lists.ts, plainDocument), so:
// - a card's round (the card joined with its tee) and its figures are kept per card and tee object: a
//   card or course that changes is a new object, and only its own round is computed again;
// - the list of rounds is one array while its rounds are the same ones in the same order, whichever
//   page asks (the dashboard, then /statistics), so the handicap index and the statistics of a filter
//   are computed once per list and kept with it.
// Caches hold objects weakly: a list or card no longer shown is let go with its results.
import { computeStatistics, filterKey, handicapFromCards, roundFigures, roundOnTee, TREND_ROUNDS } from '../domain/index.ts';
import type { HandicapFromCards, RoundFigures, RoundOnTee, Statistics, StatsCard, StatsFilter } from '../domain/index.ts';
import type { ScoreCardDoc, Tee } from './types.ts';

const roundsOfCard = new WeakMap<ScoreCardDoc, { tee: Tee | undefined; round: RoundOnTee }>();

/** `roundOnTee(card, tee)`, the same object while the card and the tee are. */
export function cachedRoundOnTee(card: ScoreCardDoc, tee: Tee | undefined): RoundOnTee {
  const kept = roundsOfCard.get(card);
  if (kept && kept.tee === tee) return kept.round;
  const round = roundOnTee(card, tee);
  roundsOfCard.set(card, { tee, round });
  return round;
}

const figuresOfRound = new WeakMap<StatsCard, RoundFigures>();

/** `roundFigures(card)`, computed once per card object. */
export function cachedRoundFigures(card: StatsCard): RoundFigures {
  let figures = figuresOfRound.get(card);
  if (!figures) {
    figures = roundFigures(card);
    figuresOfRound.set(card, figures);
  }
  return figures;
}

/** The last lists asked for, newest first: a page opening asks for an empty list while its query loads,
 * and the dashboard's list must still be found after that. */
const recentLists: (readonly RoundOnTee[])[] = [];
const RECENT_LISTS = 4;

/** A list asked for before that holds the same rounds in the same order, else `rounds` (kept as such). */
export function sameRoundList(rounds: readonly RoundOnTee[]): readonly RoundOnTee[] {
  const at = recentLists.findIndex((list) => list.length === rounds.length && list.every((r, i) => r === rounds[i]));
  const list = at >= 0 ? (recentLists[at] as readonly RoundOnTee[]) : rounds;
  if (at >= 0) recentLists.splice(at, 1);
  recentLists.unshift(list);
  recentLists.length = Math.min(recentLists.length, RECENT_LISTS);
  return list;
}

const handicapOfList = new WeakMap<readonly RoundOnTee[], HandicapFromCards>();

/** `handicapFromCards(rounds)`, once per list (pass it through sameRoundList). */
export function cachedHandicap(rounds: readonly RoundOnTee[]): HandicapFromCards {
  let computed = handicapOfList.get(rounds);
  if (!computed) {
    computed = handicapFromCards(rounds);
    handicapOfList.set(rounds, computed);
  }
  return computed;
}

const statisticsOfList = new WeakMap<readonly StatsCard[], Map<string, Statistics>>();

/** `computeStatistics(rounds, filter)`, once per list and filter key, from the rounds' kept figures. */
export function cachedStatistics(rounds: readonly StatsCard[], filter: StatsFilter): Statistics {
  let byKey = statisticsOfList.get(rounds);
  if (!byKey) {
    byKey = new Map();
    statisticsOfList.set(rounds, byKey);
  }
  const key = filterKey(filter);
  let statistics = byKey.get(key);
  if (!statistics) {
    statistics = computeStatistics(rounds, filter, TREND_ROUNDS, cachedRoundFigures);
    byKey.set(key, statistics);
  }
  return statistics;
}

/** Runs `task` when the page is idle (where the browser can say so), else soon; returns a cancel. */
export function whenIdle(task: (deadline: { timeRemaining(): number }) => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 1_000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(() => task({ timeRemaining: () => 8 }), 50);
  return () => clearTimeout(id);
}

/**
 * Computes the figures of every round not kept yet, a few at a time while the page is idle, so the
 * first change of filter only adds kept figures up (a page opened on a narrow filter computed those of
 * its rounds alone). Returns a function that stops it (the page left, or the rounds changed).
 */
export function warmRoundFigures(rounds: readonly StatsCard[], idle: typeof whenIdle = whenIdle): () => void {
  let next = 0;
  let cancel = () => {};
  const step = (deadline: { timeRemaining(): number }) => {
    do {
      const card = rounds[next++];
      if (card) cachedRoundFigures(card);
    } while (next < rounds.length && deadline.timeRemaining() > 1);
    if (next < rounds.length) cancel = idle(step);
  };
  cancel = idle(step);
  return () => cancel();
}
