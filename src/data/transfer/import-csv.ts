// Importing the score cards CSV (score-cards-csv.ts): rows are grouped by card id and rebuilt into
// cards, over the local card when there is one (fields the CSV does not carry are kept, holes whose
// values change get a new `modifiedAt` so the hole-by-hole sync merge keeps them). Problems are
// refusals that name the CSV rows; the cards then go through the same preview as a JSON import.
import type { RxDocument } from 'rxdb';
import { cardTotals, DEFAULT_HANDICAP, RESULT_CODE_OPTIONS } from '../../domain/index.ts';
import type { GolfDatabase, ScoreCardDoc, ScoreCardHole } from '../types.ts';
import { withoutUndefined } from '../writes/util.ts';
import { parseCsv } from './csv.ts';
import { changedPaths } from './diff.ts';
import { TransferError } from './errors.ts';
import type { TransferActor } from './format.ts';
import { readImportText } from './import-json.ts';
import { previewDocuments, type ImportCandidate, type ImportPreview, type ImportRefusal } from './preview.ts';
import type { ScoreCardColumn } from './score-cards-csv.ts';

/** Columns an import cannot do without; the handicaps and distance are optional, points and net ignored. */
const REQUIRED: readonly ScoreCardColumn[] = [
  'Card id', 'Date', 'Course id', 'Course', 'Tee id', 'Tee', 'Player id',
  'Hole', 'Par', 'Stroke index', 'Extra shots', 'Shots', 'Putts', 'Bunkers', 'Penalties', 'Fairway', 'Green',
];
const OPTIONAL: readonly ScoreCardColumn[] = ['Course handicap', 'Handicap index', 'Pitch and putt handicap', 'Distance (m)'];

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

interface Row {
  /** 1-based record number in the file, the header being 1. */
  n: number;
  get(column: ScoreCardColumn): string;
}

class RowProblem extends Error {
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
    throw new Error(`${column} "${text}" is not one of ${RESULT_CODE_OPTIONS.map((o) => o.label).join(', ')}`);
  }
  const n = Number(t);
  if (t === '' || !Number.isFinite(n) || (kind === 'integer' && !Number.isInteger(n))) {
    throw new Error(`${column} "${text}" is not ${kind === 'integer' ? 'a whole number' : 'a number'}`);
  }
  return n;
}

function cardFieldValue(column: ScoreCardColumn, text: string): string | number | undefined {
  if (column === 'Date') {
    const ms = Date.parse(text.trim());
    if (!Number.isFinite(ms)) throw new Error(`Date "${text}" is not a date (expected e.g. 2026-11-23T09:30:00.000Z)`);
    return ms;
  }
  if (column === 'Course handicap' || column === 'Handicap index' || column === 'Pitch and putt handicap') {
    return text.trim() === '' ? undefined : parseValue(column === 'Course handicap' ? 'integer' : 'number', column, text);
  }
  return text;
}

/** The card of one group of rows, over `existing` when the local database has it. */
function rebuildCard(id: string, rows: readonly Row[], existing: ScoreCardDoc | undefined, now: number): ScoreCardDoc {
  const fields: Partial<Record<keyof ScoreCardDoc, string | number | undefined>> = {};
  for (const [column, field] of CARD_FIELDS) {
    const first = (rows[0] as Row).get(column);
    const other = rows.find((r) => r.get(column) !== first);
    if (other) {
      throw new RowProblem(field, `${column} differs between the rows of the card ("${first}" and "${other.get(column)}")`, [(rows[0] as Row).n, other.n]);
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
    const number = parsed.number as number;
    if (seen.has(number)) throw new RowProblem('holes.number', `hole ${number} appears more than once`, rows.filter((r) => Number(r.get('Hole')) === number).map((r) => r.n));
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

/** Reads the score cards CSV, rebuilds the cards and compares them with the local database. Writes nothing. */
export async function previewCsvImport(
  db: GolfDatabase,
  input: Blob | string,
  actor: TransferActor,
  options: { now?: number } = {},
): Promise<ImportPreview> {
  const now = options.now ?? Date.now();
  const records = parseCsv(await readImportText(input));
  const header = (records[0] ?? []).map((h) => h.trim().toLowerCase());
  const missing = REQUIRED.filter((c) => !header.includes(c.toLowerCase()));
  if (missing.length > 0) {
    throw new TransferError(
      'missing-column',
      `The CSV file lacks the column${missing.length > 1 ? 's' : ''} ${missing.map((c) => `"${c}"`).join(', ')} (the first row must name the columns of a score cards export).`,
    );
  }
  const indexOf = new Map<string, number>([...REQUIRED, ...OPTIONAL].map((c) => [c, header.indexOf(c.toLowerCase())]));
  const groups = new Map<string, Row[]>();
  const refused: ImportRefusal[] = [];
  for (const [i, record] of records.slice(1).entries()) {
    const row: Row = { n: i + 2, get: (c) => record[indexOf.get(c) ?? -1] ?? '' };
    const id = row.get('Card id').trim();
    if (id === '') {
      refused.push({ collection: 'scorecards', id: '', path: 'id', reason: 'the row has no card id', rows: [row.n] });
      continue;
    }
    groups.set(id, [...(groups.get(id) ?? []), row]);
  }
  const found = await db.scorecards.findByIds([...groups.keys()]).exec();
  const candidates: ImportCandidate[] = [];
  for (const [id, rows] of groups) {
    const allRows = rows.map((r) => r.n);
    try {
      const existing = (found.get(id) as RxDocument<ScoreCardDoc> | undefined)?.toMutableJSON();
      const card = rebuildCard(id, rows, existing, now);
      const rowOfHole = card.holes.map((h) => rows.find((r) => Number(r.get('Hole')) === h.number)?.n);
      candidates.push({
        doc: card,
        rowsOf: (path) => {
          const hole = /^holes\[(\d+)\]/.exec(path);
          const n = hole ? rowOfHole[Number(hole[1])] : undefined;
          return n === undefined ? allRows : [n];
        },
      });
    } catch (err) {
      if (!(err instanceof RowProblem)) throw err;
      refused.push({ collection: 'scorecards', id, path: err.path, reason: err.message, rows: err.rows ?? allRows });
    }
  }
  const preview = await previewDocuments(db, { scorecards: candidates }, actor);
  preview.collections.scorecards.refused.unshift(...refused);
  preview.refused.unshift(...refused);
  return preview;
}
