import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadBackup, useBackups, useExportBackup } from '../../hooks/admin/use-backups';
import { useFormat } from '../../hooks/use-format';
import { useIsPhone } from '../../hooks/use-is-phone';
import { useSingleFlight } from '../../lib/action-state';
import type { AdminPageProps } from '../../lib/admin-ssr';
import { useCopy } from '../../lib/copy';
import type { BackupList, BackupRow } from '../../shared/contracts/backups.schemas';
import columnStyles from '../list/data-table.module.css';
import { ListIcon } from '../list/list-icons';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Notice } from '../ui/notice';
import { PlainTable, type PlainColumn } from '../ui/plain-table';
import { ScrollRegion } from '../ui/scroll-region';
import { Spinner } from '../ui/spinner';
import { AdminPage } from './admin-page';
import styles from './backups-screen.module.css';

export interface BackupsPageData {
  list: BackupList;
}

// The confirmation and its antd Modal load at the first delete click: the list draws no antd.
const BackupDeleteDialog = dynamic(() => import('./backup-delete-dialog').then((module) => module.BackupDeleteDialog));

export function BackupsScreen(props: AdminPageProps<BackupsPageData>) {
  const { t } = useTranslation('admin');
  const isMobile = useIsPhone(props.isMobile);
  return (
    <AdminPage shell={props} title={t('backups.title')} forbidden={props.forbidden}>
      {props.page && <BackupsContent initial={props.page.list} isMobile={isMobile} />}
    </AdminPage>
  );
}

function BackupsContent({ initial, isMobile }: { initial: BackupList; isMobile: boolean }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const { data } = useBackups(initial);
  const exportBackup = useExportBackup();
  const [downloading, setDownloading] = useState<{ name: string; percent: number } | null>(null);
  const [chosen, setChosen] = useState<BackupRow | null>(null);
  const [deleting, setDeleting] = useState<{ open: boolean; backup: BackupRow } | null>(null);
  const { copy, isCopied } = useCopy();

  const backUpNow = useSingleFlight(async () => {
    try {
      await exportBackup.mutateAsync();
    } catch {
      // The HTTP client has shown the refusal (another backup running) or the failure.
    }
  });
  const download = useSingleFlight(async (backup: BackupRow) => {
    setDownloading({ name: backup.name, percent: 0 });
    try {
      await downloadBackup(backup, (percent) => setDownloading({ name: backup.name, percent }));
    } catch {
      // The download has told the admin (the seed's "download failed").
    } finally {
      setDownloading(null);
    }
  });

  const maker = (backup: BackupRow) => (backup.created_by ? backup.created_by.name : t(`backups.kind.${backup.kind}`));
  const nameCell = (backup: BackupRow) => (
    <div className={styles.stack}>
      <span className={styles.latin}>{backup.name}</span>
      {isMobile && (
        <span className={styles.secondary}>
          {format.date(backup.created_at, { withTime: true })} · {format.fileSize(backup.size)} · {maker(backup)}
        </span>
      )}
    </div>
  );
  const actions = (backup: BackupRow) => {
    const isThis = downloading?.name === backup.name;
    return (
      <div className={styles.actions}>
        <Button isBusy={isThis} disabled={downloading !== null} onClick={() => void download(backup)} aria-label={`${t('backups.download')} ${backup.name}`}>
          {t('backups.download')}
        </Button>
        {isThis && (
          <span className={styles.progress} role="status">
            <progress max={100} value={downloading.percent} aria-label={t('backups.downloadProgress')} />
            <span>{format.digits(`${downloading.percent}%`)}</span>
          </span>
        )}
        <Button onClick={() => setChosen(backup)} aria-label={`${t('backups.restore')} ${backup.name}`} aria-pressed={chosen?.name === backup.name}>
          {t('backups.restore')}
        </Button>
        <Button
          icon={<ListIcon name="delete" />}
          title={t('backups.delete')}
          aria-label={`${t('backups.delete')} ${backup.name}`}
          onClick={() => setDeleting({ open: true, backup })}
        />
      </div>
    );
  };
  const columns: PlainColumn<BackupRow>[] = [
    { key: 'name', title: t('backups.name'), render: nameCell },
    ...(isMobile
      ? []
      : [
          { key: 'created_at', title: t('backups.createdAt'), width: 150, render: (backup: BackupRow) => format.date(backup.created_at, { withTime: true }) },
          { key: 'size', title: t('backups.sizeTitle'), width: 100, render: (backup: BackupRow) => format.fileSize(backup.size) },
          { key: 'by', title: t('backups.by'), width: 140, className: columnStyles.md, render: maker },
          {
            key: 'sha256',
            title: t('backups.checksum'),
            width: 130,
            className: columnStyles.lg,
            render: (backup: BackupRow) => (
              <span className={styles.latin} title={backup.sha256}>
                {backup.sha256.slice(0, 12)}…
              </span>
            ),
          },
        ]),
    { key: 'actions', title: t('backups.actions'), width: isMobile ? 120 : 260, render: actions },
  ];

  const schedule = data.schedule;
  return (
    <Card>
      <div className={styles.toolbar}>
        <Button variant="primary" isBusy={exportBackup.isPending} disabled={exportBackup.isPending} onClick={() => void backUpNow()}>
          {t('backups.backUpNow')}
        </Button>
        {exportBackup.isPending && (
          <span className={styles.status} role="status">
            <Spinner />
            {t('backups.running')}
          </span>
        )}
      </div>
      <div className={styles.schedule}>
        <Notice type="info">
          {schedule.enabled
            ? t('backups.scheduleOn', {
                time: format.digits(schedule.daily_at),
                daily: format.number(schedule.keep_daily),
                weekly: format.number(schedule.keep_weekly),
                next: schedule.next_run_at === null ? '' : format.date(schedule.next_run_at, { withTime: true }),
              })
            : t('backups.scheduleOff')}
        </Notice>
      </div>
      <ScrollRegion label={t('backups.title')}>
        <PlainTable rows={data.backups} rowKey={(backup) => backup.name} columns={columns} empty={t('backups.empty')} caption={t('backups.title')} />
      </ScrollRegion>
      {chosen && (
        <section className={styles.restore} aria-labelledby="restore-title">
          <h3 id="restore-title">
            {t('backups.restoreTitle')} <bdi className={styles.latin}>{chosen.name}</bdi>
          </h3>
          <div className={styles.command}>
            <code className={styles.latin}>{chosen.restore_command}</code>
            <Button onClick={() => void copy(chosen.restore_command)}>{isCopied ? t('backups.copied') : t('backups.copy')}</Button>
          </div>
          <p>{t('backups.restoreHint')}</p>
        </section>
      )}
      {deleting && (
        <BackupDeleteDialog
          onClose={(deleted) => {
            if (deleted && chosen?.name === deleting.backup.name) setChosen(null);
            setDeleting((current) => current && { ...current, open: false });
          }}
          {...deleting}
        />
      )}
    </Card>
  );
}
