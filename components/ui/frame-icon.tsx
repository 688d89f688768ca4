import styles from './frame-icons.module.css';

export type FrameIconName =
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
  | 'inbox'
  | 'wallet'
  | 'infoFilled'
  | 'warningFilled'
  | 'rollback';

/** One of the signed-in frames' icons (also a notice's and the impersonation banner's), decorative (its button or link carries the name), in the text colour and the font's size. */
export function FrameIcon({ name, className }: { name: FrameIconName; className?: string }) {
  return <span className={[styles.icon, styles[name], className].filter(Boolean).join(' ')} aria-hidden />;
}
