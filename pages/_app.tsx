import '../styles/fonts.css';
import '../styles/globals.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import faIR from 'antd/locale/fa_IR';
import type { AppContext, AppProps } from 'next/app';
import NextApp from 'next/app';
import Head from 'next/head';
import { useEffect, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ToastContainer } from 'react-toastify';
import { RouteProgress } from '../components/app/route-progress';
import { SettingsProvider, useSettings } from '../components/app/settings-context';
import { readCookie } from '../lib/cookie-header';
import { TOAST_MS } from '../lib/feedback';
import { directionOf, i18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { parseSettings, SETTINGS_COOKIE, SIDEBAR_COOKIE, type Settings } from '../lib/settings';
import { themeConfig } from '../styles/theme';

function Providers({ children }: { children: React.ReactNode }) {
  const { settings } = useSettings();
  const direction = directionOf(settings.language);
  // A stable theme object lets antd reuse its computed tokens between renders.
  const theme = useMemo(() => themeConfig(settings.theme), [settings.theme]);
  if (i18n.language !== settings.language) void i18n.changeLanguage(settings.language);
  useEffect(() => {
    document.documentElement.lang = settings.language;
    document.documentElement.dir = direction;
  }, [settings.language, direction]);
  return (
    <ConfigProvider direction={direction} locale={settings.language === 'fa' ? faIR : enUS} theme={theme}>
      {children}
      <ToastContainer position="top-center" rtl={direction === 'rtl'} autoClose={TOAST_MS} newestOnTop theme={settings.theme} />
    </ConfigProvider>
  );
}

type PortalAppProps = AppProps & { settings: Settings };

export default function PortalApp({ Component, pageProps, settings }: PortalAppProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <SettingsProvider initial={settings}>
        <QueryClientProvider client={queryClient}>
          <Head>
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <title>{i18n.t('app.name')}</title>
          </Head>
          <RouteProgress />
          <Providers>
            <Component {...pageProps} />
          </Providers>
        </QueryClientProvider>
      </SettingsProvider>
    </I18nextProvider>
  );
}

/** Settings come from their cookie on the server and from document.cookie on client-side navigations. */
PortalApp.getInitialProps = async (context: AppContext) => {
  const appProps = await NextApp.getInitialProps(context);
  const cookieHeader = context.ctx.req?.headers.cookie ?? (typeof document === 'undefined' ? '' : document.cookie);
  return {
    ...appProps,
    settings: parseSettings(readCookie(cookieHeader, SETTINGS_COOKIE), readCookie(cookieHeader, SIDEBAR_COOKIE)),
  };
};
