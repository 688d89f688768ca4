import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { parseSettings, type Settings } from '../lib/settings';
import { settingsOfRequest } from '../lib/cookie-header';
import { nonceOf } from '../lib/security-headers';
import { directionOf } from '../lib/i18n';

interface DocumentProps extends DocumentInitialProps {
  settings: Pick<Settings, 'language' | 'theme'>;
  /** This request's CSP nonce, which every script and style element of the page carries. */
  nonce: string | undefined;
}

export default class AppDocument extends Document<DocumentProps> {
  static async getInitialProps(ctx: DocumentContext): Promise<DocumentProps> {
    const initialProps = await Document.getInitialProps(ctx);
    const settings = ctx.req ? await settingsOfRequest(ctx.req) : parseSettings();
    return { ...initialProps, settings, nonce: nonceOf(ctx.req) };
  }

  render() {
    const { settings, nonce } = this.props;
    return (
      // The theme's CSS variables hang off data-theme, so the first paint is already in the visitor's theme.
      <Html lang={settings.language} dir={directionOf(settings.language)} data-theme={settings.theme}>
        <Head nonce={nonce}>
          {/* Body text and headings are in the first paint; fetch the font (every weight in one file) alongside the HTML. */}
          <link rel="preload" href="/fonts/Vazirmatn.woff2" as="font" type="font/woff2" crossOrigin="anonymous" />
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
