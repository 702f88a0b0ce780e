// Tee times as an iCalendar file (RFC 5545) a golfer can import into the phone's own calendar. Pure:
// it returns the text; the page wraps it in a Blob ('text/calendar;charset=utf-8') and downloads it.
// Times are written in UTC (`...Z`), so no VTIMEZONE is needed and every calendar app shows them in
// its own zone.
import type { PlayMode, ScoringMode } from '../enums.ts';

/** The domain after the '@' of every event's UID. UIDs must be globally unique and stable, so a
 * re-imported file updates the events instead of duplicating them: `<match id>@<this>`. */
export const ICS_UID_DOMAIN = 'handicap-down.app';

export const ICS_PRODID = '-//Handicap Down!//Tee times//EN';

/** A round takes about 15 minutes a hole: 4h30 for 18 holes, 2h15 for 9. Matches store no end time,
 * so this is the event's length unless the caller knows better. */
export const MINUTES_PER_HOLE = 15;

export function roundDurationMinutes(holeCount: number): number {
  return Math.max(1, holeCount) * MINUTES_PER_HOLE;
}

/** One match as the file shows it; names are looked up by the caller. */
export interface IcsMatch {
  id: string;
  /** Epoch ms of the tee time. */
  date: number;
  holeCount: number;
  courseName: string;
  playMode: PlayMode;
  scoringMode: ScoringMode;
  /** Everyone playing, the golfer included. */
  playerNames: readonly string[];
  teeName?: string;
  /** Overrides roundDurationMinutes(holeCount). */
  durationMinutes?: number;
}

export interface IcsOptions {
  /** Epoch ms the file is made at (DTSTAMP). */
  now: number;
  uidDomain?: string;
  /** The event's words in the golfer's language; English by default. The times stay UTC whatever the language. */
  words?: IcsWords;
}

/** What an event says around the names (docs/ARCHITECTURE.md, "Languages"). */
export interface IcsWords {
  summary(courseName: string, playMode: PlayMode): string;
  players(names: string): string;
  tee(teeName: string): string;
  scoring(scoringMode: ScoringMode): string;
  holes(holeCount: number): string;
}

export const ENGLISH_ICS_WORDS: IcsWords = {
  summary: (courseName, playMode) => `Golf: ${courseName} — ${playMode}`,
  players: (names) => `Players: ${names}`,
  tee: (teeName) => `Tee: ${teeName}`,
  scoring: (scoringMode) => `Scoring: ${scoringMode}`,
  holes: (holeCount) => `Holes: ${holeCount}`,
};

/** TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma, and line breaks as `\n`. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}

/** Folds a content line (RFC 5545 3.1) so no physical line exceeds 75 octets: continuation lines
 * start with one space, which counts towards their 75. Splits only between code points, so a
 * multi-byte UTF-8 character is never cut in two. */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0) ?? 0);
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = 74;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** An instant as a UTC DATE-TIME: 20261123T093000Z. */
export function icsUtcTime(epochMs: number): string {
  return new Date(epochMs).toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
}

function eventLines(match: IcsMatch, stamp: string, uidDomain: string, words: IcsWords): string[] {
  const minutes = match.durationMinutes ?? roundDurationMinutes(match.holeCount);
  const description = [
    match.playerNames.length > 0 ? words.players(match.playerNames.join(', ')) : '',
    match.teeName ? words.tee(match.teeName) : '',
    words.scoring(match.scoringMode),
    words.holes(match.holeCount),
  ].filter((line) => line !== '');
  return [
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(`${match.id}@${uidDomain}`)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${icsUtcTime(match.date)}`,
    `DTEND:${icsUtcTime(match.date + minutes * 60_000)}`,
    `SUMMARY:${escapeIcsText(words.summary(match.courseName, match.playMode))}`,
    `LOCATION:${escapeIcsText(match.courseName)}`,
    `DESCRIPTION:${escapeIcsText(description.join('\n'))}`,
    'END:VEVENT',
  ];
}

/** The whole file: one VEVENT per match, in the order given, CRLF line ends (the last line too). */
export function matchesToIcs(matches: readonly IcsMatch[], { now, uidDomain = ICS_UID_DOMAIN, words = ENGLISH_ICS_WORDS }: IcsOptions): string {
  const stamp = icsUtcTime(now);
  const lines = [
    'BEGIN:VCALENDAR',
    `PRODID:${ICS_PRODID}`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...matches.flatMap((match) => eventLines(match, stamp, uidDomain, words)),
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}
