import styles from './list-icons.module.css';

/** `chevronStart` points to the start of the line in a left-to-right page, `swapRight` along it; the caller mirrors them for right to left. */
export type ListIconName =
  'edit' | 'delete' | 'plus' | 'search' | 'chevronStart' | 'caretUp' | 'caretDown' | 'login' | 'message' | 'calendar' | 'swapRight' | 'unlock';

/** One of the list screens' icons, decorative, in the text colour and the font's size. */
export function ListIcon({ name, className }: { name: ListIconName; className?: string }) {
  return <span className={[styles.icon, styles[name], className].filter(Boolean).join(' ')} aria-hidden />;
}
