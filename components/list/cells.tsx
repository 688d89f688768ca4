import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useSettings } from '../app/settings-context';

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
