import { Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeleteGift, useGiftDetail, usePublishGift } from '../../hooks/admin/use-gifts';
import { useFormat } from '../../hooks/use-format';
import { useSingleFlight } from '../../lib/action-state';
import type { PublicGift } from '../../shared/contracts/gifts.schemas';
import { AntdProvider } from '../app/antd-provider';

interface GiftConfirmDialogProps {
  open: boolean;
  gift: PublicGift;
  action: 'publish' | 'delete';
  onClose: () => void;
}

/** Asks before a publish (saying how many users and how much in all, as the server counts them now) or a delete. */
export function GiftConfirmDialog(props: GiftConfirmDialogProps) {
  return (
    <AntdProvider>
      <ConfirmContent {...props} />
    </AntdProvider>
  );
}

function ConfirmContent({ open, gift, action, onClose }: GiftConfirmDialogProps) {
  const { t } = useTranslation(['admin', 'common']);
  const format = useFormat();
  const publish = usePublishGift();
  const remove = useDeleteGift();
  const isPublish = action === 'publish';
  const preview = useGiftDetail(gift.id, { enabled: open && isPublish });
  const confirm = useSingleFlight(async () => {
    await (isPublish ? publish.mutateAsync(gift.id) : remove.mutateAsync(gift.id));
    onClose();
  });
  const counts = preview.data?.preview;
  const body = isPublish
    ? counts
      ? counts.recipients_count === 0
        ? t('gifts.publishNone')
        : t('gifts.publishBody', {
            count: counts.recipients_count,
            users: format.number(counts.recipients_count),
            amount: format.money(gift.amount),
            total: format.money(counts.total_amount),
          })
      : null
    : t('gifts.deleteBody');
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t(isPublish ? 'gifts.publishTitle' : 'gifts.deleteTitle', { title: gift.title })}
      okText={t(isPublish ? 'gifts.confirmPublish' : 'gifts.confirmDelete')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ danger: !isPublish, disabled: isPublish && (!counts || counts.recipients_count === 0), loading: publish.isPending || remove.isPending }}
      onOk={() => void confirm()}
      destroyOnHidden
    >
      {body ?? <Spin />}
    </Modal>
  );
}
