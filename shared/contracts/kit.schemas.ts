import { z } from 'zod';
import { DEFAULT_PER_PAGE, MAX_PAGE, MAX_PER_PAGE, MAX_SEARCH_LENGTH } from '../list-paging';
import type { ListSpec, Route } from './kit';
import { REFUSAL_STATUS, type RefusalCode } from './refusals';

// The schema half of the contracts: what every call's envelope, pages, ids and list queries look
// like, and `defineContract`, which completes an area's routes with the schemas of what each takes
// and answers. Imported by the server and the tests; the browser takes only its types.

/** A successful answer: `data` is the call's declared response schema. */
export const envelopeOf = <Data extends z.ZodType>(data: Data) =>
  z.strictObject({ hasError: z.literal(false), message: z.string(), data, token: z.string().optional() });

/** The seed's envelope of a successful call, typed by what its contract declares. */
export type Envelope<T> = z.infer<ReturnType<typeof envelopeOf<z.ZodType<T>>>>;

const refusalCodes = Object.keys(REFUSAL_STATUS) as [RefusalCode, ...RefusalCode[]];

/** What a refusal carries beside its message: which refusal (shared/contracts/refusals.ts) and, for some, facts such as the tries left. */
const refusalData = z.looseObject({ code: z.enum(refusalCodes) });

export const errorEnvelopeSchema = z
  .strictObject({ hasError: z.literal(true), message: z.string().min(1), data: refusalData, errors: z.array(z.string()).optional() })
  .meta({ id: 'ErrorEnvelope' });

/** 422: every reason the input was refused, in the caller's language. */
export const validationErrorEnvelopeSchema = z
  .strictObject({ hasError: z.literal(true), message: z.string().min(1), data: refusalData, errors: z.array(z.string().min(1)).min(1) })
  .meta({ id: 'ValidationErrorEnvelope' });

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** One page of a list: what every list call answers. */
export const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.strictObject({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    /** Set when the list stopped counting at `total` (a list over a huge table): there are more. */
    total_capped: z.literal(true).optional(),
    page: z.number().int().positive(),
    per_page: z.number().int().positive(),
  });

export type Page<T> = z.infer<ReturnType<typeof pageOf<z.ZodType<T>>>>;

/** Epoch milliseconds, as every time travels. */
export const epochMs = z.number().int().nonnegative();

/**
 * A row id in a path (`/admin/admin/:id/first`): digits only, so `abc`, `-1`, `0` or `1.5` are a 422
 * like any bad body field, not a lookup of NaN.
 */
export const idField = z
  .string()
  .regex(/^[1-9][0-9]{0,14}$/, { error: 'ID_INVALID' })
  .transform(Number);

export const idParams = z.object({ id: idField });

function isCalendarDay(day: string): boolean {
  const time = Date.parse(`${day}T00:00:00Z`);
  // Date.parse rolls 2026-02-30 over to March instead of refusing it.
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
}

/** A list's day filter: a calendar day (Gregorian `YYYY-MM-DD`), which the lists read as that whole day in Tehran. */
export const listDayField = (invalid: 'FROM_DAY_INVALID' | 'TO_DAY_INVALID') =>
  z
    .string({ error: invalid })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: invalid })
    .refine((day) => isCalendarDay(day), { error: invalid })
    .optional();

type SortOption<Spec extends ListSpec> = `${Spec['sortFields'][number]}:${'asc' | 'desc'}`;

/**
 * The query of a list call, from its route's list spec: `page`, `per_page` (at most MAX_PER_PAGE),
 * `search`, `sort` (only the spec's fields, each either way) and a schema for each of the spec's
 * filters, with the messages of their own refusals. Anything else is a 422.
 */
export function listQueryFor<Spec extends ListSpec, Filters extends { [Name in keyof Spec['filters']]: z.core.$ZodType }>(spec: Spec, filters: Filters) {
  const sortOptions = spec.sortFields.flatMap((field) => [`${field}:asc`, `${field}:desc`]) as [SortOption<Spec>, ...SortOption<Spec>[]];
  const paging = {
    page: z.coerce.number({ error: 'PAGE_INVALID' }).int().min(1).max(MAX_PAGE).default(1),
    per_page: z.coerce.number({ error: 'PER_PAGE_INVALID' }).int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
    search: z.string().trim().max(MAX_SEARCH_LENGTH).optional(),
    sort: z.literal(sortOptions, { error: 'SORT_INVALID' }).default(spec.defaultSort as SortOption<Spec>),
  };
  return z.object({ ...paging, ...filters } as typeof paging & Filters);
}

/**
 * What the schemas add to a route: a summary for the OpenAPI document, what it takes (path
 * parameters, query, body) and the `data` it answers. A route that answers a file or a redirect says
 * so itself and has no response schema; one with `:params` in its path must say what they are.
 */
export type CallSchemas<R extends Route = Route> = {
  summary: string;
  tag: string;
  query?: z.ZodType;
  body?: z.ZodType;
} & (R['answers'] extends object ? { response?: never } : { response: z.ZodType }) &
  (R['path'] extends `${string}:${string}` ? { params: z.ZodType } : { params?: never });

/** A route completed with its schemas: one entry of a contract. */
export type Endpoint<R extends Route = Route, S = CallSchemas<R>> = R & S;

/** An area's contract: each of its routes with its schemas, under the same names. */
export function defineContract<const Routes extends Record<string, Route>, const Schemas extends { [Name in keyof Routes]: CallSchemas<Routes[Name]> }>(
  routes: Routes,
  schemas: Schemas,
): { [Name in keyof Routes]: Routes[Name] & Schemas[Name] } {
  return Object.fromEntries(Object.entries(routes).map(([name, route]) => [name, { ...route, ...schemas[name as keyof Routes] }])) as {
    [Name in keyof Routes]: Routes[Name] & Schemas[Name];
  };
}
