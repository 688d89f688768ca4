import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadVideo } from '../../../hooks/admin/use-videos';
import { Button, buttonClassName } from '../../ui/button';
import { ProgressFigure } from '../../ui/progress-figure';
import { Spinner } from '../../ui/spinner';
import { FilePicker } from '../../form/file-picker';
import { controlClassName } from '../../list/fields';
import styles from './upload-form.module.css';

/**
 * Title, optional owner (user id or mobile) and the MP4; one request per submit, with the share sent
 * so far while it goes. The server checks everything again (the content is MP4, the size limit, the owner).
 */
export function VideoUploadForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('admin');
  const [percent, setPercent] = useState<number | null>(null);
  const upload = useUploadVideo(setPercent);
  const [title, setTitle] = useState('');
  const [owner, setOwner] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ title?: string; file?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (upload.isPending) return;
    const found = {
      ...(title.trim().length < 2 && { title: t('videos.uploadTitleRequired') }),
      ...(!file && { file: t('videos.uploadFileRequired') }),
    };
    setErrors(found);
    if (found.title || !file) return;
    setPercent(0);
    upload.mutate(
      { title: title.trim(), owner: owner.trim(), file },
      {
        onSuccess: onDone,
        onSettled: () => setPercent(null),
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('videos.upload')}>
      <div className={styles.field}>
        <label htmlFor="video-title">{t('videos.uploadTitle')}</label>
        <input
          id="video-title"
          className={controlClassName}
          value={title}
          maxLength={200}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? 'video-title-error' : undefined}
          onChange={(event) => setTitle(event.target.value)}
        />
        {errors.title && (
          <span id="video-title-error" className={styles.error}>
            {errors.title}
          </span>
        )}
      </div>
      <div className={styles.field}>
        <label htmlFor="video-owner">{t('videos.uploadOwner')}</label>
        <input
          id="video-owner"
          className={controlClassName}
          dir="ltr"
          inputMode="numeric"
          value={owner}
          maxLength={30}
          onChange={(event) => setOwner(event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <span id="video-file-label" className={styles.label}>
          {t('videos.uploadFile')}
        </span>
        <FilePicker
          id="video-file"
          accept="video/mp4,.mp4"
          file={file}
          onFile={(chosen) => setFile(chosen ?? null)}
          chooseLabel={t('videos.uploadChoose')}
          noFileLabel={t('videos.uploadNoFile')}
          labelledBy="video-file-label"
          describedBy={errors.file ? 'video-file-error' : undefined}
          isInvalid={Boolean(errors.file)}
        />
        {errors.file && (
          <span id="video-file-error" className={styles.error}>
            {errors.file}
          </span>
        )}
      </div>
      <div className={styles.actions}>
        <button type="submit" className={buttonClassName('primary')} disabled={upload.isPending} aria-busy={upload.isPending || undefined}>
          {upload.isPending && <Spinner />}
          {t('videos.uploadSubmit')}
        </button>
        <Button disabled={upload.isPending} onClick={onDone}>
          {t('videos.uploadCancel')}
        </Button>
        {percent !== null && <ProgressFigure percent={percent} label={t('videos.uploadProgress')} />}
      </div>
    </form>
  );
}
