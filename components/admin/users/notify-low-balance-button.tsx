import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useJobProgress, useStartLowBalanceJob } from '../../../hooks/admin/use-low-balance-job';
import { useFormat } from '../../../hooks/use-format';
import { useSingleFlight } from '../../../lib/action-state';
import type { PublicJob } from '../../../shared/contracts/notification-jobs.schemas';
import { ListIcon } from '../../list/list-icons';
import { Button } from '../../ui/button';
import styles from './notify-low-balance-button.module.css';

/**
 * Texts every user below the minimum balance (users.manage): asks first, starts the background job
 * (or joins the one running), then shows its progress until it ends and how many were told.
 */
export function NotifyLowBalanceButton() {
  const { t } = useTranslation(['admin', 'common']);
  const format = useFormat();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [started, setStarted] = useState<PublicJob>();
  const start = useStartLowBalanceJob();
  const { data: job } = useJobProgress(started);
  const isRunning = job?.status === 'queued' || job?.status === 'running';
  const confirm = useSingleFlight(async () => {
    dialog.current?.close();
    setStarted(await start.mutateAsync());
  });
  // The dialog is closed when the page leaves; an open modal dialog would keep the page inert.
  useEffect(() => () => dialog.current?.close(), []);
  const total = job ? Math.max(job.total, job.done) : 0;
  return (
    <div className={styles.wrap}>
      <Button icon={<ListIcon name="message" />} isBusy={start.isPending || isRunning} disabled={isRunning} onClick={() => dialog.current?.showModal()}>
        {t('users.notifyLowBalance')}
      </Button>
      {job && (
        <div className={styles.status} role="status">
          {isRunning && (
            <>
              <progress className={styles.progress} max={Math.max(total, 1)} value={job.done} aria-label={t('users.notifyLowBalance')} />
              <span>{t('users.notifyLowBalanceProgress', { done: format.number(job.done), total: format.number(total) })}</span>
            </>
          )}
          {job.status === 'done' && <span>{t('users.notifyLowBalanceDone', { users: format.number(job.done) })}</span>}
          {job.status === 'failed' && <span className={styles.failed}>{t('users.notifyLowBalanceFailed')}</span>}
        </div>
      )}
      <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.title}>
          {t('users.notifyLowBalance')}
        </h2>
        <p className={styles.text}>{t('users.notifyLowBalanceConfirm')}</p>
        <div className={styles.actions}>
          <Button onClick={() => dialog.current?.close()}>{t('common:actions.cancel')}</Button>
          <Button variant="primary" onClick={() => void confirm()}>
            {t('users.notifyLowBalanceStart')}
          </Button>
        </div>
      </dialog>
    </div>
  );
}
