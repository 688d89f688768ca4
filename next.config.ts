import type { NextConfig } from 'next';

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Types are checked once for the whole repository by `npm run typecheck`, which `npm test` runs first.
  typescript: { ignoreBuildErrors: true },
  // One copy of cssinjs for the app and antd; with two, server-side style extraction returns nothing.
  transpilePackages: ['@ant-design/cssinjs', '@ant-design/cssinjs-utils'],
  experimental: {
    optimizePackageImports: ['antd', '@ant-design/icons'],
  },
  async headers() {
    return [
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
