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

/** One function per column, chosen once, that writes its cell: no per-cell dispatch on the kind. */
function csvCellWriter<Row>(column: ExportColumn<Row>): (row: Row) => string {
  switch (column.kind) {
    case 'text':
      return (row) => {
        const value = column.value(row);
        return value === null ? '' : csvText(value);
      };
    case 'integer':
      return (row) => {
        const value = column.value(row);
        return value === null ? '' : String(Math.trunc(Number(value)));
      };
    case 'date':
      return (row) => {
        const value = column.value(row);
        return value === null ? '' : new Date(Number(value)).toISOString();
      };
    case 'jalali':
      return (row) => {
        const value = column.value(row);
        return value === null ? '' : jalaliDateTime(Number(value));
      };
  }
}

/**
 * The rows (read a batch at a time: awaiting each row alone would cost more than writing it) as CSV (RFC 4180, CRLF line ends), UTF-8 with a BOM so Excel reads the Persian right,
 * handed out in chunks of about 64 kB as the rows arrive.
 */
export async function* csvChunks<Row>(columns: readonly ExportColumn<Row>[], batches: AsyncIterable<readonly Row[]>): AsyncGenerator<Uint8Array> {
  let pending = BOM + columns.map((c) => csvText(c.header)).join(',') + '\r\n';
  const writers = columns.map(csvCellWriter);
  const last = writers.length - 1;
  for await (const batch of batches) {
    for (const row of batch) {
      for (let i = 0; i < last; i++) pending += writers[i]!(row) + ',';
      pending += writers[last]!(row) + '\r\n';
      // Characters, not bytes: Persian text takes two bytes each, so a chunk is at most about twice this.
      if (pending.length >= CHUNK_BYTES) {
        yield Buffer.from(pending, 'utf8');
        pending = '';
      }
    }
  }
  if (pending) yield Buffer.from(pending, 'utf8');
}
