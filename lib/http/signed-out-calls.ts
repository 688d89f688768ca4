/**
 * The signed-out pages draw from their server render and call the API only on a submit, so the call
 * machinery (routes, typed client, axios and its interceptors, ~22 kB gzip) arrives with the first
 * call rather than with the page. The HTTP client is fetched alongside the calls, not after them: the
 * transport's own import of it then finds it loaded.
 */
export async function signedOutCalls() {
  const [{ signedOutApi }] = await Promise.all([import('./signed-out-api'), import('./client')]);
  return signedOutApi;
}
