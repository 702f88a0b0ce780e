// The calendar's tee times, gathered from the local documents: the golfer's matches (a tournament's
// rounds are matches with a `tournamentId`) and the rounds they played outside any match (their own
// score cards with no `matchId`). Pure, so what the calendar shows is tested without a database.
import { ENGLISH_TEE_TIME_WORDS, saidName, saidRound, saidTeeTime, type PlayMode, type SaidTeeTime, type ScoringMode, type TeeTimeWords } from '../../domain/index.ts';
import type { CourseDoc, MatchDoc, ScoreCardDoc, TournamentDoc, UserDoc } from '../../data/types.ts';
import { shortName } from '../../golfers/golfer-name.ts';

export type TeeTimeKind = 'match' | 'tournament' | 'round';

/** A score card of a tee time, with the name of the golfer whose card it is. */
export interface TeeTimeCard {
  id: string;
  playerName: string;
}

export interface TeeTime {
  /** Unique across kinds: a match and a card may share an id. */
  key: string;
  kind: TeeTimeKind;
  /** The match's id, or the card's for a round. */
  id: string;
  /** Epoch ms of the tee time. */
  date: number;
  courseName: string;
  /** The tees played, from the cards this device holds (a planned match has none yet). */
  teeNames: string[];
  /** Absent for a round outside any match. */
  playMode?: PlayMode;
  scoringMode?: ScoringMode;
  holeCount: number;
  tournamentName?: string;
  /** Everybody playing, the golfer first (`GatherWords.you`: "You"), as far as this device knows them. */
  players: string[];
  /** The other players as the accessible name says them ("Ana", "Tom", "2 guests"). */
  otherPlayers: string[];
  cards: TeeTimeCard[];
  /** What the compact link shows: "10:30" / "Pine Valley" / "Fourball with Ana, Tom". */
  said: SaidTeeTime;
  /** The link's accessible name, its shown parts joined: "10:30, Pine Valley, Fourball with Ana, Tom". */
  name: string;
}

export interface TeeTimeSources {
  /** The signed-in golfer. */
  me: string;
  matches: readonly MatchDoc[];
  /** Cards of the period: the golfer's own rounds, and any match's cards (for tees and links). */
  cards: readonly ScoreCardDoc[];
  courses: readonly CourseDoc[];
  users: readonly UserDoc[];
  tournaments: readonly TournamentDoc[];
}

/** The words the tee times are gathered with, in the golfer's language (use-calendar-locale.ts);
 * English by default. */
export interface GatherWords {
  teeTime: TeeTimeWords;
  /** The signed-in golfer among the players and on a card. */
  you: string;
  /** A card whose golfer this device does not know. */
  aPlayer: string;
  /** "a guest" / "2 guests": players whose public profile this device does not hold. */
  guests(count: number): string;
  unknownCourse: string;
}

export const ENGLISH_GATHER_WORDS: GatherWords = {
  teeTime: ENGLISH_TEE_TIME_WORDS,
  you: 'You',
  aPlayer: 'a player',
  guests: (count) => (count === 1 ? 'a guest' : `${count} guests`),
  unknownCourse: 'Unknown course',
};

/** "a guest" / "2 guests" in English. */
export function guestsLabel(count: number): string {
  return ENGLISH_GATHER_WORDS.guests(count);
}

/** Is the golfer in this match: a player, its creator, the golfer it was made for, or a player or
 * organiser of its tournament (a tournament round is on every competitor's calendar). */
export function isMyMatch(match: MatchDoc, me: string, tournaments: ReadonlyMap<string, TournamentDoc>): boolean {
  if (match.players?.[me] === 1 || match.creatorId === me || match.userId === me) return true;
  const tournament = match.tournamentId ? tournaments.get(match.tournamentId) : undefined;
  return tournament !== undefined && (tournament.organizer.id === me || (tournament.players ?? []).some((p) => p.userId === me));
}

function byId<T extends { id: string }>(docs: readonly T[]): Map<string, T> {
  return new Map(docs.map((doc) => [doc.id, doc]));
}

/** The tee times of `sources`, in time order (equal times: matches before rounds, then by id, so the
 * order never changes between renders). */
export function gatherTeeTimes({ me, matches, cards, courses, users, tournaments }: TeeTimeSources, words: GatherWords = ENGLISH_GATHER_WORDS): TeeTime[] {
  const courseById = byId(courses);
  const userById = byId(users);
  const tournamentById = byId(tournaments);
  const cardsByMatch = new Map<string, ScoreCardDoc[]>();
  for (const card of cards) {
    if (card.matchId === '') continue;
    const list = cardsByMatch.get(card.matchId);
    if (list) list.push(card);
    else cardsByMatch.set(card.matchId, [card]);
  }
  const nameOf = (uid: string) => (uid === me ? words.you : shortName(userById.get(uid)));

  const teeTimes: TeeTime[] = [];
  for (const match of matches) {
    if (!isMyMatch(match, me, tournamentById)) continue;
    const matchCards = cardsByMatch.get(match.id) ?? [];
    // Players: the match's map (rebuilt from its cards), plus the cards this device already holds.
    const uids = [...new Set([...Object.keys(match.players ?? {}), ...matchCards.map((c) => c.userId)])];
    const others = uids.filter((uid) => uid !== me);
    // Sorted by name: RTDB returns the players map in key (uid) order, which means nothing to a golfer.
    const known = others
      .map((uid) => shortName(userById.get(uid)))
      .filter((name): name is string => name !== null)
      .sort((a, b) => a.localeCompare(b));
    const guests = others.length - known.length;
    const otherPlayers = guests > 0 ? [...known, words.guests(guests)] : known;
    const courseName = courseById.get(match.courseId)?.name ?? matchCards[0]?.courseName ?? words.unknownCourse;
    const tournamentName = match.tournamentId ? tournamentById.get(match.tournamentId)?.name : undefined;
    const cardIds = [...new Set([...(match.scoreCards ?? []), ...matchCards.map((c) => c.id)])];
    const cardById = byId(matchCards);
    const said = saidTeeTime({ date: match.date, courseName, playMode: match.playMode, otherPlayers, event: tournamentName }, words.teeTime);
    teeTimes.push({
      key: `match:${match.id}`,
      kind: match.tournamentId ? 'tournament' : 'match',
      id: match.id,
      date: match.date,
      courseName,
      teeNames: [...new Set(matchCards.map((c) => c.teeName))],
      playMode: match.playMode,
      scoringMode: match.scoringMode,
      holeCount: match.holeCount,
      ...(tournamentName ? { tournamentName } : {}),
      players: [...(uids.includes(me) ? [words.you] : []), ...otherPlayers],
      otherPlayers,
      cards: cardIds.map((id) => {
        const owner = cardById.get(id)?.userId;
        return { id, playerName: (owner && nameOf(owner)) ?? words.aPlayer };
      }),
      said,
      name: saidName(said),
    });
  }
  for (const card of cards) {
    if (card.userId !== me || card.matchId !== '') continue;
    const courseName = card.courseName || courseById.get(card.courseId)?.name || words.unknownCourse;
    const tournamentName = card.tournamentId ? tournamentById.get(card.tournamentId)?.name : undefined;
    const said = saidRound({ date: card.date, courseName, teeName: card.teeName, event: tournamentName }, words.teeTime);
    teeTimes.push({
      key: `card:${card.id}`,
      kind: 'round',
      id: card.id,
      date: card.date,
      courseName,
      teeNames: card.teeName ? [card.teeName] : [],
      holeCount: card.holeCount,
      ...(tournamentName ? { tournamentName } : {}),
      players: [words.you],
      otherPlayers: [],
      cards: [{ id: card.id, playerName: words.you }],
      said,
      name: saidName(said),
    });
  }
  const kindOrder = (t: TeeTime) => (t.kind === 'round' ? 1 : 0);
  return teeTimes.sort((a, b) => a.date - b.date || kindOrder(a) - kindOrder(b) || a.id.localeCompare(b.id));
}

/** How a format's parts are said; English (the stored values) by default. */
export interface FormatWords {
  playMode(mode: PlayMode): string;
  scoringMode(mode: ScoringMode): string;
  holes(count: number): string;
}

const ENGLISH_FORMAT_WORDS: FormatWords = { playMode: (m) => m, scoringMode: (m) => m, holes: (n) => `${n} holes` };

/** "Fourball · Stableford · 18 holes"; a round says its holes only. */
export function formatLabel(teeTime: Pick<TeeTime, 'playMode' | 'scoringMode' | 'holeCount'>, words: FormatWords = ENGLISH_FORMAT_WORDS): string {
  return [
    teeTime.playMode ? words.playMode(teeTime.playMode) : '',
    teeTime.scoringMode ? words.scoringMode(teeTime.scoringMode) : '',
    words.holes(teeTime.holeCount),
  ]
    .filter(Boolean)
    .join(' · ');
}
