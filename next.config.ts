import fs from 'node:fs';
import type { NextConfig } from 'next';

/** The hashed antd stylesheets of this build (scripts/build-antd-css.tsx runs before every build and dev server). */
const antdStylesheets = fs.readFileSync(new URL('./styles/generated/antd-stylesheets.json', import.meta.url), 'utf8');

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Every page carries this request's CSP nonce, so no two answers are alike and an ETag never
  // matches: hashing each page's HTML for one cost ~5% of the server's CPU under load.
  generateEtags: false,
  // Types are checked once for the whole repository by `npm run typecheck`, which `npm test` runs first.
  typescript: { ignoreBuildErrors: true },
  env: { ANTD_STYLESHEETS: JSON.stringify(JSON.parse(antdStylesheets)) },
  turbopack: {
    resolveAlias: {
      'use-sync-external-store/shim': './lib/use-sync-external-store-shim.ts',
      'next/dist/compiled/process': { browser: './lib/browser-process.cjs' },
    },
  },
  experimental: {
    // The router's Bloom filter tells a link to an App Router page from a Pages Router one; this app has
    // only the latter, and the filter's code was ≈0.8 kB gzip of every page's first load.
    clientRouterFilter: false,
    // Fewer, larger chunks: Turbopack's default (no chunk under 50 kB raw, one alone allowed) split a
    // signed-in page's first load into 15 scripts with Next's three manifests, and over HTTP/1.1's six
    // connections a page waits for each round of them. With 200 kB the app's shared code is three chunks
    // and a page's own code one or two: /admin/admins 15 → 9 scripts and 168.6 → 165.6 kB gzip, /login
    // 11 → 8 and 139.9 → 138.5 kB, Lighthouse's simulated LCP with every first-load script counted
    // 2.85 → 2.54 s. The price: opening a page of the other kind (a list after the dashboard) fetches
    // ≈30 kB instead of ≈12 kB, as what the two share is no longer a chunk of its own.
    turbopackChunking: { minChunkSize: 200_000 },
    // react-i18next's index re-exports IcuTrans, whose HTML entity table (~1 kB gzip) every page
    // otherwise loaded: importing only the modules a file names leaves it out.
    optimizePackageImports: ['antd', '@ant-design/icons', 'react-i18next'],
  },
  async headers() {
    return [
      {
        // A stylesheet's name changes with its content.
        source: '/antd/:file*',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
      {
        // Font files keep their names across builds, so a week rather than forever.
        source: '/fonts/:file*',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=604800' }],
      },
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'DENY' },
        ],
      },
    ];
  },
};

export default config;
