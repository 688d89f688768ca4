import Module from 'node:module';

/** What Next's pages renderer requires, and what this process gives it instead. */
export const EDGE_RENDERER = 'react-dom/server.edge';
export const NODE_RENDERER = 'react-dom/server.node';

type ResolveFilename = (request: string, ...rest: unknown[]) => string;
const modules = Module as unknown as { _resolveFilename: ResolveFilename };
let isInstalled = false;

/**
 * Next renders pages with React's edge build even on Node (`next/dist/server/ReactDOMServerPages.js`,
 * whose own TODO says to use the Node build outside an edge runtime). The edge build makes every
 * attribute and text a Uint8Array of its own (`TextEncoder.encode`, ~10 % of an admin list page's
 * render); the Node build, the same React with the same `renderToReadableStream`, writes its strings
 * into one 4 kB buffer. From here on that require is answered with the Node build: through the module
 * resolver, which every CommonJS require goes through (as module-alias hooks it), for that one name
 * alone. Call it before Next is loaded.
 */
export function renderPagesWithReactNodeBuild(): void {
  if (isInstalled) return;
  isInstalled = true;
  const resolve = modules._resolveFilename;
  modules._resolveFilename = function (this: unknown, request, ...rest) {
    return resolve.call(this, request === EDGE_RENDERER ? NODE_RENDERER : request, ...rest);
  };
}
