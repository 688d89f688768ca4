import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeleteBackup } from '../../hooks/admin/use-backups';
import { useSingleFlight } from '../../lib/action-state';
import type { BackupRow } from '../../shared/contracts/backups.schemas';
import { AntdProvider } from '../app/antd-provider';
import styles from './backups-screen.module.css';

interface BackupDeleteDialogProps {
  open: boolean;
  backup: BackupRow;
  /** `deleted` says whether the backup is gone. */
  onClose: (deleted: boolean) => void;
}

/** Asks before a backup is deleted: it cannot be brought back. */
export function BackupDeleteDialog(props: BackupDeleteDialogProps) {
  return (
    <AntdProvider>
      <ConfirmContent {...props} />
    </AntdProvider>
  );
}

function ConfirmContent({ open, backup, onClose }: BackupDeleteDialogProps) {
  const { t } = useTranslation(['admin', 'common']);
  const remove = useDeleteBackup();
  const confirm = useSingleFlight(async () => {
    try {
      await remove.mutateAsync(backup.name);
      onClose(true);
    } catch {
      // The HTTP client has shown why; the dialog stays for another try or a cancel.
    }
  });
  return (
    <Modal
      open={open}
      onCancel={() => onClose(false)}
      title={t('backups.deleteTitle')}
      okText={t('backups.confirmDelete')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ danger: true, loading: remove.isPending }}
      onOk={() => void confirm()}
      destroyOnHidden
    >
      <p>{t('backups.deleteBody')}</p>
      <p>
        <bdi className={styles.latin}>{backup.name}</bdi>
      </p>
    </Modal>
  );
}
