import type { CSSProperties, ReactNode } from 'react';
import styles from './card-grid.module.css';

/**
 * Cards in as many columns as fit, each at least `minWidth` wide. CSS grid rather than antd's
 * Row/Col: the grid component brings ~85 KB of CSS for every span and breakpoint into the page.
 */
export function CardGrid({ minWidth = 220, children, style }: { minWidth?: number; children: ReactNode; style?: CSSProperties }) {
  return (
    <div className={styles.grid} style={{ ...style, ['--card-min' as string]: `${minWidth}px` }}>
      {children}
    </div>
  );
}
