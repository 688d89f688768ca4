import { StyleProvider } from '@ant-design/cssinjs';
import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { parseSettings, SETTINGS_COOKIE } from '../lib/settings';
import { readCookie } from '../lib/cookie-header';
import { nonceOf } from '../lib/security-headers';
import { directionOf } from '../lib/i18n';
import { extractedCssFor, styleCacheFor } from '../lib/ssr-styles';

interface DocumentProps extends DocumentInitialProps {
  language: 'fa' | 'en';
  antdCss: string;
  /** This request's CSP nonce, which every script and style element of the page carries. */
  nonce: string | undefined;
}

export default class AppDocument extends Document<DocumentProps> {
  static async getInitialProps(ctx: DocumentContext): Promise<DocumentProps> {
    const renderPage = ctx.renderPage;
    // The CSS is inlined so the first paint is already styled.
    const styleCache = styleCacheFor(ctx.pathname);
    ctx.renderPage = () =>
      renderPage({
        enhanceApp: (App) =>
          function StyledApp(props) {
            return (
              <StyleProvider cache={styleCache}>
                <App {...props} />
              </StyleProvider>
            );
          },
      });
    const initialProps = await Document.getInitialProps(ctx);
    const antdStyles = extractedCssFor(ctx.pathname);
    const settings = parseSettings(ctx.req ? readCookie(ctx.req.headers.cookie, SETTINGS_COOKIE) : undefined);
    return { ...initialProps, language: settings.language, antdCss: antdStyles, nonce: nonceOf(ctx.req) };
  }

  render() {
    const { language, antdCss, nonce } = this.props;
    return (
      <Html lang={language} dir={directionOf(language)}>
        <Head nonce={nonce}>
          {/* Before the app's own CSS, so the app's rules win over antd's at equal specificity. */}
          <style id="antd-ssr" nonce={nonce} dangerouslySetInnerHTML={{ __html: antdCss }} />
          {/* Body text and headings are in the first paint; fetch their two weights alongside the HTML. */}
          <link rel="preload" href="/fonts/Vazirmatn-Regular.woff2" as="font" type="font/woff2" crossOrigin="anonymous" />
          <link rel="preload" href="/fonts/Vazirmatn-Bold.woff2" as="font" type="font/woff2" crossOrigin="anonymous" />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          <meta name="theme-color" content="#0b57d0" />
        </Head>
        <body>
          <Main />
          <NextScript nonce={nonce} />
        </body>
      </Html>
    );
  }
}
