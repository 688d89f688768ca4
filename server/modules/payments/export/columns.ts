/**
 * What an export writes, column by column, whatever the file format. A writer reads rows a batch at a
 * time from an async iterable and keeps only the batch and the chunk it is filling, so a million rows cost no more
 * memory than ten.
 */
// Numbers may arrive as numeric strings (a driver's bigint): the writers read them with Number().
export type ExportColumn<Row> =
  | { header: string; kind: 'text'; value: (row: Row) => string | null }
  /** A whole number (Rials, ids): a plain integer in CSV, a number cell in XLSX. */
  | { header: string; kind: 'integer'; value: (row: Row) => number | string | null }
  /** Epoch ms: ISO 8601 (UTC) in CSV, a real date cell in Tehran time in XLSX. */
  | { header: string; kind: 'date'; value: (row: Row) => number | string | null }
  /** Epoch ms as the Jalali date and time in Tehran, `1405/09/01 15:35` (Latin digits, so spreadsheets can sort it). */
  | { header: string; kind: 'jalali'; value: (row: Row) => number | string | null };

const HALF_HOUR_MS = 30 * 60_000;
const tehranParts = new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', {
  timeZone: 'Asia/Tehran',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

interface HalfHour {
  /** Jalali `YYYY/MM/DD` of this half hour in Tehran. */
  day: string;
  /** Tehran's offset from UTC during this half hour, in ms. */
  offsetMs: number;
}

// Intl costs microseconds per call, which a million rows turn into seconds. Tehran's offsets (+3:30,
// +4:30 under the old daylight saving) are whole half hours, so the Jalali day and the offset are
// constant within each UTC half hour: computed once per half hour, then reused.
const halfHours = new Map<number, HalfHour>();

// An export reads rows in time order, so most calls ask for the half hour the previous one did.
let lastKey = NaN;
let lastEntry: HalfHour | undefined;

function halfHourOf(ms: number): HalfHour {
  const key = Math.floor(ms / HALF_HOUR_MS);
  if (key === lastKey) return lastEntry!;
  let entry = halfHours.get(key);
  if (!entry) {
    const start = key * HALF_HOUR_MS;
    const parts = tehranParts.formatToParts(start);
    const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
    const minutesOfDay = part('hour') * 60 + part('minute');
    const utcMinutesOfDay = Math.floor((start % 86_400_000) / 60_000);
    const offsetMinutes = ((((minutesOfDay - utcMinutesOfDay) % 1440) + 1440 + 720) % 1440) - 720;
    entry = { day: `${part('year')}/${pad2(part('month'))}/${pad2(part('day'))}`, offsetMs: offsetMinutes * 60_000 };
    if (halfHours.size > 100_000) halfHours.clear();
    halfHours.set(key, entry);
  }
  lastKey = key;
  lastEntry = entry;
  return entry;
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** `1405/09/01 15:35`: the Jalali date and time in Tehran. */
export function jalaliDateTime(ms: number): string {
  const { day, offsetMs } = halfHourOf(ms);
  const minutes = Math.floor(((((ms + offsetMs) % 86_400_000) + 86_400_000) % 86_400_000) / 60_000);
  return `${day} ${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
}

/** Milliseconds to add to an epoch time to read Tehran's wall clock from it as if it were UTC. */
export function tehranOffsetMs(ms: number): number {
  return halfHourOf(ms).offsetMs;
}

/** Bytes are handed out in chunks of about this size: large enough for few writes, small enough for flat memory. */
export const CHUNK_BYTES = 64 * 1024;
