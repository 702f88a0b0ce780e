// My upcoming tee times as an .ics file for the phone's own calendar: the matches only (a round
// played alone is history, not an appointment), with course, players and tee.
import { isoDateOf, matchesToIcs, type IcsMatch, type IcsWords } from '../../domain/index.ts';
import type { TeeTime } from './tee-times.ts';

export const ICS_MIME = 'text/calendar;charset=utf-8';

/** handicap-down-tee-times-2026-11-23.ics (the local day it was made). */
export function icsFileName(now: number): string {
  return `handicap-down-tee-times-${isoDateOf(now)}.ics`;
}

/** The file's text, or null when there is no match to put in it. `myName` replaces `you` ("You", the
 * golfer as the tee times were gathered), which would read oddly in a calendar shared with others;
 * `words` says the events in the golfer's language (the times stay UTC). */
export function teeTimesToIcs(
  teeTimes: readonly TeeTime[],
  { now, myName, you = 'You', words }: { now: number; myName: string | null; you?: string; words?: IcsWords },
): string | null {
  const events: IcsMatch[] = [];
  for (const t of teeTimes) {
    if (t.kind === 'round' || !t.playMode || !t.scoringMode) continue;
    events.push({
      id: t.id,
      date: t.date,
      holeCount: t.holeCount,
      courseName: t.courseName,
      playMode: t.playMode,
      scoringMode: t.scoringMode,
      playerNames: t.players.map((name) => (name === you && myName ? myName : name)),
      ...(t.teeNames.length > 0 ? { teeName: t.teeNames.join(', ') } : {}),
    });
  }
  return events.length > 0 ? matchesToIcs(events, { now, ...(words ? { words } : {}) }) : null;
}
