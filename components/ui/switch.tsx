import type { ReactNode } from 'react';
import styles from './switch.module.css';

/** An on/off switch as antd draws it (a track with a sliding knob and an icon for each state); its label is its name and tooltip. */
export function Switch({
  isOn,
  onChange,
  label,
  onIcon,
  offIcon,
}: {
  isOn: boolean;
  onChange: (isOn: boolean) => void;
  label: string;
  onIcon?: ReactNode;
  offIcon?: ReactNode;
}) {
  return (
    <button type="button" role="switch" aria-checked={isOn} aria-label={label} title={label} onClick={() => onChange(!isOn)} className={styles.switch}>
      <span className={styles.icon} aria-hidden>
        {isOn ? onIcon : offIcon}
      </span>
      <span className={styles.knob} aria-hidden />
    </button>
  );
}
