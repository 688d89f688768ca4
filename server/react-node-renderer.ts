import Module, { createRequire } from 'node:module';

/** What Next's pages renderer requires, and what this process gives it instead. */
export const EDGE_RENDERER = 'react-dom/server.edge';
export const NODE_RENDERER = 'react-dom/server.node';
/** The name the edge build's require resolves to here: a module made in memory, never a file. */
const PAGES_RENDERER = 'portal:react-dom-server-pages';

type NodeRenderer = typeof import('react-dom/server.node');
type ResolveFilename = (request: string, ...rest: unknown[]) => string;
const modules = Module as unknown as { _resolveFilename: ResolveFilename; _cache: Record<string, Module> };
let isInstalled = false;

/**
 * Next renders pages with React's edge build even on Node (`next/dist/server/ReactDOMServerPages.js`,
 * whose own TODO says to use the Node build outside an edge runtime). The edge build makes every
 * attribute and text a Uint8Array of its own (`TextEncoder.encode`, ~10 % of an admin list page's
 * render); the Node build, the same React with the same `renderToReadableStream`, writes its strings
 * into one 4 kB buffer. From here on that require is answered with the Node build: through the module
 * resolver, which every CommonJS require goes through (as module-alias hooks it), for that one name
 * alone. Call it before Next is loaded.
 *
 * Its `renderToReadableStream` also writes every Suspense boundary in place (`progressiveChunkSize`
 * without limit; Next passes no options). `_app` wraps each page in one so the browser hydrates it in
 * steps; past React's default 12,800 bytes a boundary was sent after the rest of the page with an
 * inline script to move it into place, which the page's Content-Security-Policy blocks (no nonce),
 * and Next waits for the whole render before it sends anything, so nothing came sooner for it.
 */
export function renderPagesWithReactNodeBuild(): void {
  if (isInstalled) return;
  isInstalled = true;
  const nodeBuild = createRequire(import.meta.url)(NODE_RENDERER) as NodeRenderer;
  const pagesRenderer = new Module(PAGES_RENDERER);
  pagesRenderer.filename = PAGES_RENDERER;
  pagesRenderer.loaded = true;
  pagesRenderer.exports = {
    ...nodeBuild,
    renderToReadableStream: (...[children, options]: Parameters<NodeRenderer['renderToReadableStream']>) =>
      nodeBuild.renderToReadableStream(children, { progressiveChunkSize: Number.POSITIVE_INFINITY, ...options }),
  };
  modules._cache[PAGES_RENDERER] = pagesRenderer;
  const resolve = modules._resolveFilename;
  modules._resolveFilename = function (this: unknown, request, ...rest) {
    return request === EDGE_RENDERER ? PAGES_RENDERER : resolve.call(this, request, ...rest);
  };
}
