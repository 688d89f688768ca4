import type { AxiosProgressEvent } from 'axios';
import type { Access } from '../../shared/contracts/kit';
import type { Role } from '../auth-cookies';
import type { Download, Transport } from './contract-client';

/** Which token a call carries comes from who may make it; a public call carries the area's, as before. */
const roleFor = (access: Access): Role | undefined => (access.kind === 'admin' ? 'admin' : access.kind === 'user' ? 'user' : undefined);

/**
 * The HTTP client (axios and the interceptors) arrives with a page's first call rather than with the
 * page: the screens draw from their server render and call the API on a submit, a click or a list
 * change, so axios (≈20 kB gzip) was most of the sign-in pages' own first-load JS.
 */
const loadHttpClient = () => import('./client');

/** The browser's requests go through the one HTTP client, whose interceptors carry out the seed's error catalogue. */
export const browserTransport: Transport = async ({ route, path, query, body, headers, options }) => {
  const client = await loadHttpClient();
  const isFile = route.answers?.kind === 'file';
  const progress = options.onProgress && ((event: AxiosProgressEvent) => options.onProgress!(event.loaded, event.total));
  const response = await client.http.request({
    method: route.method,
    url: path,
    params: query,
    data: body,
    headers,
    role: roleFor(route.access),
    silent: options.silent,
    cacheKey: options.cacheKey,
    cacheSeconds: options.cacheSeconds,
    signal: options.signal,
    // XHR, axios's default, has no keepalive; its fetch adapter has, and runs the same interceptors (the token).
    ...(options.keepalive && { adapter: 'fetch' as const, fetchOptions: { keepalive: true } }),
    responseType: isFile ? 'blob' : 'json',
    // What is big is a multipart body on its way up, or a file on its way down.
    onUploadProgress: route.multipart ? progress : undefined,
    onDownloadProgress: isFile ? progress : undefined,
  });
  if (!isFile) return response.data;
  return { blob: response.data as Blob, filename: client.attachmentName(response.headers['content-disposition']) } satisfies Download;
};
