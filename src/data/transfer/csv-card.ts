// Rebuilding one score card from its CSV rows (score-cards-csv.ts columns), over the local card when
// there is one: fields the CSV does not carry are kept, holes whose values change get a new
// `modifiedAt` (their last edit), totals are recomputed. A problem is a
// RowProblem naming the field and the rows.
import { cardTotals, DEFAULT_HANDICAP, RESULT_CODE_OPTIONS, toMetres } from '../../domain/index.ts';
import type { ScoreCardDoc, ScoreCardHole } from '../types.ts';
import { withoutUndefined } from '../writes/util.ts';
import { dataText } from '../i18n/index.ts';
import { changedPaths } from './diff.ts';
import { DISTANCE_COLUMNS, type ScoreCardColumn } from './score-cards-csv.ts';

/** Columns an import cannot do without; the handicaps and distance (in metres or in yards) are optional,
 * points and net ignored. */
export const REQUIRED_COLUMNS: readonly ScoreCardColumn[] = [
  'Card id', 'Date', 'Course id', 'Course', 'Tee id', 'Tee', 'Player id',
  'Hole', 'Par', 'Stroke index', 'Extra shots', 'Shots', 'Putts', 'Bunkers', 'Penalties', 'Fairway', 'Green',
];
export const OPTIONAL_COLUMNS: readonly ScoreCardColumn[] = ['Course handicap', 'Handicap index', 'Pitch and putt handicap', 'Distance (m)', 'Distance (yd)'];

/** Card fields read from each row; every row of a card must agree on them. */
const CARD_FIELDS = [
  ['Date', 'date'], ['Course id', 'courseId'], ['Course', 'courseName'], ['Tee id', 'teeId'], ['Tee', 'teeName'],
  ['Player id', 'userId'], ['Course handicap', 'handicap'], ['Handicap index', 'handicapGolf'],
  ['Pitch and putt handicap', 'handicapPitchAndPutt'],
] as const satisfies readonly (readonly [ScoreCardColumn, keyof ScoreCardDoc])[];

type HoleField = 'number' | 'par' | 'hcp' | 'distance' | 'extraShots' | 'shotCount' | 'puttCount' | 'bunkerCount' | 'penaltyCount' | 'fairway' | 'gir';
const HOLE_FIELDS = [
  ['Hole', 'number', 'integer'], ['Par', 'par', 'integer'], ['Stroke index', 'hcp', 'integer'], ['Distance (m)', 'distance', 'number'],
  ['Extra shots', 'extraShots', 'integer'], ['Shots', 'shotCount', 'integer'], ['Putts', 'puttCount', 'integer'],
  ['Bunkers', 'bunkerCount', 'integer'], ['Penalties', 'penaltyCount', 'integer'], ['Fairway', 'fairway', 'result'], ['Green', 'gir', 'result'],
] as const satisfies readonly (readonly [ScoreCardColumn, HoleField, 'integer' | 'number' | 'result'])[];

export interface Row {
  /** 1-based record number in the file, the header being 1. */
  n: number;
  get(column: ScoreCardColumn): string;
}

export class RowProblem extends Error {
  constructor(
    readonly path: string,
    message: string,
    /** The rows at fault, when not all of the card's. */
    readonly rows?: number[],
  ) {
    super(message);
  }
}

function parseValue(kind: 'integer' | 'number' | 'result', column: string, text: string): number {
  const t = text.trim();
  if (kind === 'result') {
    const byLabel = RESULT_CODE_OPTIONS.find((o) => o.label.toLowerCase() === t.toLowerCase());
    if (byLabel) return byLabel.value;
    if (/^\d$/.test(t)) return Number(t);
    throw new Error(dataText.t('transfer.notOneOf', { column, text, options: RESULT_CODE_OPTIONS.map((o) => o.label).join(', ') }));
  }
  const n = Number(t);
  if (t === '' || !Number.isFinite(n) || (kind === 'integer' && !Number.isInteger(n))) {
    throw new Error(kind === 'integer' ? dataText.t('transfer.notWhole', { column, text }) : dataText.t('transfer.notNumber', { column, text }));
  }
  return n;
}

function cardFieldValue(column: ScoreCardColumn, text: string): string | number | undefined {
  if (column === 'Date') {
    const ms = Date.parse(text.trim());
    if (!Number.isFinite(ms)) throw new Error(dataText.t('transfer.notDate', { text }));
    return ms;
  }
  if (column === 'Course handicap' || column === 'Handicap index' || column === 'Pitch and putt handicap') {
    return text.trim() === '' ? undefined : parseValue(column === 'Course handicap' ? 'integer' : 'number', column, text);
  }
  return text;
}

/** The card of one group of rows, over `existing` when the local database has it. */
export function rebuildCard(id: string, rows: readonly Row[], existing: ScoreCardDoc | undefined, now: number): ScoreCardDoc {
  const fields: Partial<Record<keyof ScoreCardDoc, string | number | undefined>> = {};
  for (const [column, field] of CARD_FIELDS) {
    const first = (rows[0] as Row).get(column);
    const other = rows.find((r) => r.get(column) !== first);
    if (other) {
      throw new RowProblem(field, dataText.t('transfer.differs', { column, first, other: other.get(column) }), [(rows[0] as Row).n, other.n]);
    }
    try {
      fields[field] = cardFieldValue(column, first);
    } catch (err) {
      throw new RowProblem(field, (err as Error).message);
    }
  }
  const holes = new Map<number, ScoreCardHole>((existing?.holes ?? []).map((h) => [h.number, h]));
  const seen = new Set<number>();
  for (const row of rows) {
    const parsed: Partial<Record<HoleField, number>> = {};
    for (const [column, field, kind] of HOLE_FIELDS) {
      const text = row.get(column);
      if (field === 'distance' && text.trim() === '') continue;
      try {
        parsed[field] = parseValue(kind, column, text);
      } catch (err) {
        throw new RowProblem(`holes.${field}`, (err as Error).message, [row.n]);
      }
    }
    // A file exported in yards: the exact metres of the yardage (src/domain/units.ts), so it keeps its yards.
    const yards = row.get(DISTANCE_COLUMNS.yards);
    if (parsed.distance === undefined && yards.trim() !== '') {
      try {
        parsed.distance = toMetres(parseValue('number', DISTANCE_COLUMNS.yards, yards), 'yards');
      } catch (err) {
        throw new RowProblem('holes.distance', (err as Error).message, [row.n]);
      }
    }
    const number = parsed.number as number;
    if (seen.has(number)) throw new RowProblem('holes.number', dataText.t('transfer.holeTwice', { number }), rows.filter((r) => Number(r.get('Hole')) === number).map((r) => r.n));
    seen.add(number);
    const before = holes.get(number);
    const merged = { ...before, ...parsed, modifiedAt: before?.modifiedAt ?? now } as ScoreCardHole;
    holes.set(number, before && changedPaths(before, merged).length === 0 ? before : { ...merged, modifiedAt: now });
  }
  const sorted = [...holes.values()].sort((a, b) => a.number - b.number);
  const totals = cardTotals(sorted);
  const userId = fields.userId as string;
  const base: Omit<ScoreCardDoc, 'modifiedDate'> = existing ?? {
    id,
    date: now,
    creationDate: now,
    courseName: '',
    courseId: '',
    teeId: '',
    teeName: '',
    holeCount: sorted.length,
    holes: sorted,
    shotCount: 0,
    stableford: 0,
    // Without the column: the strokes received over the round are the course handicap.
    handicap: sorted.reduce((n, h) => n + h.extraShots, 0),
    handicapGolf: DEFAULT_HANDICAP,
    handicapPitchAndPutt: DEFAULT_HANDICAP,
    isCompetition: false,
    userId,
    creatorId: userId,
    matchId: '',
    tournamentId: '',
  };
  const given = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  const card = withoutUndefined({ ...base, ...given, holes: sorted, shotCount: totals.strokes, stableford: totals.stableford }) as ScoreCardDoc;
  const unchanged = existing !== undefined && changedPaths({ ...existing, modifiedDate: 0 }, { ...card, modifiedDate: 0 }).length === 0;
  return { ...card, modifiedDate: unchanged ? existing.modifiedDate : now };
}
