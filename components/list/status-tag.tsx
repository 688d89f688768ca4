import styles from './cells.module.css';

const TONES = { paid: styles.green, pending: styles.gold, failed: styles.red, refunded: '' } as const;

/** A payment's status as a tag: paid green, pending gold, failed red (each above 4.5:1 in both themes). */
export function PaymentStatusTag({ status, label }: { status: keyof typeof TONES; label: string }) {
  return <span className={`${styles.tag} ${TONES[status]}`}>{label}</span>;
}
