/**
 * The value axis of a chart of whole numbers (counts, Rials): ticks from 0 in equal round steps
 * (1, 2, 2.5 or 5 times a power of ten, never below 1) up to the first tick at or above `max`, at most
 * `count` steps. An empty series still gets a scale (0…4), so its line lies on the bottom grid line.
 */
export function niceTicks(max: number, count = 4): number[] {
  const target = max > 0 ? max : count;
  const rough = target / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 2.5, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= rough && Number.isInteger(candidate)) ?? 1);
  const steps = Math.ceil(target / step);
  return Array.from({ length: steps + 1 }, (_, index) => index * step);
}

/**
 * Every how many days a chart labels its day axis: every 7th on a narrow chart, down to every 2nd on a
 * wide one. day-chart.module.css shows one step's labels per container width, since the width is not
 * known when the chart is rendered on the server.
 */
export const DAY_LABEL_STEPS = [2, 3, 5, 7] as const;

export type DayLabelStep = (typeof DAY_LABEL_STEPS)[number];

/**
 * The steps that label a day, counted back from the newest day, which every step labels. The two
 * oldest days go unlabelled: a label centred so near the plot's edge would overhang the value axis.
 */
export function labelStepsOf(daysBeforeNewest: number, dayCount: number): DayLabelStep[] {
  if (daysBeforeNewest > 0 && daysBeforeNewest >= dayCount - 2) return [];
  return DAY_LABEL_STEPS.filter((step) => daysBeforeNewest % step === 0);
}
