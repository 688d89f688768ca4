import type { z } from 'zod';
import type { FileResponse, RedirectResponse } from '../../shared/contracts/kit';
import { envelopeOf, errorEnvelopeSchema, validationErrorEnvelopeSchema } from '../../shared/contracts/kit.schemas';
import { isFileResponse, isRedirectResponse, type AnyRoute } from './route';

export const errorSchemaFor = (status: number) => (status === 422 ? validationErrorEnvelopeSchema : errorEnvelopeSchema);

/**
 * Every status a route may answer, with the schema of that answer: what the OpenAPI document lists and
 * what the API tests hold each real answer to.
 */
export function responsesOf(route: AnyRoute): Map<number, z.ZodType | FileResponse | RedirectResponse> {
  const success: z.ZodType | FileResponse | RedirectResponse = route.response;
  const responses = new Map<number, z.ZodType | FileResponse | RedirectResponse>([
    [route.successStatus ?? 200, isFileResponse(success) || isRedirectResponse(success) ? success : envelopeOf(success)],
  ]);
  if (isFileResponse(success) && success.ranges) responses.set(206, success);
  const refusals = new Set<number>(route.refusals ?? []);
  if (isFileResponse(success) && success.ranges) refusals.add(416);
  if (route.access.kind !== 'public') refusals.add(401);
  if (route.access.kind === 'admin' && route.access.permission) refusals.add(403);
  const readsBody = Boolean(route.body || route.multipart);
  if (readsBody) refusals.add(413).add(415);
  if (readsBody || route.query || route.params) refusals.add(422);
  if (route.idempotent) refusals.add(409).add(422);
  // Any call may be refused for now: the server is overloaded, or Redis, which throttles and locks need, is away.
  refusals.add(503);
  for (const status of [...refusals].sort((a, b) => a - b)) responses.set(status, errorSchemaFor(status));
  return responses;
}
