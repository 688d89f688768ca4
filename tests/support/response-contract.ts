import { z } from 'zod';
import { responsesOf } from '../../server/http/contract';
import { isFileResponse, isRedirectResponse, type AnyRoute } from '../../server/http/route';
import { safeParseIn } from '../../server/http/validation';
import { routeTable } from '../../server/routes';

/** An answer as a test received it, with the path below /api/v1. */
export interface ReceivedAnswer {
  method: string;
  path: string;
  status: number;
  contentType: string | null;
  body: unknown;
}

interface RouteContract {
  pattern: RegExp;
  responses: ReturnType<typeof responsesOf>;
}

// Built once per route: the tests make thousands of calls, and zod compiles each new object schema on first use.
const contracts = new WeakMap<AnyRoute, RouteContract>();
const contractOf = (route: AnyRoute): RouteContract => {
  let contract = contracts.get(route);
  if (!contract) {
    contract = { pattern: new RegExp(`^${route.path.replace(/:\w+/g, '[^/]+')}$`), responses: responsesOf(route) };
    contracts.set(route, contract);
  }
  return contract;
};

/**
 * What is wrong with an answer, held to the contract its route declares: a status the route does not
 * list, or a body that its schema for that status refuses. Answers of no route (404 for an unknown
 * path, the OpenAPI document) are not checked.
 */
export function contractProblems(answer: ReceivedAnswer, routes: readonly AnyRoute[] = routeTable): string[] {
  const method = answer.method.toLowerCase();
  // The first match, as Hono routes: the table's order.
  const route = routes.find((candidate) => candidate.method === method && contractOf(candidate).pattern.test(answer.path));
  if (!route) return [];
  const name = `${route.method.toUpperCase()} ${route.path}`;
  const expected = contractOf(route).responses.get(answer.status);
  if (!expected) return [`${name} answered ${answer.status}, a status it does not declare`];
  if (isRedirectResponse(expected)) return [];
  if (isFileResponse(expected)) {
    const type = answer.contentType?.split(';')[0]?.trim() ?? '';
    return expected.contentTypes.includes(type) ? [] : [`${name} answered a file of type "${type}", not one of ${expected.contentTypes.join(', ')}`];
  }
  const result = safeParseIn(expected, answer.body, 'en');
  return result.success ? [] : [`${name} answered ${answer.status} with a body its schema refuses:\n${z.prettifyError(result.error)}`];
}
