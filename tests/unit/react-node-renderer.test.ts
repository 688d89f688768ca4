import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { EDGE_RENDERER, NODE_RENDERER, renderPagesWithReactNodeBuild } from '../../server/react-node-renderer';

const require = createRequire(import.meta.url);
// Where each build is, found before the swap is installed.
const edgeBuild = require.resolve(EDGE_RENDERER);
const nodeBuild = require.resolve(NODE_RENDERER);

describe("the pages' React renderer", () => {
  it("answers Next's require of React's edge build with the Node build, and every other require as before", () => {
    const client = require.resolve('react-dom/client');
    expect(edgeBuild).not.toBe(nodeBuild);

    renderPagesWithReactNodeBuild();
    renderPagesWithReactNodeBuild();

    expect(require.resolve(EDGE_RENDERER)).toBe(nodeBuild);
    expect(require.resolve('react-dom/client')).toBe(client);
  });

  it('the Node build renders a page as the edge build did, through the same renderToReadableStream', async () => {
    const { createElement } = await import('react');
    const page = createElement('main', { className: 'page', 'data-x': 'سلام & <b>' }, createElement('h1', null, 'پرداخت‌ها'), 'متن');
    const read = async (build: string) => {
      const { renderToReadableStream } = require(build) as typeof import('react-dom/server.edge');
      const stream = await renderToReadableStream(page);
      await stream.allReady;
      return new Response(stream).text();
    };
    const viaNode = await read(nodeBuild);
    const viaEdge = await read(edgeBuild);
    expect(viaNode).toBe(viaEdge);
    expect(viaNode).toContain('پرداخت‌ها');
  });
});
