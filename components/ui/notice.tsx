import type { ReactNode } from 'react';
import { FrameIcon } from './frame-icon';
import styles from './notice.module.css';

const ICONS = { info: 'infoFilled', warning: 'warningFilled' } as const;

/** A line of information or warning in a tinted box with its icon, as antd's Alert draws it. */
export function Notice({ type, children }: { type: keyof typeof ICONS; children: ReactNode }) {
  return (
    <div className={`${styles.notice} ${styles[type]}`}>
      <FrameIcon name={ICONS[type]} className={styles.icon} />
      <div>{children}</div>
    </div>
  );
}
