import { describe, expect, it } from 'vitest';
import { labelStepsOf, niceTicks } from '../../lib/chart-scale';

describe('niceTicks', () => {
  it('gives a series of zeros a scale of 0 to 4, so its line lies on the bottom grid line', () => {
    expect(niceTicks(0)).toEqual([0, 1, 2, 3, 4]);
  });

  it('steps a small count by whole numbers', () => {
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
  });

  it('never steps below 1, since counts have no fractions', () => {
    expect(niceTicks(1)).toEqual([0, 1]);
  });

  it('rounds a count up to the next even step', () => {
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
  });

  it('steps a hundred by quarters', () => {
    expect(niceTicks(100)).toEqual([0, 25, 50, 75, 100]);
  });

  it('steps a large Rial sum by round millions', () => {
    expect(niceTicks(123_456_789)).toEqual([0, 50_000_000, 100_000_000, 150_000_000]);
  });

  it('ends at or above the highest value in at most four steps', () => {
    for (const max of [1, 9, 11, 99, 101, 4_999, 87_654_321, 2_000_000_001]) {
      const ticks = niceTicks(max);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
      expect(ticks.length).toBeLessThanOrEqual(5);
    }
  });
});

describe('labelStepsOf', () => {
  it('labels the newest day at every width', () => {
    expect(labelStepsOf(0, 30)).toEqual([2, 3, 5, 7]);
  });

  it('labels a day a week before the newest on the narrowest chart and where every 2nd day is shown', () => {
    expect(labelStepsOf(14, 30)).toEqual([2, 7]);
  });

  it('leaves a day no step reaches unlabelled', () => {
    expect(labelStepsOf(11, 30)).toEqual([]);
  });

  it('leaves the two oldest days unlabelled, so no label overhangs the value axis', () => {
    expect(labelStepsOf(28, 30)).toEqual([]);
    expect(labelStepsOf(29, 30)).toEqual([]);
  });

  it('labels the only day of a one-day series', () => {
    expect(labelStepsOf(0, 1)).toEqual([2, 3, 5, 7]);
  });
});
