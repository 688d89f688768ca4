import type { ReactNode } from 'react';
import styles from './statistic.module.css';

/** A figure under its title, as antd's Statistic shows it; the caller formats the value in the page's digits. */
export function Statistic({ title, value, suffix }: { title: ReactNode; value: ReactNode; suffix?: ReactNode }) {
  return (
    <div>
      <div className={styles.title}>{title}</div>
      <div className={styles.value}>
        {value}
        {suffix && <span className={styles.suffix}>{suffix}</span>}
      </div>
    </div>
  );
}
