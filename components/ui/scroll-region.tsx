import type { ReactNode } from 'react';
import styles from './scroll-region.module.css';

/**
 * An area that scrolls sideways when its content is wider than the screen. It takes keyboard focus
 * and has a name, so a keyboard user can scroll it and a screen reader announces what it holds.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={styles.region}>
      {children}
    </div>
  );
}
