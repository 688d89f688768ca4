import type { ReactNode } from 'react';
import styles from './cells.module.css';

/**
 * A short label in a box, as antd's Tag draws it. A tone keeps antd's pale ground of that hue but
 * writes in its darkest shade: antd's preset colours put light text on it (gold read at 2.75:1).
 */
export function Tag({ tone, children }: { tone?: 'gold' | 'green' | 'blue'; children: ReactNode }) {
  return <span className={tone ? `${styles.tag} ${styles[tone]}` : styles.tag}>{children}</span>;
}
