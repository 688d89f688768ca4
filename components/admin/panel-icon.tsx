import styles from './panel-icons.module.css';

export type PanelIconName =
  | 'audit'
  | 'creditCard'
  | 'customerService'
  | 'dashboard'
  | 'gift'
  | 'idcard'
  | 'lock'
  | 'team'
  | 'user'
  | 'appstore'
  | 'videoCamera'
  | 'database'
  | 'mail'
  | 'lineChart'
  | 'logout'
  | 'menu'
  | 'down'
  | 'close'
  | 'stop'
  | 'inbox';

/** One of the panel frame's icons, decorative (its button or link carries the name), in the text colour and the font's size. */
export function PanelIcon({ name, className }: { name: PanelIconName; className?: string }) {
  return <span className={[styles.icon, styles[name], className].filter(Boolean).join(' ')} aria-hidden />;
}
