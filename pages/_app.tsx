import '../styles/generated/antd-plain.css';
import '../styles/fonts.css';
import '../styles/globals.css';
import type { AppContext, AppProps } from 'next/app';
import { loadGetInitialProps } from 'next/dist/shared/lib/utils';
import Head from 'next/head';
import { Suspense, useEffect, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { AreaStylesheets } from '../components/app/area-stylesheets';
import { PreloadPageStrings } from '../components/app/preload-page-strings';
import { RouteProgress } from '../components/app/route-progress';
import type { PageWithProviders } from '../components/app/signed-in-page';
import { SettingsProvider } from '../components/app/settings-context';
import { useSettings } from '../hooks/use-settings';
import { StayOnFailedNavigation } from '../components/app/stay-on-failed-navigation';
import { StyleNonceContext } from '../components/app/style-nonce-context';
import { ToastHost } from '../components/app/toast-host';
import { nonceOf } from '../lib/security-headers';
import { TOAST_MS } from '../lib/feedback';
import { directionOf, i18n as browserI18n, i18nFor, loadLocale, namespacesOf, type LocaleBundles } from '../lib/i18n';
import type { Settings } from '../lib/settings';
import { giveScriptStylesTheNonce } from '../lib/style-nonce';

function Providers({ nonce, children }: { nonce: string | undefined; children: React.ReactNode }) {
  const { settings } = useSettings();
  const { t, i18n } = useTranslation();
  const direction = directionOf(settings.language);
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
    <>
      <Head>
        <title>{t('app.name')}</title>
      </Head>
      <AreaStylesheets />
      {children}
      <ToastHost position="top-center" rtl={direction === 'rtl'} autoClose={TOAST_MS} newestOnTop theme={settings.theme} nonce={nonce} />
    </>
  );
}

type PortalAppProps = AppProps & { settings: Settings; locale: LocaleBundles; nonce?: string };

export default function PortalApp({ Component, pageProps, settings, locale, nonce }: PortalAppProps) {
  // Only the signed-in areas' pages query the API and bring react-query's provider (signedInPage); the
  // sign-in screens, error pages and /status load without it. antd's provider is not here either: the
  // screens that use antd components render it.
  const PageProviders = (Component as PageWithProviders).Providers;
  // The nonce of the document the browser loaded; client-side navigations do not bring a new one.
  const [styleNonce] = useState(() => {
    if (typeof window !== 'undefined' && nonce) giveScriptStylesTheNonce(nonce);
    return nonce;
  });
  // Each mount (one server render, or the browser's one app) has its own instance, so one
  // visitor's language never reaches another visitor's render.
  const [i18n] = useState(() => i18nFor(settings.language, locale));
  return (
    <I18nextProvider i18n={i18n}>
      <SettingsProvider initial={settings}>
        <Head>
          <meta name="viewport" content="width=device-width, initial-scale=1" />
        </Head>
        <RouteProgress />
        <StayOnFailedNavigation />
        <PreloadPageStrings />
        <StyleNonceContext.Provider value={styleNonce}>
          <Providers nonce={styleNonce}>
            {/* The page hydrates as a boundary of its own, at React's lowest priority, in steps that yield to the
                browser (a click on it first hydrates it at once): hydrated with the frame, a list page's hydration was
                one long task, the second longest in Lighthouse's blocking time after compiling the scripts. */}
            <Suspense>
              {PageProviders ? (
                <PageProviders>
                  <Component {...pageProps} />
                </PageProviders>
              ) : (
                <Component {...pageProps} />
              )}
            </Suspense>
          </Providers>
        </StyleNonceContext.Provider>
      </SettingsProvider>
    </I18nextProvider>
  );
}

/**
 * Settings come from the request's cookies on the server and from document.cookie on client-side
 * navigations (lib/settings-cookies.ts, loaded then). The server's reader is loaded only on the
 * server, which keeps cookies-next out of the browser's bundle.
 */
async function settingsOf({ req }: AppContext['ctx']): Promise<Settings> {
  if (!req) return (await import('../lib/settings-cookies')).readSettings();
  const { settingsOfRequest } = await import('../lib/cookie-header');
  return settingsOfRequest(req);
}

/**
 * The server's strings travel in the page's HTML, so they are only the ones its screen shows. In the
 * browser (a client-side move) loadLocale has put the whole areas into the store, and these props are
 * not read again: the app's instance is made once.
 */
async function stringsToSend({ req, pathname }: AppContext['ctx'], loaded: LocaleBundles): Promise<LocaleBundles> {
  if (!req) return loaded;
  const { pageStrings } = await import('../lib/page-strings');
  return pageStrings(pathname, loaded);
}

PortalApp.getInitialProps = async (context: AppContext) => {
  const settings = await settingsOf(context.ctx);
  // What next/app's own getInitialProps does, without its App component (≈0.3 kB gzip of every page).
  const [pageProps, locale] = await Promise.all([
    loadGetInitialProps(context.Component, context.ctx),
    loadLocale(settings.language, namespacesOf(context.ctx.pathname)),
  ]);
  return {
    pageProps,
    settings,
    locale: await stringsToSend(context.ctx, locale),
    ...(context.ctx.req ? { nonce: nonceOf(context.ctx.req) } : {}),
  };
};
