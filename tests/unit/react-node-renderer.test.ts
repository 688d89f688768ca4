import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { EDGE_RENDERER, NODE_RENDERER, renderPagesWithReactNodeBuild } from '../../server/react-node-renderer';

const require = createRequire(import.meta.url);
type Renderer = typeof import('react-dom/server.node');
// Each build, loaded by its path before the swap is installed (Node remembers what a name resolved to).
const edgeBuild = require(require.resolve(EDGE_RENDERER)) as Renderer;
const nodeBuild = require(require.resolve(NODE_RENDERER)) as Renderer;

async function htmlOf(renderer: Renderer, page: React.ReactNode): Promise<string> {
  const stream = await renderer.renderToReadableStream(page);
  await stream.allReady;
  return new Response(stream).text();
}

describe("the pages' React renderer", () => {
  it("answers Next's require of React's edge build with the Node build, and every other require as before", () => {
    const client = require.resolve('react-dom/client');
    expect(edgeBuild.renderToPipeableStream).toBeUndefined();

    renderPagesWithReactNodeBuild();
    renderPagesWithReactNodeBuild();

    const pagesRenderer = require(EDGE_RENDERER) as Renderer;
    expect(pagesRenderer.renderToPipeableStream).toBe(nodeBuild.renderToPipeableStream);
    expect(pagesRenderer.version).toBe(nodeBuild.version);
    expect(require.resolve('react-dom/client')).toBe(client);
  });

  it('the Node build renders a page as the edge build did, through the same renderToReadableStream', async () => {
    const { createElement } = await import('react');
    const page = createElement('main', { className: 'page', 'data-x': 'سلام & <b>' }, createElement('h1', null, 'پرداخت‌ها'), 'متن');
    const viaNode = await htmlOf(nodeBuild, page);
    const viaEdge = await htmlOf(edgeBuild, page);
    expect(viaNode).toBe(viaEdge);
    expect(viaNode).toContain('پرداخت‌ها');
  });

  it('writes a page’s large Suspense boundary in place, with no inline script the page’s policy would block', async () => {
    const { createElement, Suspense } = await import('react');
    const rows = Array.from({ length: 400 }, (_, i) => createElement('li', { key: i }, `ردیف شمارهٔ ${i} از فهرست کاربران`));
    const page = createElement('div', { id: '__next' }, createElement(Suspense, null, createElement('ul', null, rows)));
    renderPagesWithReactNodeBuild();

    const html = await htmlOf(require(EDGE_RENDERER) as Renderer, page);

    expect(html.length).toBeGreaterThan(12_800);
    expect(html).toMatch(/^<div id="__next"><!--\$--><ul><li>/);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<template');
  });
});
