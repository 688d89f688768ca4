import styles from './user-icons.module.css';

export type UserIconName = 'dashboard' | 'wallet' | 'videoCamera' | 'customerService' | 'user' | 'lock' | 'logout';

/** One of the user area frame's icons, decorative (its link or button carries the name), in the text colour and the font's size. */
export function UserIcon({ name, className }: { name: UserIconName; className?: string }) {
  return <span className={[styles.icon, styles[name], className].filter(Boolean).join(' ')} aria-hidden />;
}
