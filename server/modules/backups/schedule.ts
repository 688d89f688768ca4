import { DAY_MS, tehranDayNumber, tehranDayStart } from '../../../shared/tehran-time';
import type { BackupEntry } from '../../../shared/contracts/backups.schemas';

const MINUTE_MS = 60_000;

/** Minutes after Tehran midnight of an `HH:MM`. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The latest daily run time at or before `now` (epoch ms): today's HH:MM in Tehran, or yesterday's. */
export function lastRunAt(now: number, dailyAt: string): number {
  const today = tehranDayStart(now) + minutesOf(dailyAt) * MINUTE_MS;
  return today <= now ? today : today - DAY_MS;
}

// Day 0 (1970-01-01) was a Thursday; Iranian weeks run Saturday to Friday.
const tehranWeek = (at: number) => Math.floor((tehranDayNumber(at) + 5) / 7);

/**
 * The scheduled backups retention lets go: kept are the newest of each of the last `keepDaily` days
 * that have one, and the newest of each of the last `keepWeekly` weeks. Backups made by hand or before
 * a restore are not the schedule's to remove.
 */
export function expiredBackups(entries: readonly BackupEntry[], keepDaily: number, keepWeekly: number): BackupEntry[] {
  const scheduled = entries.filter((entry) => entry.kind === 'scheduled').sort((a, b) => b.created_at - a.created_at);
  const kept = new Set<BackupEntry>();
  const keepNewestPer = (periodOf: (at: number) => number, count: number) => {
    const periods = new Set<number>();
    for (const entry of scheduled) {
      const period = periodOf(entry.created_at);
      if (periods.has(period) || periods.size >= count) continue;
      periods.add(period);
      kept.add(entry);
    }
  };
  keepNewestPer(tehranDayNumber, keepDaily);
  keepNewestPer(tehranWeek, keepWeekly);
  return scheduled.filter((entry) => !kept.has(entry));
}
