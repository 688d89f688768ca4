import { z } from 'zod';
import { listDayField, listQuery } from '../../http/list-query';
import { epochMs, pageOf } from '../../http/schemas';
import { dayPointSchema } from '../dashboard/schemas';

// Shared with the browser: imports only zod and sibling schema files.

export const VIEW_KINDS = ['page', 'video_play'] as const;
export type ViewKindKey = (typeof VIEW_KINDS)[number];
/** The longest range the chart draws, in days. */
export const MAX_CHART_DAYS = 366;

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

export const VIEW_SORT_FIELDS = ['created_at'] as const;

export const viewListQuery = listQuery({ sort: VIEW_SORT_FIELDS, defaultSort: 'created_at:desc', filters: viewFilters }).refine(fromNotAfterTo, {
  error: 'FROM_AFTER_TO',
  path: ['to'],
});
export type ViewListQuery = z.input<typeof viewListQuery>;
export type ViewListRequest = z.output<typeof viewListQuery>;

const DAY_MS = 86_400_000;
/** The chart's query: the list's filters; without `from` it starts 29 days before `to` (today when not given). */
export const viewChartQuery = z
  .object(viewFilters)
  .refine(fromNotAfterTo, { error: 'FROM_AFTER_TO', path: ['to'] })
  .refine((query) => !query.from || !query.to || Date.parse(query.to) - Date.parse(query.from) < MAX_CHART_DAYS * DAY_MS, {
    error: 'VIEWS_RANGE_TOO_LONG',
    path: ['from'],
  });
export type ViewChartQuery = z.input<typeof viewChartQuery>;
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

/** GET /admin/views/list → data. */
export const viewPage = pageOf(viewRowSchema);
/** GET /admin/views/chart → data: every day of the range (Jalali keys), quiet days as zero. */
export const viewChartData = z.strictObject({ days: z.array(dayPointSchema) });
export type ViewChart = z.infer<typeof viewChartData>;
