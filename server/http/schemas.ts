import { z } from 'zod';
import { REFUSAL_STATUS, type RefusalCode } from '../errors';

// Shared with the browser (types only there): the envelope every API answer comes in, and the
// shapes several modules share. Imports only zod and the refusal codes (server/errors.ts, which imports only types).

/** A successful answer: `data` is the route's declared response schema. */
export const envelopeOf = <Data extends z.ZodType>(data: Data) =>
  z.strictObject({ hasError: z.literal(false), message: z.string(), data, token: z.string().optional() });

/** The seed's envelope of a successful call, typed by what its route declares. */
export type Envelope<T> = z.infer<ReturnType<typeof envelopeOf<z.ZodType<T>>>>;

const refusalCodes = Object.keys(REFUSAL_STATUS) as [RefusalCode, ...RefusalCode[]];

/** What a refusal carries beside its message: which refusal (server/errors.ts) and, for some, facts such as the tries left. */
const refusalData = z.looseObject({ code: z.enum(refusalCodes) });

export const errorEnvelopeSchema = z
  .strictObject({ hasError: z.literal(true), message: z.string().min(1), data: refusalData, errors: z.array(z.string()).optional() })
  .meta({ id: 'ErrorEnvelope' });

/** 422: every reason the input was refused, in the caller's language. */
export const validationErrorEnvelopeSchema = z
  .strictObject({ hasError: z.literal(true), message: z.string().min(1), data: refusalData, errors: z.array(z.string().min(1)).min(1) })
  .meta({ id: 'ValidationErrorEnvelope' });

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** One page of a list: what every list route answers. */
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
