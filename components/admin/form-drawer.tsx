import { Button, Drawer, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../hooks/use-settings';

/**
 * The panel's side drawer around one form: it opens from the side away from the sider, and its footer's
 * save button submits the form by id while the body scrolls. Rendered inside an AntdProvider.
 */
export function FormDrawer({
  open,
  onClose,
  title,
  formId,
  isBusy,
  canSave = true,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  formId: string;
  isBusy: boolean;
  canSave?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  const { settings } = useSettings();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement={settings.language === 'fa' ? 'left' : 'right'}
      size="min(520px, 100vw)"
      title={title}
      destroyOnHidden
      footer={
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" form={formId} loading={isBusy} disabled={!canSave}>
            {t('actions.save')}
          </Button>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
        </Flex>
      }
    >
      {children}
    </Drawer>
  );
}
