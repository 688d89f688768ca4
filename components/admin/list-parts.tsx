import { Tag, type TablePaginationConfig } from 'antd';
import type { ReactNode } from 'react';
import type { Page } from '../../server/http/schemas';
import { useSettings } from '../app/settings-context';

/** Server-side pagination for a list page, with the page numbers in the page's digits. */
export function pagination(
  page: Page<unknown>,
  onChange: (page: number, perPage: number) => void,
  digits: (value: number) => string,
): TablePaginationConfig {
  return {
    current: page.page,
    pageSize: page.per_page,
    total: page.total,
    onChange,
    showSizeChanger: false,
    itemRender: (number, type, original) => (type === 'page' ? <a>{digits(number)}</a> : original),
  };
}

/**
 * antd's preset tag colours put light text on a pale ground (gold reads at 2.75:1); these keep the
 * pale ground and use the darkest shade of the hue for the text, above 4.5:1 in both themes.
 */
const TONES = {
  gold: { light: { color: '#614700', background: '#fffbe6', borderColor: '#ffe58f' }, dark: { color: '#ffe58f', background: '#2b2111', borderColor: '#594214' } },
  green: { light: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' }, dark: { color: '#b7eb8f', background: '#162312', borderColor: '#274916' } },
} as const;

export function ToneTag({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  const { settings } = useSettings();
  return <Tag style={{ ...TONES[tone][settings.theme], marginInlineEnd: 0 }}>{children}</Tag>;
}
