// The match form's values, their checks, and the settings the writers take.
import { cardSides, maxSideSize, parseNumber, playsInSides, sidesProblem, type GameBasis, type MatchGames, type NassauPlay, type PlayMode, type ScoringMode } from '../../domain/index.ts';
import type { CourseDoc, MatchDoc, ScoreCardDoc, UserDoc } from '../../data/types.ts';
import type { MatchPlayer, MatchSettings } from '../../data/writes/matches.ts';
import { profileName } from '../../golfers/golfer-name.ts';
import { searchDate, searchTime } from './match-search.ts';
import { matchesText } from './i18n/index.ts';
import { dataText } from '../../data/i18n/index.ts';
import { sidesProblemText } from '../../data/field-errors.ts';

export interface FormPlayer {
  /** Stable React key. */
  key: string;
  cardId?: string;
  /** A registered golfer; absent for a guest. */
  userId?: string;
  name: string;
  /** Handicap index as typed (empty = 36). */
  handicap: string;
  side: number;
}

export interface MatchFormValues {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:mm' */
  time: string;
  courseId: string;
  teeId: string;
  playMode: PlayMode;
  scoringMode: ScoringMode;
  holeCount: 9 | 18;
  isCompetition: boolean;
  notes: string;
  players: FormPlayer[];
  /** The uid of the player who keeps the group's cards; '' (or a player no longer listed): the first
   * registered player (formMarker). */
  markerId: string;
  games: GamesFormValues;
}

/** The side games as the form holds them (docs/GOLF.md, "Side games: skins and Nassau"); a value as
 * typed (empty: 1 unit). */
export interface GamesFormValues {
  skins: boolean;
  skinsBasis: GameBasis;
  carryOver: boolean;
  skinsValue: string;
  nassau: boolean;
  nassauPlay: NassauPlay;
  nassauBasis: GameBasis;
  press: boolean;
  nassauValue: string;
}

export type MatchFormErrors = Partial<Record<'date' | 'time' | 'courseId' | 'teeId' | 'holeCount' | 'players' | 'games', string>>;

/** The form's games for a match's (none: both off, with the usual choices ready: net, carry-over,
 * match play with the automatic press). */
export function gamesFormValues(games: MatchGames | undefined): GamesFormValues {
  const text = (n: number | undefined) => (n === undefined ? '' : String(n));
  return {
    skins: games?.skins !== undefined,
    skinsBasis: games?.skins?.basis ?? 'net',
    carryOver: games?.skins?.carryOver ?? true,
    skinsValue: text(games?.skins?.value),
    nassau: games?.nassau !== undefined,
    nassauPlay: games?.nassau?.play ?? 'match',
    nassauBasis: games?.nassau?.basis ?? 'net',
    press: games?.nassau?.press ?? true,
    nassauValue: text(games?.nassau?.value),
  };
}

/** Units typed for a game: empty is 1 (absent), else a whole number from 1 to 1,000; null when not. */
function unitsTyped(text: string): number | undefined | null {
  if (text.trim() === '') return undefined;
  const n = parseNumber(text);
  return n !== null && Number.isInteger(n) && n >= 1 && n <= 1000 ? n : null;
}

/** The games the form stands for, or the error to show. A stroke play Nassau has no press. */
export function gamesOfForm(values: GamesFormValues): { games: MatchGames | undefined } | { error: string } {
  const skinsValue = unitsTyped(values.skinsValue);
  const nassauValue = unitsTyped(values.nassauValue);
  if ((values.skins && skinsValue === null) || (values.nassau && nassauValue === null)) return { error: matchesText.t('form.gameUnits') };
  const games: MatchGames = {};
  if (values.skins) games.skins = { basis: values.skinsBasis, carryOver: values.carryOver, ...(skinsValue ? { value: skinsValue } : {}) };
  if (values.nassau) {
    games.nassau = { play: values.nassauPlay, basis: values.nassauBasis, press: values.nassauPlay === 'match' && values.press, ...(nassauValue ? { value: nassauValue } : {}) };
  }
  return { games: games.skins || games.nassau ? games : undefined };
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

export function localIsoDate(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function localTime(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The number of sides the form offers: two, enough for sides of two, and every side already chosen. */
export function sideCount(players: readonly FormPlayer[]): number {
  return Math.max(2, Math.ceil(players.length / 2), ...players.map((p) => p.side));
}

/** The side a new player joins: the first side with room left, two players a side (four a Scramble
 * team). */
export function nextSide(players: readonly FormPlayer[], playMode: PlayMode = 'Fourball'): number {
  const size = maxSideSize(playMode);
  for (let s = 1; ; s++) if (players.filter((p) => p.side === s).length < size) return s;
}

function handicapText(n: number | undefined): string {
  return n === undefined ? '' : String(n);
}

export function newFormValues(now: number, me: FormPlayer, date?: string, time?: string): MatchFormValues {
  return {
    date: date ?? localIsoDate(now),
    time: time ?? localTime(now),
    courseId: '',
    teeId: '',
    playMode: 'Individual',
    scoringMode: 'Stableford',
    holeCount: 18,
    isCompetition: false,
    notes: '',
    players: [me],
    markerId: '',
    games: gamesFormValues(undefined),
  };
}

/** The registered players the marker is chosen from, in the form's order. */
export function markerChoices(values: Pick<MatchFormValues, 'players'>): FormPlayer[] {
  return values.players.filter((p) => p.userId !== undefined);
}

/** The marker the form stands for: the one chosen while they are listed, else the first registered
 * player ('' with none: the writer then takes the first card's player). */
export function formMarker(values: Pick<MatchFormValues, 'players' | 'markerId'>): string {
  const ids = markerChoices(values).map((p) => p.userId as string);
  return ids.includes(values.markerId) ? values.markerId : (ids[0] ?? '');
}

export function registeredPlayer(profile: UserDoc, key: string, side: number): FormPlayer {
  return { key, userId: profile.id, name: profileName(profile), handicap: handicapText(profile.handicapGolf ?? profile.handicap), side };
}

/** The form of an existing match, its players in card order with their sides (the match's `sides`
 * map, else consecutive pairs). */
export function editFormValues(match: MatchDoc, cards: readonly ScoreCardDoc[], nameOf: (c: ScoreCardDoc) => string): MatchFormValues {
  const sides = cardSides({ ...match, scoreCards: match.scoreCards ?? cards.map((c) => c.id) }, cards.map((c) => c.id));
  const sideNumber = (c: ScoreCardDoc, i: number): number => {
    if (!playsInSides(match.playMode)) return 1;
    const n = match.sides?.[c.id];
    if (n !== undefined) return n;
    const label = sides.get(c.id) ?? '';
    return label.startsWith('Side ') ? Number(label.slice(5)) : Math.floor(i / 2) + 1;
  };
  return {
    date: localIsoDate(match.date),
    time: localTime(match.date),
    courseId: match.courseId,
    teeId: cards[0]?.teeId ?? '',
    playMode: match.playMode,
    scoringMode: match.scoringMode,
    holeCount: match.holeCount === 9 ? 9 : 18,
    isCompetition: match.isCompetition,
    notes: match.notes ?? '',
    // A match written before it named one is marked by its creator.
    markerId: match.markerId ?? match.creatorId,
    games: gamesFormValues(match.games),
    players: cards.map((c, i) => ({
      key: c.id,
      cardId: c.id,
      userId: c.userId === match.creatorId && c.event ? undefined : c.userId,
      name: nameOf(c),
      handicap: String(c.handicapGolf),
      side: sideNumber(c, i),
    })),
  };
}

/** Checks the values and gives the writers' settings, or the errors to show. */
export function toSettings(
  values: MatchFormValues,
  courses: readonly CourseDoc[],
): { settings: MatchSettings } | { errors: MatchFormErrors } {
  const errors: MatchFormErrors = {};
  if (!searchDate(values.date)) errors.date = matchesText.t('form.chooseDay');
  if (!searchTime(values.time)) errors.time = matchesText.t('form.chooseTime');
  const course = courses.find((c) => c.id === values.courseId);
  if (!course) errors.courseId = matchesText.t('form.chooseCourse');
  const tee = course?.tees?.find((t) => t.id === values.teeId);
  if (course && !tee) errors.teeId = matchesText.t('form.chooseTee');
  if (tee && values.holeCount > tee.holes.length) errors.holeCount = matchesText.t('form.teeHoles', { tee: tee.name, count: tee.holes.length });
  const players: MatchPlayer[] = [];
  for (const p of values.players) {
    const h = parseNumber(p.handicap);
    if (h !== null && (!Number.isFinite(h) || h < -10 || h > 54)) {
      errors.players = matchesText.t('form.badHandicap', { name: p.name });
      break;
    }
    if (!p.userId && p.name.trim() === '') {
      errors.players = matchesText.t('form.guestNames');
      break;
    }
    const handicap = h ?? undefined;
    players.push({ cardId: p.cardId, userId: p.userId, guestName: p.userId ? undefined : p.name.trim(), handicapGolf: handicap, handicapPitchAndPutt: handicap, side: p.side });
  }
  if (!errors.players) {
    const problem = sidesProblem(values.playMode, values.players.map((p) => p.side));
    if (problem) errors.players = sidesProblemText(dataText.t, problem);
  }
  const games = gamesOfForm(values.games);
  if ('error' in games) errors.games = games.error;
  if (Object.keys(errors).length > 0 || !course || !tee || 'error' in games) return { errors };
  const date = new Date(`${values.date}T${values.time}`).getTime();
  return {
    settings: {
      date,
      course,
      teeId: tee.id,
      playMode: values.playMode,
      scoringMode: values.scoringMode,
      holeCount: values.holeCount,
      isCompetition: values.isCompetition,
      notes: values.notes,
      players,
      markerId: formMarker(values) || undefined,
      games: games.games,
    },
  };
}
