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
