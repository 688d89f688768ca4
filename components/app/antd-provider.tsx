import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import faIR from 'antd/locale/fa_IR';
import { useRouter } from 'next/router';
import { useContext, useMemo, type ReactNode } from 'react';
import { directionOf } from '../../lib/i18n';
import { styleAreaOf, stylesheetOf } from '../../styles/antd-stylesheets';
import { themeConfig } from '../../styles/theme';
import { useSettings } from '../../hooks/use-settings';
import { useStylesheet } from '../../hooks/use-stylesheet';
import { StyleNonceContext } from './style-nonce-context';

/**
 * One config object per theme for the whole process, the same for every visitor of that theme: antd
 * hashes a theme's tokens once per object, so a config made per render was hashed on every request.
 */
const THEMES = { light: themeConfig('light'), dark: themeConfig('dark') } as const;

/**
 * antd's theme, direction, locale and CSP nonce around antd components. Only the pieces that use
 * them render it (the drawers, dialogs and the date picker, loaded when first opened), so the frames,
 * the dashboards, the lists and the admin's own forms load no antd. Both locales are here: a language
 * switch inside the panel must not wait for a download before antd's texts change. What it wraps
 * shows once its area's stylesheet has loaded: every page's HTML links only the variables
 * (styles/antd-stylesheets.ts).
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  const { settings } = useSettings();
  const { pathname } = useRouter();
  const isStyled = useStylesheet(stylesheetOf(styleAreaOf(pathname)));
  const nonce = useContext(StyleNonceContext);
  const csp = useMemo(() => ({ nonce }), [nonce]);
  if (!isStyled) return null;
  return (
    <ConfigProvider direction={directionOf(settings.language)} locale={settings.language === 'fa' ? faIR : enUS} theme={THEMES[settings.theme]} csp={csp}>
      {children}
    </ConfigProvider>
  );
}
