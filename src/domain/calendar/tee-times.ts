// A tee time is a match's (or a round's) date and time. What the calendar says about one and how it
// orders them; the page supplies names already looked up (course, players), so this stays pure.
import { format, type Locale } from 'date-fns';
import type { PlayMode } from '../enums.ts';
import { isoDateOf, type IsoDate } from './local-date.ts';

export interface TeeTimeNameParts {
  /** Epoch ms of the tee time. */
  date: number;
  courseName: string;
  playMode: PlayMode;
  /** The other players' names, without the signed-in golfer. */
  otherPlayers: readonly string[];
  /** The tournament a round belongs to, said after the course: "10:30, Pine Valley, Spring Cup, ...". */
  event?: string;
}

/** "10:30": local time; 24-hour without a locale, else on the locale's clock (date-fns' `p`: "10:30",
 * "10:30 AM"; docs/ARCHITECTURE.md, "Languages"). */
export function teeTimeClock(date: number, locale?: Locale): string {
  return format(date, locale ? 'p' : 'HH:mm', { locale });
}

/** The words of a tee time's name in the golfer's language; English by default. The page passes its
 * message catalog's (docs/ARCHITECTURE.md, "Languages"). */
export interface TeeTimeWords {
  /** The clock of the tee time: "10:30" / "10:30 AM". */
  clock(date: number): string;
  /** The play mode as said: "Fourball". */
  playMode(mode: PlayMode): string;
  /** "Fourball with Ana, Tom". */
  modeWith(mode: string, players: string): string;
  /** "round on the Yellow tee", or "round" when the tee has no name. */
  round(teeName: string): string;
}

export const ENGLISH_TEE_TIME_WORDS: TeeTimeWords = {
  clock: (date) => teeTimeClock(date),
  playMode: (mode) => mode,
  modeWith: (mode, players) => `${mode} with ${players}`,
  round: (teeName) => (teeName !== '' ? `round on the ${teeName} tee` : 'round'),
};

/** A tee time as it is said, in three parts: its clock, its course, and the rest ("Autumn Cup,
 * Individual with Tom"). The link shows these parts and is named by them joined (`saidName`), so its
 * visible text is its accessible name (WCAG 2.5.3; docs/ARCHITECTURE.md, "Calendar building blocks"). */
export interface SaidTeeTime {
  clock: string;
  course: string;
  detail: string;
}

/** "10:30, Pine Valley, Fourball with Ana, Tom": the parts that are not empty, joined. */
export function saidName({ clock, course, detail }: SaidTeeTime): string {
  return [clock, course, detail].filter((part) => part !== '').join(', ');
}

/** A match as said: "10:30", "Pine Valley", "Fourball with Ana, Tom"; a tournament round says its
 * tournament first ("Autumn Cup, Individual with Tom"). In English the play mode is the stored value,
 * as the example above reads; with nobody else the detail ends at the mode. */
export function saidTeeTime({ date, courseName, playMode, otherPlayers, event = '' }: TeeTimeNameParts, words: TeeTimeWords = ENGLISH_TEE_TIME_WORDS): SaidTeeTime {
  const players = otherPlayers.filter((name) => name.trim() !== '');
  const said = words.playMode(playMode);
  const mode = players.length > 0 ? words.modeWith(said, players.join(', ')) : said;
  return { clock: words.clock(date), course: courseName.trim(), detail: [event.trim(), mode].filter((part) => part !== '').join(', ') };
}

/** The accessible name of a tee time link: "10:30, Pine Valley, Fourball with Ana, Tom"; a tournament
 * round says its tournament after the course ("14:00, Pine Valley, Autumn Cup, Individual with Tom"). */
export function teeTimeName(parts: TeeTimeNameParts, words: TeeTimeWords = ENGLISH_TEE_TIME_WORDS): string {
  return saidName(saidTeeTime(parts, words));
}

/** A round the golfer played outside any match, as said: "14:05", "Pine Valley", "round on the Yellow
 * tee" (a round has no play mode; its tee is what tells two rounds apart), its tournament first when it
 * has one ("Autumn Cup, round on the Yellow tee"). */
export function saidRound(
  { date, courseName, teeName, event = '' }: { date: number; courseName: string; teeName: string; event?: string },
  words: TeeTimeWords = ENGLISH_TEE_TIME_WORDS,
): SaidTeeTime {
  return { clock: words.clock(date), course: courseName.trim(), detail: [event.trim(), words.round(teeName.trim())].filter((part) => part !== '').join(', ') };
}

/** Tee times by local day, each day's in time order, the days in date order (Map keeps insertion
 * order). Equal times keep their input order. */
export function teeTimesByDay<T extends { date: number }>(teeTimes: readonly T[]): Map<IsoDate, T[]> {
  const sorted = [...teeTimes].sort((a, b) => a.date - b.date);
  const byDay = new Map<IsoDate, T[]>();
  for (const teeTime of sorted) {
    const day = isoDateOf(teeTime.date);
    const list = byDay.get(day);
    if (list) list.push(teeTime);
    else byDay.set(day, [teeTime]);
  }
  return byDay;
}
