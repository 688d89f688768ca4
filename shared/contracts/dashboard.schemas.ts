import { z } from 'zod';
import { DASHBOARD_COUNT_AREAS, DASHBOARD_SERIES_AREAS, dashboardRoutes, type DashboardCount, type DashboardSeries } from './dashboard';
import { defineContract } from './kit.schemas';

const countKeys = Object.keys(DASHBOARD_COUNT_AREAS) as [DashboardCount, ...DashboardCount[]];
const seriesKeys = Object.keys(DASHBOARD_SERIES_AREAS) as [DashboardSeries, ...DashboardSeries[]];

/** One day of a chart: its Jalali date key (`1403-01-15`) and the day's figure. */
export const dayPointSchema = z.strictObject({ date: z.string(), value: z.number() }).meta({ id: 'DayPoint' });
export type DayPoint = z.infer<typeof dayPointSchema>;

/** Only the counts and charts of areas the admin may see. */
const adminDashboardData = z.strictObject({
  counts: z.partialRecord(z.enum(countKeys), z.number()),
  series: z.partialRecord(z.enum(seriesKeys), z.array(dayPointSchema)),
});
export type AdminDashboard = z.infer<typeof adminDashboardData>;

export const dashboardContract = defineContract(dashboardRoutes, {
  summary: { summary: 'Counts and 30-day series keyed by Jalali date, each only for admins allowed its area', tag: 'admin', response: adminDashboardData },
});
