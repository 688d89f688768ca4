import { z } from 'zod';
import { DAY_MS } from '../tehran-time';
import { dayPointSchema } from './dashboard.schemas';
import { defineContract, epochMs, listDayField, listQueryFor, pageOf } from './kit.schemas';
import { MAX_CHART_DAYS, VIEW_KINDS, viewRoutes } from './views';

const tag = 'views';

/** The filters the list and the chart share: a path prefix, a user, a kind, and whole Tehran days. */
const viewFilters = {
  path: z
    .string({ error: 'VIEW_PATH_INVALID' })
    .trim()
    .regex(/^\/.{0,499}$/s, { error: 'VIEW_PATH_INVALID' })
    .optional(),
  user_id: z.coerce.number({ error: 'USER_ID_INVALID' }).int({ error: 'USER_ID_INVALID' }).positive({ error: 'USER_ID_INVALID' }).optional(),
  kind: z.enum(VIEW_KINDS, { error: 'VIEW_KIND_INVALID' }).optional(),
  from: listDayField('FROM_DAY_INVALID'),
  to: listDayField('TO_DAY_INVALID'),
};
const fromNotAfterTo = (query: { from?: string; to?: string }) => !query.from || !query.to || query.from <= query.to;

export const viewListQuery = listQueryFor(viewRoutes.list.listing, viewFilters).refine(fromNotAfterTo, { error: 'FROM_AFTER_TO', path: ['to'] });
export type ViewListRequest = z.output<typeof viewListQuery>;

/** The chart's query: the list's filters; without `from` it starts 29 days before `to` (today when not given). */
export const viewChartQuery = z
  .object(viewFilters)
  .refine(fromNotAfterTo, { error: 'FROM_AFTER_TO', path: ['to'] })
  .refine((query) => !query.from || !query.to || Date.parse(query.to) - Date.parse(query.from) < MAX_CHART_DAYS * DAY_MS, {
    error: 'VIEWS_RANGE_TOO_LONG',
    path: ['from'],
  });
export type ViewChartRequest = z.output<typeof viewChartQuery>;

/** A view as the admin list shows it. */
export const viewRowSchema = z
  .strictObject({
    id: z.number().int().positive(),
    kind: z.enum(VIEW_KINDS),
    path: z.string(),
    video_id: z.number().int().positive().nullable(),
    user_id: z.number().int().positive().nullable(),
    user_name: z.string().nullable(),
    /** Anonymised: an IPv4 /24 or an IPv6 /48. */
    ip: z.string(),
    user_agent: z.string(),
    referrer: z.string().nullable(),
    created_at: epochMs,
  })
  .meta({ id: 'ViewRow' });
export type ViewRow = z.infer<typeof viewRowSchema>;

/** Every day of the range (Jalali keys), quiet days as zero. */
const viewChartData = z.strictObject({ days: z.array(dayPointSchema) });
export type ViewChart = z.infer<typeof viewChartData>;

export const viewsContract = defineContract(viewRoutes, {
  list: {
    summary: 'Page views and video plays, newest first: by path (and everything under it), user, kind and Tehran days; searched by viewer or path',
    tag,
    query: viewListQuery,
    response: pageOf(viewRowSchema),
  },
  chart: {
    summary: 'Views per Tehran day keyed by Jalali date, with the list’s filters; the last 30 days unless `from` is given (at most 366 days)',
    tag,
    query: viewChartQuery,
    response: viewChartData,
  },
});
