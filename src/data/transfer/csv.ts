// RFC 4180 CSV: fields separated by commas, records by CRLF; a field holding a comma, a quote or a
// line break is quoted, quotes doubled. Reading also accepts LF line ends and a leading BOM (what
// spreadsheets write).
import { dataText } from '../i18n/index.ts';
import { TransferError } from './errors.ts';

function quote(field: string): string {
  return /[",\r\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field;
}

/** One record per row, CRLF-terminated. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map(quote).join(',')}\r\n`).join('');
}

/** The records of a CSV text. Blank lines are skipped; an unterminated quote is an error. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRow = () => {
    row.push(field);
    field = '';
    if (!(row.length === 1 && row[0] === '')) rows.push(row);
    row = [];
  };
  while (i < text.length) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else field += ch;
      i += 1;
      continue;
    }
    if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      endRow();
      i += 1;
    } else if (ch === '\n' || ch === '\r') endRow();
    else field += ch;
    i += 1;
  }
  if (quoted) throw new TransferError('malformed-csv', dataText.t('transfer.openQuote'));
  if (field !== '' || row.length > 0) endRow();
  return rows;
}
