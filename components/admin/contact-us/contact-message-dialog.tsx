import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useContactMessage } from '../../../hooks/admin/use-contact-messages';
import { useFormat } from '../../../hooks/use-format';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import styles from './contact-message-dialog.module.css';

/** A contact-us message read whole in a modal dialog; fetching it marks it read. */
export function ContactMessageDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { data: message, isError } = useContactMessage(id);
  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    // Closed when the page leaves: an open modal dialog would keep the page inert.
    return () => element?.close();
  }, []);
  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId} className={styles.title} dir="auto">
        {message?.subject ?? t('contactUs.message')}
      </h2>
      {!message && !isError && <Spinner />}
      {isError && <p>{t('contactUs.loadFailed')}</p>}
      {message && (
        <>
          <dl className={styles.facts}>
            <dt>{t('contactUs.sender')}</dt>
            <dd>{message.name}</dd>
            <dt>{t('contactUs.replyTo')}</dt>
            {/* Isolated rather than a left-to-right cell: the value still starts beside its label, and reads left to right. */}
            <dd>
              <bdi dir="ltr">{[message.mobile && format.digits(message.mobile), message.email].filter(Boolean).join(' · ')}</bdi>
            </dd>
            <dt>{t('contactUs.receivedAt')}</dt>
            <dd>{format.date(message.created_at, { withTime: true })}</dd>
            {message.read_at !== null && (
              <>
                <dt>{t('contactUs.state')}</dt>
                <dd>{t('contactUs.readAt', { date: format.date(message.read_at, { withTime: true }) })}</dd>
              </>
            )}
            <dt>{t('contactUs.ip')}</dt>
            <dd>
              <bdi dir="ltr">{message.ip}</bdi>
            </dd>
          </dl>
          <p className={styles.message} dir="auto">
            {message.message}
          </p>
        </>
      )}
      <div className={styles.actions}>
        <Button variant="primary" onClick={() => dialog.current?.close()}>
          {t('contactUs.close')}
        </Button>
      </div>
    </dialog>
  );
}
