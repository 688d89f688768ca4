import { ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
import styles from './notice.module.css';

const ICONS = { info: InfoCircleFilled, warning: ExclamationCircleFilled };

/** A line of information or warning in a tinted box with its icon, as antd's Alert draws it. */
export function Notice({ type, children }: { type: keyof typeof ICONS; children: ReactNode }) {
  const Icon = ICONS[type];
  return (
    <div className={`${styles.notice} ${styles[type]}`}>
      <Icon className={styles.icon} aria-hidden />
      <div>{children}</div>
    </div>
  );
}
