/**
 * Where the browser finds the API: same origin by default, another host when the front end is built
 * with NEXT_PUBLIC_API_URL. Apart from the client, so a page that only needs an address (a video's
 * playback address for a <video> element) does not load axios for it.
 */
export const API_BASE_URL = process.env.NEXT_PUBLIC_API_URL || '/api/v1';

/** A path below the API's base (`/videos/1/play/…`) as the browser requests it. */
export const apiUrl = (path: string) => `${API_BASE_URL.replace(/\/$/, '')}${path}`;
