import type { GetServerSidePropsContext, GetServerSidePropsResult, Redirect } from 'next';
import { loginPathOf, tokenCookieName, type Role } from './auth-cookies';
import { clearCookie, readTokenCookie } from './cookie-header';
import { inProcessApi, type ApiAnswer } from './in-process-api';
import type { Envelope } from '../shared/contracts/kit.schemas';
import type { Contracts } from '../shared/contracts/contracts.schemas';
import { apiRoutes } from '../shared/contracts/routes';
import { createApi, type Api, type TransportRequest } from './http/contract-client';
import { safeReturnPath } from './paths';

/** Where the server reaches the API: in the same process when mounted there, otherwise over HTTP. */
const API_INTERNAL_URL = process.env.API_INTERNAL_URL || `http://127.0.0.1:${process.env.PORT || 3000}/api/v1`;

export class SessionEndedError extends Error {}
/** The API answered 403: the page shows its forbidden state instead of its content. */
export class ForbiddenError extends Error {}
/** The API answered 404 (a ticket that is not the user's): the page answers Next's 404 unless its loader catches it. */
export class NotFoundError extends Error {}
/** A loader that finds the visitor must be elsewhere first (an admin who must set up a second factor). */
export class RedirectError extends Error {
  constructor(readonly destination: string) {
    super(`redirect to ${destination}`);
  }
}

/** A request of the server render: to the API in this process when it is mounted here, else over HTTP. */
async function fetchApi(method: string, pathWithQuery: string, token: string, render: object): Promise<ApiAnswer> {
  const handler = inProcessApi();
  const init = { method: method.toUpperCase(), headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } };
  if (handler) return handler({ ...init, url: `http://in-process/api/v1${pathWithQuery}` }, render);
  const response = await fetch(`${API_INTERNAL_URL}${pathWithQuery}`, init);
  return { status: response.status, text: await response.text() };
}

/** What the server render makes of an answer: the envelope, or the error its status means. */
function envelopeOrError<T>({ status, text }: ApiAnswer, what: string): Envelope<T> {
  if (status === 401) throw new SessionEndedError();
  if (status === 403) throw new ForbiddenError();
  if (status === 404) throw new NotFoundError(what);
  const body = JSON.parse(text) as Envelope<T> & { hasError: boolean; message: string };
  if (body.hasError) throw new Error(`${what} answered ${status}: ${body.message}`);
  return body;
}

async function serverTransport({ route, path, query }: TransportRequest, token: string, render: object): Promise<unknown> {
  const search = query ? `?${new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]))}` : '';
  return envelopeOrError(await fetchApi(route.method, `${path}${search}`, token, render), `${route.method} ${path}`);
}

/** Every API call, typed by its contract, as the visitor whose token this is. */
export type ServerApi = Api<Contracts>;

/**
 * The API as the visitor whose token this is, for one server render: its calls share one sign-in
 * (in-process-api.ts), so a page makes one per render however many calls it needs.
 */
export function serverApiFor(token: string): ServerApi {
  const render = {};
  return createApi<Contracts>(apiRoutes, (request) => serverTransport(request, token, render));
}

/** The browser drops a token the API no longer knows, so the page stops sending it. */
function clearTokenCookie(context: GetServerSidePropsContext, role: Role): Promise<void> {
  return clearCookie(context.req, context.res, tokenCookieName(role));
}

export function loginRedirect(role: Role, resolvedUrl: string): { redirect: Redirect } {
  return { redirect: { destination: `${loginPathOf(role)}?r=${encodeURIComponent(resolvedUrl)}`, permanent: false } };
}

/**
 * getServerSideProps for pages behind sign-in: no cookie or an ended session sends to the login page
 * with `r`, and clears the dead cookie; otherwise the loader's props, which it reads through `api`, the
 * API as the visitor for this render.
 */
export function withSession<P extends object>(role: Role, load: (context: GetServerSidePropsContext, api: ServerApi) => Promise<P>) {
  return async (context: GetServerSidePropsContext): Promise<GetServerSidePropsResult<P>> => {
    const token = await readTokenCookie(context.req, role);
    if (!token) return loginRedirect(role, context.resolvedUrl);
    try {
      return { props: await load(context, serverApiFor(token)) };
    } catch (error) {
      if (error instanceof NotFoundError) return { notFound: true };
      if (error instanceof RedirectError) return { redirect: { destination: error.destination, permanent: false } };
      if (!(error instanceof SessionEndedError)) throw error;
      await clearTokenCookie(context, role);
      return loginRedirect(role, context.resolvedUrl);
    }
  };
}

/** Throws SessionEndedError unless the token's session is alive. */
async function assertSessionLive(role: Role, token: string): Promise<void> {
  const api = serverApiFor(token);
  await (role === 'user' ? api.user.profile() : api.admins.profile());
}

/**
 * getServerSideProps for the sign-in screens: a live session goes straight to its return target;
 * a dead cookie is cleared so the page does not keep trying it.
 */
export function redirectIfSignedIn(role: Role, home: string) {
  return async (context: GetServerSidePropsContext): Promise<GetServerSidePropsResult<Record<string, never>>> => {
    const token = await readTokenCookie(context.req, role);
    if (!token) return { props: {} };
    try {
      await assertSessionLive(role, token);
      return { redirect: { destination: safeReturnPath(context.query.r, home), permanent: false } };
    } catch (error) {
      if (!(error instanceof SessionEndedError)) throw error;
      await clearTokenCookie(context, role);
      return { props: {} };
    }
  };
}
