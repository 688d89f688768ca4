import type { GetServerSidePropsContext, GetServerSidePropsResult, Redirect } from 'next';
import { loginPathOf, tokenCookieName, type Role } from './auth-cookies';
import { clearCookie, readTokenCookie } from './cookie-header';
import { inProcessApi } from './in-process-api';
import type { Envelope } from '../server/http/schemas';
import { safeReturnPath } from './paths';

/** Where the server reaches the API: in the same process when mounted there, otherwise over HTTP. */
const API_INTERNAL_URL = process.env.API_INTERNAL_URL || `http://127.0.0.1:${process.env.PORT || 3000}/api/v1`;

export class SessionEndedError extends Error {}
/** The API answered 403: the page shows its forbidden state instead of its content. */
export class ForbiddenError extends Error {}
/** The API answered 404 (a ticket that is not the user's): the page answers Next's 404 unless its loader catches it. */
export class NotFoundError extends Error {}

/** Calls the API from getServerSideProps with the request's token; a 401 means the session is gone. */
export async function serverApi<T>(path: string, token: string): Promise<Envelope<T>> {
  const handler = inProcessApi();
  const headers = { Accept: 'application/json', Authorization: `Bearer ${token}` };
  const response = handler
    ? await handler(new Request(`http://in-process/api/v1${path}`, { headers }))
    : await fetch(`${API_INTERNAL_URL}${path}`, { headers });
  if (response.status === 401) throw new SessionEndedError();
  if (response.status === 403) throw new ForbiddenError();
  const body = (await response.json()) as Envelope<T>;
  if (body.hasError) {
    const message = `${path} answered ${response.status}: ${body.message}`;
    throw response.status === 404 ? new NotFoundError(message) : new Error(message);
  }
  return body;
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
 * with `r`, and clears the dead cookie; otherwise the loader's props are merged with the profile.
 */
export function withSession<P extends object>(
  role: Role,
  load: (context: GetServerSidePropsContext, token: string) => Promise<P>,
) {
  return async (context: GetServerSidePropsContext): Promise<GetServerSidePropsResult<P>> => {
    const token = await readTokenCookie(context.req, role);
    if (!token) return loginRedirect(role, context.resolvedUrl);
    try {
      return { props: await load(context, token) };
    } catch (error) {
      if (error instanceof NotFoundError) return { notFound: true };
      if (!(error instanceof SessionEndedError)) throw error;
      await clearTokenCookie(context, role);
      return loginRedirect(role, context.resolvedUrl);
    }
  };
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
      await serverApi(role === 'admin' ? '/admin/profile' : '/user/profile', token);
      return { redirect: { destination: safeReturnPath(context.query.r, home), permanent: false } };
    } catch (error) {
      if (!(error instanceof SessionEndedError)) throw error;
      await clearTokenCookie(context, role);
      return { props: {} };
    }
  };
}
