// Export and import of the local database (docs/ADMINISTRATION.md, "Transfer file" and "Score cards CSV"):
// the transfer file format, the score cards CSV, the import preview and its application.
export {
  EXPORT_FORMAT,
  EXPORT_FORMAT_VERSION,
  MAX_IMPORT_BYTES,
  SCHEMA_VERSIONS,
  exportFileName,
  scoreCardsCsvFileName,
} from './format.ts';
export type { ExportFile, TransferActor, TransferDocuments, TransferProgress } from './format.ts';
export { TransferError } from './errors.ts';
export type { TransferErrorCode } from './errors.ts';
export { documentsSource, exportDatabase, exportJsonBlob, exportJsonPieces, exportSourceBlob, exportSourcePieces } from './export-json.ts';
export type { ExportOptions, ExportSource } from './export-json.ts';
export { parseCsv, toCsv } from './csv.ts';
export { exportScoreCardsCsv, scoreCardsToCsv, SCORE_CARD_COLUMNS } from './score-cards-csv.ts';
export type { ScoreCardColumn } from './score-cards-csv.ts';
export { previewJsonImport, readExportEnvelope, readImportText } from './import-json.ts';
export { previewCsvImport } from './import-csv.ts';
export { previewDocuments } from './preview.ts';
export type { ChangedDocument, CollectionPreview, ImportCandidate, ImportCandidates, ImportPreview, ImportRefusal } from './preview.ts';
export { applyImport } from './apply.ts';
export type { ApplyResult } from './apply.ts';
export { changedPaths } from './diff.ts';
