import styles from './spinner.module.css';

/** The small turning ring a busy button shows in place of its icon, in the button's text colour; `className` may size it. */
export function Spinner({ className }: { className?: string }) {
  return <span className={className ? `${styles.spinner} ${className}` : styles.spinner} aria-hidden />;
}
