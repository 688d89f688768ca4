import { Button, Drawer, Flex } from 'antd';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../hooks/use-settings';

/**
 * The panel's side drawer around one form: it opens from the side away from the sider, its footer's
 * save button submits the form by id while the body scrolls, and every opening starts from a fresh form. Rendered inside an AntdProvider.
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
  // Each opening gets a body of its own (forms, their stores, what was typed): "new" after an edit or
  // a create must open empty, even if the drawer is opened again before it finished closing.
  const [opening, setOpening] = useState({ count: 0, wasOpen: open });
  if (open !== opening.wasOpen) setOpening({ count: opening.count + (open ? 1 : 0), wasOpen: open });
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
      <Fragment key={opening.count}>{children}</Fragment>
    </Drawer>
  );
}
