// The golfer's score cards as CSV, one row per hole, for spreadsheets. The card's own fields repeat on
// each of its rows so the file can be sorted and filtered freely and still be imported (rows are
// grouped by card id). Points and net come from src/domain; the import recomputes them. The distance
// column is in the golfer's unit and says which (docs/ARCHITECTURE.md, "Distance units").
import { fromMetres, labelOf, netStrokes, RESULT_CODE_OPTIONS, stablefordPoints, type DistanceUnit } from '../../domain/index.ts';
import type { GolfDatabase, ScoreCardDoc, ScoreCardHole } from '../types.ts';
import { toCsv } from './csv.ts';
import type { TransferProgress } from './format.ts';

/** A CSV column: its header and how a hole row fills it. */
interface Column {
  header: string;
  value: (card: ScoreCardDoc, hole: ScoreCardHole) => string;
}

const num = (n: number | undefined) => (n === undefined ? '' : String(n));
const result = (code: number) => labelOf(RESULT_CODE_OPTIONS, code as (typeof RESULT_CODE_OPTIONS)[number]['value']);

export const SCORE_CARD_COLUMNS = [
  { header: 'Card id', value: (c) => c.id },
  // ISO 8601 in UTC: unambiguous for spreadsheets in any locale, and exact for the import.
  { header: 'Date', value: (c) => new Date(c.date).toISOString() },
  { header: 'Course id', value: (c) => c.courseId },
  { header: 'Course', value: (c) => c.courseName },
  { header: 'Tee id', value: (c) => c.teeId },
  { header: 'Tee', value: (c) => c.teeName },
  { header: 'Player id', value: (c) => c.userId },
  { header: 'Course handicap', value: (c) => num(c.handicap) },
  { header: 'Handicap index', value: (c) => num(c.handicapGolf) },
  { header: 'Pitch and putt handicap', value: (c) => num(c.handicapPitchAndPutt) },
  { header: 'Hole', value: (_, h) => num(h.number) },
  { header: 'Par', value: (_, h) => num(h.par) },
  { header: 'Stroke index', value: (_, h) => num(h.hcp) },
  { header: 'Distance (m)', value: (_, h) => num(h.distance) },
  { header: 'Extra shots', value: (_, h) => num(h.extraShots) },
  // 0 = not played, -1 = picked up, as stored.
  { header: 'Shots', value: (_, h) => num(h.shotCount) },
  { header: 'Putts', value: (_, h) => num(h.puttCount) },
  { header: 'Bunkers', value: (_, h) => num(h.bunkerCount) },
  { header: 'Penalties', value: (_, h) => num(h.penaltyCount) },
  { header: 'Fairway', value: (_, h) => result(h.fairway) },
  { header: 'Green', value: (_, h) => result(h.gir) },
  { header: 'Points', value: (_, h) => num(stablefordPoints(h, h.extraShots)) },
  { header: 'Net', value: (_, h) => (h.shotCount === 0 ? '' : num(netStrokes(h, h.extraShots))) },
] as const satisfies readonly Column[];

/** The distance column's header in each unit; an import reads either. */
export const DISTANCE_COLUMNS = { metres: 'Distance (m)', yards: 'Distance (yd)' } as const satisfies Record<DistanceUnit, string>;

export type ScoreCardColumn = (typeof SCORE_CARD_COLUMNS)[number]['header'] | (typeof DISTANCE_COLUMNS)['yards'];

/** Stored metres in `unit` for the file: exact, without the float noise of the conversion (377 yd, not
 * 377.00000000000006), so an import gives back the stored metres. */
function csvDistance(metres: number | undefined, unit: DistanceUnit): string {
  if (metres === undefined) return '';
  return unit === 'metres' ? String(metres) : String(Number(fromMetres(metres, unit).toFixed(6)));
}

/** The columns of an export in `unit`: the distance column in that unit. */
export function scoreCardColumns(unit: DistanceUnit): readonly Column[] {
  return SCORE_CARD_COLUMNS.map((c) =>
    c.header === DISTANCE_COLUMNS.metres ? { header: DISTANCE_COLUMNS[unit], value: (_, h) => csvDistance(h.distance, unit) } : c,
  );
}

/** Header plus one row per hole of each card (cards by date, holes by number); distances in `unit`. */
export function scoreCardsToCsv(cards: readonly ScoreCardDoc[], unit: DistanceUnit = 'metres'): string {
  const columns = scoreCardColumns(unit);
  const rows: string[][] = [columns.map((c) => c.header)];
  const sorted = [...cards].sort((a, b) => a.date - b.date || a.id.localeCompare(b.id));
  for (const card of sorted) {
    for (const hole of [...card.holes].sort((a, b) => a.number - b.number)) {
      rows.push(columns.map((c) => c.value(card, hole)));
    }
  }
  return toCsv(rows);
}

/** The score cards of the golfer `uid` (their own rounds, by `userId`) from the local database, as CSV
 * with distances in `unit` (metres when not given). */
export async function exportScoreCardsCsv(
  db: GolfDatabase,
  uid: string,
  options: { onProgress?: TransferProgress; unit?: DistanceUnit } = {},
): Promise<string> {
  const cards = await db.scorecards.find({ selector: { userId: uid }, sort: [{ userId: 'asc' }, { date: 'asc' }] }).exec();
  options.onProgress?.(cards.length, cards.length);
  return scoreCardsToCsv(
    cards.map((c) => c.toMutableJSON()),
    options.unit,
  );
}
