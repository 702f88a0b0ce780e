// Writing tournaments. The organizer writes the tournament (the security rules let nobody else);
// `playerIds`, the membership the rules check, always follows `players`. A round is one match per
// group, created by the organizer with the tournament's id (createMatch).
import { playingHandicapOnTee, playsNineHoleHandicap, strokesReceived, type PlayMode, type ScoringMode } from '../../domain/index.ts';
import { newId } from '../ids.ts';
import { tournamentPlayerIds } from '../migrations.ts';
import type { GolfDatabase, MatchDoc, Tee, TournamentDoc } from '../types.ts';
import { createMatch, matchHoleNumbers, type MatchPlayer, type MatchSettings } from './matches.ts';
import { editScoreCard } from './scorecards.ts';
import { modifyExisting, modifyOrCreate, removeById } from './util.ts';
import { dataText } from '../i18n/index.ts';

export type TournamentInput = Omit<TournamentDoc, 'id' | 'creationDate' | 'modifiedDate' | 'updatedAt' | 'playerIds'> & { id?: string };

/** Creates or replaces a tournament, keeping its creation date; `playerIds` (what the security rules
 * read) always follows `players`. */
export function saveTournament(db: GolfDatabase, input: TournamentInput, now: number = Date.now()): Promise<TournamentDoc> {
  const id = input.id ?? newId(now);
  return modifyOrCreate(db.tournaments, id, (current) => {
    const old = 'creationDate' in current ? current : null;
    const players = input.players && input.players.length > 0 ? input.players : undefined;
    return { ...input, id, players, playerIds: tournamentPlayerIds(players), creationDate: old?.creationDate ?? now, modifiedDate: now, updatedAt: old?.updatedAt };
  });
}

/** A listed player: the uid and the name shown when the profile is not on the device. */
export interface TournamentPlayer {
  userId: string;
  name?: string;
}

/** The format every round of the tournament is played in. */
export interface TournamentFormat {
  playMode: PlayMode;
  scoringMode: ScoringMode;
  holeCount: 9 | 18;
  /** Percent of the course handicap (Individual and Fourball); absent for Foursome and Scramble,
   * which use their side allowances. */
  handicapAllowance?: number;
}

/** What the tournament form gives. */
export interface TournamentSettings {
  name: string;
  /** Local midnight of the first and of the last day (epoch ms). */
  startDate: number;
  endDate: number;
  format: TournamentFormat;
  players: readonly TournamentPlayer[];
}

function checkSettings(s: TournamentSettings): void {
  if (s.name.trim() === '') throw new Error(dataText.t('write.tournamentName'));
  if (s.endDate < s.startDate) throw new Error(dataText.t('write.lastBeforeFirst'));
  const a = s.format.handicapAllowance;
  if (a !== undefined && (!Number.isInteger(a) || a < 0 || a > 100)) throw new Error(dataText.t('write.allowance'));
}

/** Players without duplicates, in the order given. */
function distinctPlayers(players: readonly TournamentPlayer[]): TournamentPlayer[] {
  const seen = new Set<string>();
  return players.filter((p) => (seen.has(p.userId) ? false : (seen.add(p.userId), true))).map((p) => (p.name ? { userId: p.userId, name: p.name } : { userId: p.userId }));
}

function fields(s: TournamentSettings) {
  const allowance = s.format.playMode === 'Individual' || s.format.playMode === 'Fourball' ? s.format.handicapAllowance : undefined;
  return {
    name: s.name.trim(),
    startDate: s.startDate,
    endDate: s.endDate,
    playMode: s.format.playMode,
    scoringMode: s.format.scoringMode,
    holeCount: s.format.holeCount,
    handicapAllowance: allowance,
    players: distinctPlayers(s.players),
  };
}

/** Creates a tournament organized by `organizer` (the signed-in golfer). */
export async function createTournament(
  db: GolfDatabase,
  settings: TournamentSettings & { id?: string; organizer: { id: string; name?: string } },
  now: number = Date.now(),
): Promise<TournamentDoc> {
  checkSettings(settings);
  const organizer = settings.organizer.name ? { id: settings.organizer.id, name: settings.organizer.name } : { id: settings.organizer.id };
  return saveTournament(db, { id: settings.id ?? newId(now), ...fields(settings), organizer }, now);
}

/** Changes a tournament's name, dates, format and players; the organizer and creation date stay. */
export async function updateTournament(db: GolfDatabase, tournamentId: string, settings: TournamentSettings, now: number = Date.now()): Promise<TournamentDoc> {
  checkSettings(settings);
  const f = fields(settings);
  return modifyExisting(db.tournaments, tournamentId, (t) => ({
    ...t,
    ...f,
    players: f.players.length > 0 ? f.players : undefined,
    playerIds: tournamentPlayerIds(f.players),
    modifiedDate: now,
  }));
}

/** Adds players (those already listed are left as they are). */
export function addTournamentPlayers(db: GolfDatabase, tournamentId: string, players: readonly TournamentPlayer[], now: number = Date.now()): Promise<TournamentDoc> {
  return modifyExisting(db.tournaments, tournamentId, (t) => {
    const next = distinctPlayers([...(t.players ?? []), ...players]);
    return { ...t, players: next.length > 0 ? next : undefined, playerIds: tournamentPlayerIds(next), modifiedDate: now };
  });
}

/** Removes a player from the list (and so from what the rules let them read). Their cards stay theirs. */
export function removeTournamentPlayer(db: GolfDatabase, tournamentId: string, userId: string, now: number = Date.now()): Promise<TournamentDoc> {
  return modifyExisting(db.tournaments, tournamentId, (t) => {
    const next = (t.players ?? []).filter((p) => p.userId !== userId);
    return { ...t, players: next.length > 0 ? next : undefined, playerIds: tournamentPlayerIds(next), modifiedDate: now };
  });
}

/** Deletes a tournament (a tombstone that replication pushes as `deleted: true`). Its rounds stay
 * matches of their own, so nobody loses a card. False when there was none. */
export function deleteTournament(db: GolfDatabase, tournamentId: string): Promise<boolean> {
  return removeById(db.tournaments, tournamentId);
}

/** A new round: its tee time, course and tee, and the groups (one match each, one phone each). */
export interface NewTournamentRound {
  date: number;
  course: MatchSettings['course'];
  teeId: string;
  /** Each group's players; in Fourball, Foursome and Scramble with their sides. */
  groups: readonly (readonly MatchPlayer[])[];
  /** Each group's marker (a uid of that group), by group; the group's first player when absent. */
  markerIds?: readonly (string | undefined)[];
  /** The organizer, who creates the matches (the rules accept a tournament's match only from its organizer). */
  creatorId: string;
}

/** Re-spreads each card of a match from the tournament's allowance instead of the WHS default. */
async function applyAllowance(db: GolfDatabase, match: MatchDoc, tee: Tee, allowance: number, players: readonly MatchPlayer[], now: number): Promise<void> {
  const cards = await db.scorecards.findByIds(match.scoreCards ?? []).exec();
  const remaining = [...players];
  for (const id of match.scoreCards ?? []) {
    const card = cards.get(id);
    if (!card) continue;
    const index = remaining.findIndex((p) => (p.userId ?? match.creatorId) === card.userId);
    const player = remaining.splice(index < 0 ? 0 : index, 1)[0];
    if (!player) continue;
    const numbers = matchHoleNumbers(tee, match.holeCount);
    const handicapPlay = playingHandicapOnTee(tee, player, allowance, numbers);
    if (handicapPlay === card.handicapPlay) continue;
    const extra = strokesReceived(handicapPlay, card.holes.map((h) => h.hcp), playsNineHoleHandicap(tee, numbers));
    await editScoreCard(db, id, { handicapPlay }, extra, now);
  }
}

/**
 * Adds a round: one match per group, all in the tournament's format, with the tournament's id (so
 * its members read the matches and cards), created by the organizer. Only listed players (or the
 * organizer) can be in a group: the rules refuse a card in a tournament that does not list its player.
 */
export async function addTournamentRound(db: GolfDatabase, tournamentId: string, round: NewTournamentRound, now: number = Date.now()): Promise<MatchDoc[]> {
  const doc = await db.tournaments.findOne(tournamentId).exec();
  if (!doc) throw new Error(dataText.t('write.tournamentGone'));
  const t = doc.toMutableJSON();
  const groups = round.groups.filter((g) => g.length > 0);
  const markerOf = new Map(round.groups.map((g, i) => [g, round.markerIds?.[i]]));
  if (groups.length === 0) throw new Error(dataText.t('write.putPlayer'));
  const members = new Set([t.organizer.id, ...Object.keys(t.playerIds ?? {})]);
  const seen = new Set<string>();
  for (const p of groups.flat()) {
    if (!p.userId) throw new Error(dataText.t('write.listedPlayer'));
    if (!members.has(p.userId)) throw new Error(dataText.t('write.notAPlayer'));
    if (seen.has(p.userId)) throw new Error(dataText.t('write.oneGroup'));
    seen.add(p.userId);
  }
  const tee = round.course.tees?.find((x) => x.id === round.teeId);
  if (!tee) throw new Error(dataText.t('write.noTeeStop', { course: round.course.name, tee: round.teeId }));
  const playMode = t.playMode ?? 'Individual';
  const holeCount = Math.min(t.holeCount ?? 18, tee.holeCount);
  const matches: MatchDoc[] = [];
  for (const [i, players] of groups.entries()) {
    const match = await createMatch(
      db,
      {
        creatorId: round.creatorId,
        date: round.date,
        course: round.course,
        teeId: round.teeId,
        playMode,
        scoringMode: t.scoringMode ?? 'Stableford',
        holeCount,
        isCompetition: true,
        notes: `${t.name}, group ${i + 1}`,
        tournamentId,
        players: [...players],
        markerId: markerOf.get(players),
      },
      now + i,
    );
    const allowance = t.handicapAllowance;
    if (allowance !== undefined && (playMode === 'Individual' || playMode === 'Fourball')) await applyAllowance(db, match, tee, allowance, players, now + i);
    matches.push(match);
  }
  return matches;
}
