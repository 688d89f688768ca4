import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePicker } from '../form/file-picker';
import { Avatar } from '../ui/avatar';
import styles from './avatar-picker.module.css';

const AVATAR_TYPES = 'image/png,image/jpeg,image/webp';

/**
 * An avatar chooser: previews the picked File (sent as multipart on save), or the current avatar until
 * one is picked. Plain, so the profile loads no antd; `id`, `value` and `onChange` are what antd's
 * Form.Item hands its child, so the admins drawer's form uses it as well.
 */
export function AvatarPicker({
  id = 'avatar',
  value,
  onChange,
  currentUrl,
  fallback,
  describedBy,
}: {
  id?: string;
  value?: File;
  onChange?: (file: File) => void;
  currentUrl: string | null | undefined;
  fallback: string;
  describedBy?: string;
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
    <div className={styles.picker}>
      <Avatar size={64} src={pickedUrl ?? currentUrl} name={fallback} />
      <FilePicker
        id={id}
        accept={AVATAR_TYPES}
        file={value}
        // A closed chooser keeps the picture already picked.
        onFile={(file) => file && onChange?.(file)}
        chooseLabel={t('profile.chooseImage')}
        describedBy={describedBy}
      />
    </div>
  );
}
