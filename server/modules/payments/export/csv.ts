import { CHUNK_BYTES, jalaliDateTime, type ExportColumn } from './columns';

const BOM = '\uFEFF';
// A spreadsheet reads a cell starting with one of these as a formula (or, for tab and CR, strips
// them and then may): prefixed with an apostrophe it stays text.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** A text cell as CSV: formula-looking text defused, quoted when it holds a quote, comma or line break. */
export function csvText(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function csvCell<Row>(column: ExportColumn<Row>, row: Row): string {
  const value = column.value(row);
  if (value === null) return '';
  switch (column.kind) {
    case 'text':
      return csvText(value as string);
    case 'integer':
      return String(Math.trunc(value as number));
    case 'date':
      return new Date(value as number).toISOString();
    case 'jalali':
      return jalaliDateTime(value as number);
  }
}

/**
 * The rows as CSV (RFC 4180, CRLF line ends), UTF-8 with a BOM so Excel reads the Persian right,
 * handed out in chunks of about 64 kB as the rows arrive.
 */
export async function* csvChunks<Row>(columns: readonly ExportColumn<Row>[], rows: AsyncIterable<Row>): AsyncGenerator<Uint8Array> {
  let pending = BOM + columns.map((c) => csvText(c.header)).join(',') + '\r\n';
  for await (const row of rows) {
    let line = '';
    for (let i = 0; i < columns.length; i++) {
      if (i > 0) line += ',';
      line += csvCell(columns[i]!, row);
    }
    pending += line + '\r\n';
    // Characters, not bytes: Persian text takes two bytes each, so a chunk is at most about twice this.
    if (pending.length >= CHUNK_BYTES) {
      yield Buffer.from(pending, 'utf8');
      pending = '';
    }
  }
  if (pending) yield Buffer.from(pending, 'utf8');
}
