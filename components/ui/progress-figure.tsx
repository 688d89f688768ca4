import { useFormat } from '../../hooks/use-format';
import styles from './progress-figure.module.css';

/** A thin progress bar with its percentage in the page's digits, announced as a status. */
export function ProgressFigure({ percent, label }: { percent: number; label: string }) {
  const format = useFormat();
  return (
    <span className={styles.progress} role="status">
      <progress max={100} value={percent} aria-label={label} />
      <span>{format.digits(`${percent}%`)}</span>
    </span>
  );
}
