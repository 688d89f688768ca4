import { theme as antdTheme, type ThemeConfig } from 'antd';

export const FONT_FAMILY = "Vazirmatn, Tahoma, 'Segoe UI', sans-serif";

/**
 * A deeper primary than antd's default #1677ff: white text on it reaches 4.5:1 (WCAG AA) on buttons,
 * and links on white stay readable.
 */
export const PRIMARY_COLOR = '#0b57d0';

/**
 * The filled red of a danger button (delete a user, a backup, a gift), deeper than antd's: white text
 * on its #ff4d4f (light) or #dc4446 (dark) falls short of 4.5:1. Only the button's: error text on a
 * dark background needs a lighter red, not a deeper one.
 */
const DANGER_BUTTON = { colorError: '#c62828', colorErrorHover: '#d32f2f', colorErrorActive: '#b71c1c' };

/**
 * Under the pointer the primary goes deeper, not paler: antd's lighter hover (#2f78de from our
 * primary) holds white text at 4.3:1 on every primary button, antd's and the plain kit's. The dark
 * theme's hover passes as it is.
 */
const PRIMARY_HOVER = { light: { colorPrimaryHover: '#0842a0' }, dark: {} };

/**
 * A form field's error text at 4.5:1 or more, the reds of the plain form kit: antd's #ff4d4f is 3.3:1
 * on white. Scoped to antd's Form: its text and the fields inside it take it, a danger button keeps its own.
 */
const FORM_ERROR_TEXT = { light: { colorError: '#a8071a' }, dark: { colorError: '#ff7875' } };

/**
 * The class antd puts on every component and the build script's stylesheets define the variables
 * on. Fixed, because antd would otherwise derive it from React's useId, which the static CSS cannot know.
 */
export const CSS_VAR_KEY = 'css-var-portal';

/**
 * antd in zero-runtime mode: components only read the CSS variables of the build's stylesheets,
 * which carry both themes; the algorithm still decides the token values that code reads (charts).
 * Without hashes the static selectors are plain `.ant-btn`, the same for every visitor.
 */
export function themeConfig(mode: 'light' | 'dark'): ThemeConfig {
  return {
    zeroRuntime: true,
    hashed: false,
    cssVar: { key: CSS_VAR_KEY },
    algorithm: mode === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: {
      colorPrimary: PRIMARY_COLOR,
      ...PRIMARY_HOVER[mode],
      colorLink: mode === 'dark' ? '#8ab4f8' : PRIMARY_COLOR,
      colorTextDescription: mode === 'dark' ? 'rgba(255,255,255,0.65)' : 'rgba(0,0,0,0.65)',
      colorTextPlaceholder: mode === 'dark' ? 'rgba(255,255,255,0.45)' : 'rgba(0,0,0,0.5)',
      fontFamily: FONT_FAMILY,
      borderRadius: 8,
    },
    components: { Button: DANGER_BUTTON, Form: FORM_ERROR_TEXT[mode] },
  };
}
