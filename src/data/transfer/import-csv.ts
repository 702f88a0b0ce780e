// Importing the score cards CSV (score-cards-csv.ts): the header is checked, rows are grouped by card
// id and rebuilt into cards (csv-card.ts); problems are refusals that name the CSV rows, and the cards
// then go through the same preview as a JSON import.
import type { RxDocument } from 'rxdb';
import type { GolfDatabase, ScoreCardDoc } from '../types.ts';
import { OPTIONAL_COLUMNS, REQUIRED_COLUMNS, rebuildCard, RowProblem, type Row } from './csv-card.ts';
import { parseCsv } from './csv.ts';
import { dataText } from '../i18n/index.ts';
import { TransferError } from './errors.ts';
import type { TransferActor } from './format.ts';
import { readImportText } from './import-json.ts';
import { previewDocuments, type ImportCandidate, type ImportPreview, type ImportRefusal } from './preview.ts';

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
  const missing = REQUIRED_COLUMNS.filter((c) => !header.includes(c.toLowerCase()));
  if (missing.length > 0) {
    throw new TransferError(
      'missing-column',
      dataText.t('transfer.missingColumns', { count: missing.length, columns: missing.map((c) => `"${c}"`).join(', ') }),
    );
  }
  const indexOf = new Map<string, number>([...REQUIRED_COLUMNS, ...OPTIONAL_COLUMNS].map((c) => [c, header.indexOf(c.toLowerCase())]));
  const groups = new Map<string, Row[]>();
  const refused: ImportRefusal[] = [];
  for (const [i, record] of records.slice(1).entries()) {
    const row: Row = { n: i + 2, get: (c) => record[indexOf.get(c) ?? -1] ?? '' };
    const id = row.get('Card id').trim();
    if (id === '') {
      refused.push({ collection: 'scorecards', id: '', path: 'id', reason: dataText.t('transfer.noCardId'), rows: [row.n] });
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
