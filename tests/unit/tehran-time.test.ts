import { describe, expect, it } from 'vitest';
import { tehranDayEndOf, tehranDayNumber, tehranDayOf, tehranDayStart, tehranDayStartOf } from '../../shared/tehran-time';

describe('Tehran days', () => {
  it('a Tehran day begins at 20:30 UTC the evening before', () => {
    expect(new Date(tehranDayStartOf('2026-03-21')).toISOString()).toBe('2026-03-20T20:30:00.000Z');
  });

  it('a Tehran day ends where the next one begins', () => {
    expect(tehranDayEndOf('2026-03-21')).toBe(tehranDayStartOf('2026-03-22'));
  });

  it('00:10 Tehran time is on the new day while UTC is still on the old one', () => {
    const tenPastMidnight = Date.parse('2026-03-20T20:40:00Z');
    expect(tehranDayOf(tenPastMidnight)).toBe('2026-03-21');
    expect(tehranDayStart(tenPastMidnight)).toBe(tehranDayStartOf('2026-03-21'));
  });

  it('the last millisecond of a day still belongs to it', () => {
    expect(tehranDayOf(tehranDayEndOf('2026-03-21') - 1)).toBe('2026-03-21');
    expect(tehranDayNumber(tehranDayEndOf('2026-03-21') - 1)).toBe(tehranDayNumber(tehranDayStartOf('2026-03-21')));
  });
});
