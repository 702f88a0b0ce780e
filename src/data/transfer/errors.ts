// File-level failures of an import: the whole file is refused and nothing is written. Document-level
// problems are not errors but refusals in the preview (preview.ts).

export type TransferErrorCode =
  | 'too-large'
  | 'malformed-json'
  | 'wrong-format'
  | 'wrong-version'
  | 'newer-schema'
  | 'malformed-csv'
  | 'missing-column'
  | 'has-refusals';

export class TransferError extends Error {
  override readonly name = 'TransferError';
  constructor(
    readonly code: TransferErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
