import { useId, type ReactNode } from 'react';
import styles from './card.module.css';

/**
 * antd's card drawn with antd's CSS variables. antd's Card brings its tabs, their overflow menu and a
 * form context (rc-tabs, rc-menu, rc-form: ~40 kB gzip) into every page that shows a box with a
 * title. A titled card is a region named by its heading.
 */
export function Card({
  title,
  size,
  isNarrow = false,
  className,
  children,
}: {
  title?: ReactNode;
  size?: 'small';
  /** A form's width rather than the page's. */
  isNarrow?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  const classes = [styles.card, size === 'small' ? styles.small : undefined, isNarrow ? styles.narrow : undefined, className].filter(Boolean).join(' ');
  return (
    <section className={classes} aria-labelledby={title ? titleId : undefined}>
      {title && (
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
      )}
      <div className={styles.body}>{children}</div>
    </section>
  );
}
