import styles from './spinner.module.css';

/** The small turning ring a busy button shows in place of its icon, in the button's text colour. */
export function Spinner() {
  return <span className={styles.spinner} aria-hidden />;
}
