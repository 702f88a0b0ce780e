// Writing matches: a match and its players' score cards are created, edited and deleted together, so
// the match's `scoreCards` and `players` always follow its cards.
import {
  matchCardHandicaps,
  orderBySide,
  playsInSides,
  playsNineHoleHandicap,
  sidesProblem,
  strokesReceived,
  type MatchGames,
  type PlayMode,
  type ScoringMode,
} from '../../domain/index.ts';
import { newId } from '../ids.ts';
import type { CourseDoc, GolfDatabase, MatchDoc, ScoreCardDoc, Tee } from '../types.ts';
import { readableWrite } from '../validation-errors.ts';
import { buildScoreCard, deleteScoreCard, editScoreCard } from './scorecards.ts';
import { modifyExisting, modifyOrCreate, removeById, withoutUndefined } from './util.ts';
import { dataText } from '../i18n/index.ts';
import { sidesProblemText } from '../field-errors.ts';

export type MatchInput = Omit<MatchDoc, 'id' | 'creationDate' | 'modifiedDate' | 'updatedAt' | 'players'> & { id?: string };

/** The `sides` map of a match (card id -> side number) from its cards and their players' sides, or
 * undefined in Individual play and without cards. */
export function sidesOf(playMode: PlayMode, cards: readonly { cardId: string; side: number }[]): Record<string, number> | undefined {
  if (!playsInSides(playMode) || cards.length === 0) return undefined;
  return Object.fromEntries(cards.map((c) => [c.cardId, c.side]));
}

/** The `players` map rebuilt from the match's score cards (docs/PRODUCT.md, "3. Entities and their fields":
 * rebuilt on each update). */
export function playersOf(cards: readonly { userId: string }[]): Record<string, 1> | undefined {
  if (cards.length === 0) return undefined;
  return Object.fromEntries(cards.map((c) => [c.userId, 1 as const]));
}

/** Creates or replaces a match; `players` is rebuilt from its score cards in this database. */
export async function saveMatch(db: GolfDatabase, input: MatchInput, now: number = Date.now()): Promise<MatchDoc> {
  const id = input.id ?? newId(now);
  const cardIds = input.scoreCards ?? [];
  const cards = cardIds.length > 0 ? [...(await db.scorecards.findByIds(cardIds).exec()).values()] : [];
  return modifyOrCreate(db.matches, id, (current) => {
    const old = 'creationDate' in current ? current : null;
    return {
      ...input,
      id,
      scoreCards: cardIds.length > 0 ? cardIds : undefined,
      players: playersOf(cards),
      creationDate: old?.creationDate ?? now,
      modifiedDate: now,
      updatedAt: old?.updatedAt,
    };
  });
}

/** A player of a new or edited match. */
export interface MatchPlayer {
  /** The card already kept for this player (editing a match); absent for a new player. */
  cardId?: string;
  /** A registered golfer's uid; absent for a guest, whose card belongs to the match's creator. */
  userId?: string;
  /** A guest's name, kept in the card's `event`. */
  guestName?: string;
  handicapGolf?: number;
  handicapPitchAndPutt?: number;
  /** The side (from 1) in Fourball, Foursome and Scramble; ignored in Individual play. */
  side: number;
}

/** What the match form gives. */
export interface MatchSettings {
  date: number;
  course: Pick<CourseDoc, 'id' | 'name' | 'tees'>;
  teeId: string;
  playMode: PlayMode;
  scoringMode: ScoringMode;
  /** 9 or 18: the first holes of the tee are played. */
  holeCount: number;
  isCompetition: boolean;
  notes?: string;
  tournamentId?: string;
  players: MatchPlayer[];
  /** Who keeps the group's cards (a registered player's uid); the first player when absent or not
   * a player. */
  markerId?: string;
  /** The side games (skins, Nassau); absent or empty: none. */
  games?: MatchGames;
}

export interface NewMatch extends MatchSettings {
  id?: string;
  /** Who creates the match (the signed-in golfer, the marker). */
  creatorId: string;
}

function teeOf(settings: MatchSettings): Tee {
  const tee = settings.course.tees?.find((t) => t.id === settings.teeId);
  if (!tee) throw new Error(dataText.t('write.noTeeStop', { course: settings.course.name, tee: settings.teeId }));
  if (settings.holeCount > tee.holeCount || settings.holeCount > tee.holes.length) {
    throw new Error(dataText.t('write.teeHoles', { tee: tee.name, holes: tee.holeCount, count: settings.holeCount }));
  }
  return tee;
}

/** The players in card order (by side) with their playing handicaps for the format. */
function plan(settings: MatchSettings) {
  const tee = teeOf(settings);
  const problem = sidesProblem(
    settings.playMode,
    settings.players.map((p) => p.side),
  );
  if (problem) throw new Error(sidesProblemText(dataText.t, problem));
  const ordered = orderBySide(
    settings.playMode,
    settings.players.map((p) => p.side),
  ).map((i) => settings.players[i] as MatchPlayer);
  const handicaps = matchCardHandicaps(settings.playMode, tee, ordered, matchHoleNumbers(tee, settings.holeCount));
  return { tee, players: ordered.map((p, i) => ({ player: p, handicapPlay: handicaps[i] ?? 0 })) };
}

/** The holes a match plays: the tee's first `holeCount` by number; undefined when that is all of them. */
export function matchHoleNumbers(tee: Pick<Tee, 'holes'>, holeCount: number): number[] | undefined {
  const numbers = tee.holes.map((h) => h.number).sort((a, b) => a - b);
  return holeCount < numbers.length ? numbers.slice(0, holeCount) : undefined;
}

/** A new card of a match: the tee's first `holeCount` holes, extra shots from the playing handicap
 * (spread over the nine when it is a 9-hole one, docs/GOLF.md "9-hole rounds"). */
function buildMatchCard(
  settings: MatchSettings,
  matchId: string,
  creatorId: string,
  player: MatchPlayer,
  handicapPlay: number,
  now: number,
): ScoreCardDoc {
  return buildScoreCard(
    {
      userId: player.userId ?? creatorId,
      creatorId,
      course: settings.course,
      teeId: settings.teeId,
      player: { handicapGolf: player.handicapGolf, handicapPitchAndPutt: player.handicapPitchAndPutt },
      date: settings.date,
      handicapPlay,
      holeCount: settings.holeCount,
      matchId,
      tournamentId: settings.tournamentId,
      isCompetition: settings.isCompetition,
      event: player.guestName?.trim() || undefined,
    },
    now,
  );
}

/** The match's marker: the one chosen when they play in it, else the first card's player (a guest's
 * card is its creator's). Only a player marks (docs/ARCHITECTURE.md, "Security rules"). */
export function markerAmong(chosen: string | undefined, cards: readonly Pick<ScoreCardDoc, 'userId'>[]): string | undefined {
  if (chosen !== undefined && cards.some((c) => c.userId === chosen)) return chosen;
  return cards[0]?.userId;
}

/** The games as stored: only the games played, each without an absent value; none: no field. */
export function gamesOf(games: MatchGames | undefined): MatchGames | undefined {
  const out: MatchGames = {};
  if (games?.skins) out.skins = withoutUndefined({ ...games.skins });
  if (games?.nassau) out.nassau = withoutUndefined({ ...games.nassau });
  return out.skins || out.nassau ? out : undefined;
}

function matchDoc(
  settings: MatchSettings,
  id: string,
  creatorId: string,
  cards: readonly { card: ScoreCardDoc; side: number }[],
  creationDate: number,
  now: number,
): MatchDoc {
  return withoutUndefined({
    id,
    date: settings.date,
    creationDate,
    modifiedDate: now,
    courseId: settings.course.id,
    tournamentId: settings.tournamentId ?? '',
    isCompetition: settings.isCompetition,
    notes: settings.notes?.trim() || undefined,
    scoreCards: cards.length > 0 ? cards.map((c) => c.card.id) : undefined,
    creatorId,
    playMode: settings.playMode,
    scoringMode: settings.scoringMode,
    userId: creatorId,
    players: playersOf(cards.map((c) => c.card)),
    sides: sidesOf(
      settings.playMode,
      cards.map((c) => ({ cardId: c.card.id, side: c.side })),
    ),
    holeCount: settings.holeCount,
    markerId: markerAmong(
      settings.markerId,
      cards.map((c) => c.card),
    ),
    games: gamesOf(settings.games),
  });
}

/**
 * Creates a match and every player's card in one go, offline too: the match first, then the cards
 * (`matchId`, `creatorId` = the creator, `handicapPlay` = the format's playing handicap, extra shots
 * spread from it), with its marker (`markerId`: the one chosen, else the first player). In Fourball, Foursome and Scramble each card's side is stored in `sides` (domain
 * match-sides.ts), the cards listed by side. If a card cannot be stored, what was written is removed again and the error is thrown.
 */
export async function createMatch(db: GolfDatabase, input: NewMatch, now: number = Date.now()): Promise<MatchDoc> {
  const { players } = plan(input);
  const id = input.id ?? newId(now);
  // Each card gets an id of its own, random like every document's (src/data/ids.ts): an id derived from
  // the match's could be taken first by a member who reads the match.
  const withIds = players.map(({ player, handicapPlay }) => buildMatchCard(input, id, input.creatorId, player, handicapPlay, now));
  const match = matchDoc(
    input,
    id,
    input.creatorId,
    withIds.map((card, i) => ({ card, side: players[i]?.player.side ?? 1 })),
    now,
    now,
  );
  return readableWrite(async () => {
    const stored = (await db.matches.insert(match)).toMutableJSON();
    const inserted: string[] = [];
    try {
      for (const card of withIds) {
        await db.scorecards.insert(card);
        inserted.push(card.id);
      }
    } catch (err) {
      await Promise.all(inserted.map((cardId) => removeById(db.scorecards, cardId)));
      await removeById(db.matches, id);
      throw err;
    }
    return stored;
  });
}

/**
 * Changes a match's settings and players: kept players' cards follow the new format (playing
 * handicap, extra shots, date, competition flag, guest name), new players get a card, removed
 * players' cards are deleted (tombstones). The course and tee of a match do not change: its cards'
 * holes were copied from them.
 */
export async function updateMatch(db: GolfDatabase, matchId: string, form: MatchSettings, now: number = Date.now()): Promise<MatchDoc> {
  const current = await db.matches.findOne(matchId).exec();
  if (!current) throw new Error(dataText.t('write.matchGone'));
  const match = current.toMutableJSON();
  // A tournament's round stays in its tournament (the match form does not show it), and a player
  // added to it gets a card of that tournament.
  const settings: MatchSettings = { ...form, tournamentId: form.tournamentId ?? (match.tournamentId || undefined) };
  const { players, tee } = plan(settings);
  const nineHole = playsNineHoleHandicap(tee, matchHoleNumbers(tee, settings.holeCount));
  const existing = await db.scorecards.find({ selector: { matchId } }).exec();
  const keptIds = new Set(players.map((p) => p.player.cardId).filter((id): id is string => id !== undefined));
  for (const card of existing) if (!keptIds.has(card.id)) await deleteScoreCard(db, card.id);
  const cards: { card: ScoreCardDoc; side: number }[] = [];
  let added = 0;
  for (const { player, handicapPlay } of players) {
    const old = player.cardId ? existing.find((c) => c.id === player.cardId) : undefined;
    if (old) {
      const extra = strokesReceived(handicapPlay, old.holes.map((h) => h.hcp), nineHole);
      await editScoreCard(
        db,
        old.id,
        {
          date: settings.date,
          isCompetition: settings.isCompetition,
          handicapPlay,
          event: player.userId ? old.event : player.guestName?.trim() || undefined,
        },
        extra,
        now,
      );
      const updated = await db.scorecards.findOne(old.id).exec();
      if (updated) cards.push({ card: updated.toMutableJSON(), side: player.side });
    } else {
      const card = { ...buildMatchCard(settings, matchId, match.creatorId, player, handicapPlay, now), id: newId(now + added++) };
      await readableWrite(async () => db.scorecards.insert(card));
      cards.push({ card, side: player.side });
    }
  }
  // A form that does not choose the marker keeps the match's.
  const next = matchDoc({ ...settings, markerId: settings.markerId ?? match.markerId }, matchId, match.creatorId, cards, match.creationDate, now);
  return modifyExisting(db.matches, matchId, (m) => ({ ...next, courseId: m.courseId, updatedAt: m.updatedAt }));
}

/** Deletes a match and its cards (tombstones that replication propagates). False when there was none. */
export async function deleteMatch(db: GolfDatabase, matchId: string): Promise<boolean> {
  const cards = await db.scorecards.find({ selector: { matchId } }).exec();
  for (const card of cards) await deleteScoreCard(db, card.id);
  return removeById(db.matches, matchId);
}

/**
 * A player leaves a match: their cards stay theirs as rounds of their own (`matchId` ''), and the
 * match's `scoreCards`, `players` and `sides` no longer hold them.
 */
export async function leaveMatch(db: GolfDatabase, matchId: string, uid: string, now: number = Date.now()): Promise<MatchDoc> {
  const cards = await db.scorecards.find({ selector: { matchId } }).exec();
  const mine = cards.filter((c) => c.userId === uid);
  if (mine.length === 0) throw new Error(dataText.t('write.notInMatch'));
  for (const card of mine) await editScoreCard(db, card.id, { matchId: '' }, null, now);
  const rest = cards.filter((c) => c.userId !== uid);
  return modifyExisting(db.matches, matchId, (m) => {
    const ids = (m.scoreCards ?? []).filter((id) => rest.some((c) => c.id === id));
    const sides = m.sides ? Object.fromEntries(Object.entries(m.sides).filter(([id]) => rest.some((c) => c.id === id))) : undefined;
    return withoutUndefined({
      ...m,
      scoreCards: ids.length > 0 ? ids : undefined,
      players: playersOf(rest),
      sides: sides && Object.keys(sides).length > 0 ? sides : undefined,
      modifiedDate: now,
    });
  });
}
