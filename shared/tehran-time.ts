// Tehran's calendar, in plain millisecond arithmetic, for everything that groups, schedules or bounds
// by day: the dashboard and views series, the list day filters, the backup schedule, a gift's expiry.
// Iran has kept UTC+03:30 all year since 2022, so a day is a fixed offset away from UTC's. (Showing a
// time to a person goes through shared/format.ts, which asks Intl for Asia/Tehran.)

export const DAY_MS = 86_400_000;
export const TEHRAN_OFFSET_MS = 12_600_000;

/** The Tehran day a time falls on, as a whole number of days since 1970-01-01 (as `dayNumberSql` computes it in SQL). */
export const tehranDayNumber = (ms: number): number => Math.floor((ms + TEHRAN_OFFSET_MS) / DAY_MS);

/** Where the Tehran day that holds `ms` begins. */
export const tehranDayStart = (ms: number): number => tehranDayNumber(ms) * DAY_MS - TEHRAN_OFFSET_MS;

/** Where the Tehran day written as the Gregorian `YYYY-MM-DD` begins. */
export const tehranDayStartOf = (day: string): number => Date.parse(`${day}T00:00:00Z`) - TEHRAN_OFFSET_MS;

/** Where the Tehran day written as `YYYY-MM-DD` ends (the start of the next): "until" a day means all of it. */
export const tehranDayEndOf = (day: string): number => tehranDayStartOf(day) + DAY_MS;

/** The Gregorian `YYYY-MM-DD` of the Tehran day that holds `ms`. */
export const tehranDayOf = (ms: number): string => new Date(tehranDayStart(ms) + TEHRAN_OFFSET_MS).toISOString().slice(0, 10);
