import styles from './cells.module.css';

const TONES = { paid: styles.green, pending: styles.gold, failed: styles.red, refunded: '' } as const;

/** A payment's status as a tag: paid green, pending gold, failed red (each above 4.5:1 in both themes). */
export function PaymentStatusTag({ status, label }: { status: keyof typeof TONES; label: string }) {
  return <span className={`${styles.tag} ${TONES[status]}`}>{label}</span>;
}

const SUPPORT_TONES = { open: styles.gold, customer_reply: styles.gold, answered: styles.green, closed: '' } as const;

/** A ticket's status as a tag: waiting for an admin gold, answered green, closed plain. */
export function SupportStatusTag({ status, label }: { status: keyof typeof SUPPORT_TONES; label: string }) {
  return <span className={`${styles.tag} ${SUPPORT_TONES[status]}`}>{label}</span>;
}
