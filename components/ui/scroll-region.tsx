import type { ReactNode } from 'react';
import styles from './scroll-region.module.css';

/**
 * An area that scrolls sideways when its content is wider than the screen. It takes keyboard focus
 * and has a name, so a keyboard user can scroll it and a screen reader announces what it holds.
 * Inside a titled card, which is already a region of that name, it is a group: a page names each
 * landmark once.
 */
export function ScrollRegion({ label, isInTitledCard = false, children }: { label: string; isInTitledCard?: boolean; children: ReactNode }) {
  return (
    <div role={isInTitledCard ? 'group' : 'region'} aria-label={label} tabIndex={0} className={styles.region}>
      {children}
    </div>
  );
}
