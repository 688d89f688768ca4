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
import { I18nextProvider, useTranslation } from 'react-i18next';
import { ToastContainer } from 'react-toastify';
import { AreaStylesheets } from '../components/app/area-stylesheets';
import { RouteProgress } from '../components/app/route-progress';
import { SettingsProvider, useSettings } from '../components/app/settings-context';
import { StayOnFailedNavigation } from '../components/app/stay-on-failed-navigation';
import { readCookie } from '../lib/cookie-header';
import { nonceOf } from '../lib/security-headers';
import { TOAST_MS } from '../lib/feedback';
import { directionOf, i18n as browserI18n, i18nFor } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { parseSettings, SETTINGS_COOKIE, SIDEBAR_COOKIE, type Settings } from '../lib/settings';
import { giveScriptStylesTheNonce } from '../lib/style-nonce';
import { themeConfig } from '../styles/theme';

function Providers({ nonce, children }: { nonce: string | undefined; children: React.ReactNode }) {
  const { settings } = useSettings();
  const { t, i18n } = useTranslation();
  const direction = directionOf(settings.language);
  // A stable theme object lets antd reuse its computed tokens between renders; the CSS itself is static.
  const theme = useMemo(() => themeConfig(settings.theme), [settings.theme]);
  const csp = useMemo(() => ({ nonce }), [nonce]);
  useEffect(() => {
    document.documentElement.lang = settings.language;
    document.documentElement.dir = direction;
    // Only in the browser: this mount's instance, and the one the HTTP client's toasts read.
    void i18n.changeLanguage(settings.language);
    void browserI18n.changeLanguage(settings.language);
  }, [settings.language, direction, i18n]);
  useEffect(() => {
    // The static stylesheets switch every antd variable with this attribute.
    document.documentElement.dataset.theme = settings.theme;
  }, [settings.theme]);
  return (
    <ConfigProvider direction={direction} locale={settings.language === 'fa' ? faIR : enUS} theme={theme} csp={csp}>
      <Head>
        <title>{t('app.name')}</title>
      </Head>
      <AreaStylesheets />
      {children}
      <ToastContainer position="top-center" rtl={direction === 'rtl'} autoClose={TOAST_MS} newestOnTop theme={settings.theme} nonce={nonce} />
    </ConfigProvider>
  );
}

type PortalAppProps = AppProps & { settings: Settings; nonce?: string };

export default function PortalApp({ Component, pageProps, settings, nonce }: PortalAppProps) {
  const [queryClient] = useState(createQueryClient);
  // The nonce of the document the browser loaded; client-side navigations do not bring a new one.
  const [styleNonce] = useState(() => {
    if (typeof window !== 'undefined' && nonce) giveScriptStylesTheNonce(nonce);
    return nonce;
  });
  // Each mount (one server render, or the browser's one app) has its own instance, so one
  // visitor's language never reaches another visitor's render.
  const [i18n] = useState(() => i18nFor(settings.language));
  return (
    <I18nextProvider i18n={i18n}>
      <SettingsProvider initial={settings}>
        <QueryClientProvider client={queryClient}>
          <Head>
            <meta name="viewport" content="width=device-width, initial-scale=1" />
          </Head>
          <RouteProgress />
          <StayOnFailedNavigation />
          <Providers nonce={styleNonce}>
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
    ...(context.ctx.req ? { nonce: nonceOf(context.ctx.req) } : {}),
  };
};
