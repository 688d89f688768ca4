import { jalaliDayKey } from '../../shared/format';
import type { DayPoint } from '../../shared/contracts/dashboard.schemas';
import { DAY_MS, TEHRAN_OFFSET_MS } from '../../shared/tehran-time';

/**
 * `days` consecutive Tehran days from day number `firstDay`, each with its figure from the rows grouped
 * by dayNumberSql (quiet days zero, so a chart shows them rather than skipping them), keyed by Jalali date.
 */
export function daySeries(rows: readonly { day: number | string; value: number | string | null }[], firstDay: number, days: number): DayPoint[] {
  const byDay = new Map(rows.map((row) => [Number(row.day), Number(row.value ?? 0)]));
  return Array.from({ length: days }, (_, index) => {
    const day = firstDay + index;
    return { date: jalaliDayKey(day * DAY_MS - TEHRAN_OFFSET_MS), value: byDay.get(day) ?? 0 };
  });
}
