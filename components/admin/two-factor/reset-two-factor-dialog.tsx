import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useResetTwoFactor } from '../../../hooks/admin/use-two-factor';
import { useSingleFlight } from '../../../lib/action-state';
import type { PublicAdmin } from '../../../shared/contracts/admins.schemas';
import { AntdProvider } from '../../app/antd-provider';

interface ResetTwoFactorDialogProps {
  open: boolean;
  admin: PublicAdmin;
  onClose: () => void;
}

/** Asks before a super admin clears another admin's second factor (a lost phone): it is audited and cannot be undone. */
export function ResetTwoFactorDialog(props: ResetTwoFactorDialogProps) {
  return (
    <AntdProvider>
      <ConfirmContent {...props} />
    </AntdProvider>
  );
}

function ConfirmContent({ open, admin, onClose }: ResetTwoFactorDialogProps) {
  const { t } = useTranslation(['admin', 'common']);
  const reset = useResetTwoFactor();
  const confirm = useSingleFlight(async () => {
    try {
      await reset.mutateAsync(admin.id);
      onClose();
    } catch {
      // The HTTP client has shown why; the dialog stays for another try or a cancel.
    }
  });
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('admins.resetTwoFactor')}
      okText={t('admins.confirmReset')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ danger: true, loading: reset.isPending }}
      onOk={() => void confirm()}
      destroyOnHidden
    >
      <p>{t('admins.resetBody', { name: admin.name })}</p>
    </Modal>
  );
}
