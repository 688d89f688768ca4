import axios, { AxiosError, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { i18n } from '../i18n';
import { loginPathOf, readToken, removeToken, roleOfPath, type Role } from '../auth-cookies';
import { toastFeedback, type Feedback } from '../feedback';
import { ApiError } from './api-error';
import { API_BASE_URL } from './api-base';
import { readCachedResponse, writeCachedResponse } from './response-cache';
import type { ErrorEnvelope } from '../../shared/contracts/kit.schemas';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Which token the call carries; by default the one of the area the page is in. */
    role?: Role;
    /** GET responses with a cache key are kept for `cacheSeconds` (60 by default). */
    cacheKey?: string;
    cacheSeconds?: number;
    /** The caller shows its own failure message; the catalogue still redirects on 401. */
    silent?: boolean;
  }
}

export interface ClientDependencies {
  baseURL: string;
  feedback: Feedback;
  /** Current path with query, for the `r` parameter of the login redirect. */
  currentPath: () => string;
  navigate: (url: string) => void;
}

const quietFeedback: Feedback = { toast: () => undefined };

const roleOf = (config: InternalAxiosRequestConfig | undefined): Role =>
  config?.role ?? roleOfPath(typeof window === 'undefined' ? '/' : window.location.pathname);

/**
 * The one HTTP client. Its interceptors carry out the seed's error catalogue, so screens only
 * handle success and read `ApiError` when they need to.
 */
export function createHttpClient(deps: ClientDependencies): AxiosInstance {
  const { baseURL, currentPath, navigate } = deps;
  const client = axios.create({
    baseURL,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
  });

  client.interceptors.request.use((config) => {
    const token = readToken(roleOf(config));
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    // The API answers in the language the visitor is reading.
    config.headers.set('Accept-Language', i18n.language);
    if (config.data instanceof FormData) config.headers.delete('Content-Type');
    if (config.cacheKey && (config.method ?? 'get').toLowerCase() === 'get') {
      const cached = readCachedResponse(config.cacheKey);
      if (cached !== undefined) {
        config.adapter = async () => ({ data: cached, status: 200, statusText: 'OK (cache)', headers: {}, config });
      }
    }
    return config;
  });

  const fail = (error: ApiError) => Promise.reject(error);

  client.interceptors.response.use(
    (response: AxiosResponse) => {
      const body = response.data as Partial<ErrorEnvelope> | undefined;
      if (body && typeof body === 'object' && body.hasError === true) {
        const text = body.message || i18n.t('errors.generic');
        deps.feedback.toast('error', text);
        return fail(new ApiError('envelope', text, response.status, body.errors ?? [], body.data ?? null));
      }
      const { cacheKey, cacheSeconds, method } = response.config;
      const isFreshGet = (method ?? 'get').toLowerCase() === 'get' && response.statusText !== 'OK (cache)';
      if (cacheKey && isFreshGet) writeCachedResponse(cacheKey, response.data, cacheSeconds);
      return response;
    },
    (error: unknown) => {
      const feedback = (error as { config?: { silent?: boolean } }).config?.silent ? quietFeedback : deps.feedback;
      if (axios.isCancel(error)) {
        console.info('request cancelled', (error as { config?: { url?: string } }).config?.url ?? '');
        return fail(new ApiError('cancelled', 'cancelled'));
      }
      if (!(error instanceof AxiosError)) {
        feedback.toast('error', i18n.t('errors.generic'));
        return fail(new ApiError('other', i18n.t('errors.generic')));
      }
      const { response } = error;
      if (response) {
        const body = (response.data ?? {}) as Partial<ErrorEnvelope>;
        const serverText = typeof body.message === 'string' && body.message ? body.message : undefined;
        const status = response.status;
        switch (status) {
          case 404: {
            const text = serverText ?? (typeof response.data === 'string' && response.data ? response.data : response.statusText);
            feedback.toast('error', text);
            return fail(new ApiError('http', text, status, [], body.data ?? null));
          }
          case 401: {
            const role = roleOf(error.config);
            removeToken(role);
            navigate(`${loginPathOf(role)}?r=${encodeURIComponent(currentPath())}`);
            return fail(new ApiError('http', serverText ?? '', status, [], body.data ?? null));
          }
          case 403:
          case 500:
            return fail(new ApiError('http', serverText ?? '', status, [], body.data ?? null));
          case 422: {
            const errors = body.errors?.length ? body.errors : [serverText ?? i18n.t('errors.generic')];
            feedback.toast('warning', errors.join('\n'));
            return fail(new ApiError('http', errors.join('\n'), status, errors, body.data ?? null));
          }
          default: {
            // The seed's generic message, unless our API explains itself (429 says how long to wait).
            const text = serverText ?? i18n.t('errors.generic');
            feedback.toast('error', text);
            return fail(new ApiError('http', text, status, [], body.data ?? null));
          }
        }
      }
      if (error.request) {
        feedback.toast('error', i18n.t('errors.network'));
        return fail(new ApiError('network', i18n.t('errors.network')));
      }
      feedback.toast('error', i18n.t('errors.generic'));
      return fail(new ApiError('other', i18n.t('errors.generic')));
    },
  );

  return client;
}

export const http = createHttpClient({
  baseURL: API_BASE_URL,
  feedback: toastFeedback,
  currentPath: () => window.location.pathname + window.location.search,
  navigate: (url) => window.location.assign(url),
});

/**
 * The file name a `Content-Disposition: attachment` header gives, if any: the UTF-8 `filename*` (a
 * Persian name) before the plain `filename`, which holds only its ASCII stand-in.
 */
export function attachmentName(header: unknown): string | undefined {
  if (typeof header !== 'string') return undefined;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed escape: the plain name below stands.
    }
  }
  return /filename="([^"]+)"/.exec(header)?.[1];
}
