import { ConfigProvider, type ThemeConfig } from 'antd';
import enUS from 'antd/locale/en_US';
import faIR from 'antd/locale/fa_IR';
import { useRouter } from 'next/router';
import { useContext, useMemo, type ReactNode } from 'react';
import { directionOf } from '../../lib/i18n';
import { styleAreaOf, stylesheetOf } from '../../styles/antd-stylesheets';
import { themeConfig } from '../../styles/theme';
import { useMediaQuery } from '../../hooks/use-media-query';
import { useSettings } from '../../hooks/use-settings';
import { useStylesheet } from '../../hooks/use-stylesheet';
import { StyleNonceContext } from './style-nonce-context';

/**
 * One config object per theme for the whole process, the same for every visitor of that theme: antd
 * hashes a theme's tokens once per object, so a config made per render was hashed on every request.
 * The still ones turn off antd's motion (a dialog's zoom, a drawer's slide) for a visitor whose system
 * asks for less motion, as the plain kit's spinner and menu drawer already do in CSS.
 */
const THEMES = { light: themeConfig('light'), dark: themeConfig('dark') } as const;
const STILL_THEMES = { light: stillTheme(THEMES.light), dark: stillTheme(THEMES.dark) } as const;

function stillTheme(config: ThemeConfig): ThemeConfig {
  return { ...config, token: { ...config.token, motion: false } };
}

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

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
  const reducesMotion = useMediaQuery(REDUCED_MOTION_QUERY, false);
  const nonce = useContext(StyleNonceContext);
  const csp = useMemo(() => ({ nonce }), [nonce]);
  if (!isStyled) return null;
  return (
    <ConfigProvider
      direction={directionOf(settings.language)}
      locale={settings.language === 'fa' ? faIR : enUS}
      theme={(reducesMotion ? STILL_THEMES : THEMES)[settings.theme]}
      csp={csp}
    >
      {children}
    </ConfigProvider>
  );
}
