import { UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Upload } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../ui/avatar';

const AVATAR_TYPES = 'image/png,image/jpeg,image/webp';

/**
 * An avatar chooser for a Form.Item: keeps the picked File in the form (sent as multipart on save)
 * and previews it, or the current avatar until one is picked.
 */
export function AvatarPicker({
  id,
  value,
  onChange,
  currentUrl,
  fallback,
}: {
  id?: string;
  value?: File;
  onChange?: (file: File) => void;
  currentUrl: string | null | undefined;
  fallback: string;
}) {
  const { t } = useTranslation('admin');
  const pickedUrl = useMemo(() => (value ? URL.createObjectURL(value) : undefined), [value]);
  useEffect(
    () => () => {
      if (pickedUrl) URL.revokeObjectURL(pickedUrl);
    },
    [pickedUrl],
  );
  return (
    <Flex align="center" gap={16}>
      <Avatar size={64} src={pickedUrl ?? currentUrl} name={fallback} />
      <Upload
        id={id}
        accept={AVATAR_TYPES}
        showUploadList={false}
        maxCount={1}
        beforeUpload={(file) => {
          onChange?.(file);
          return false; // Keep the file here; it goes up with the rest of the form.
        }}
      >
        <Button icon={<UploadOutlined />}>{t('profile.chooseImage')}</Button>
      </Upload>
    </Flex>
  );
}
