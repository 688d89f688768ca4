import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSingleFlight } from '../../lib/action-state';
import { Button } from '../ui/button';
import { ProgressFigure } from '../ui/progress-figure';
import styles from './download-button.module.css';

/**
 * Downloads one video with a progress bar and its percentage, which stays at the last figure once the
 * download ends (100 % when complete); a failure shows the seed's "Download failed" (the download's toast).
 */
export function VideoDownloadButton({ title, save }: { title: string; save: (onProgress: (percent: number) => void) => Promise<void> }) {
  const { t } = useTranslation('common');
  const [percent, setPercent] = useState<number | null>(null);
  const [isRunning, setIsRunning] = useState(false);

  const download = useSingleFlight(async () => {
    setIsRunning(true);
    setPercent(0);
    try {
      await save(setPercent);
    } catch {
      setPercent(null);
    } finally {
      setIsRunning(false);
    }
  });

  return (
    <span className={styles.group}>
      <Button isBusy={isRunning} disabled={isRunning} aria-label={t('videos.downloadOf', { title })} onClick={() => void download()}>
        {t('videos.download')}
      </Button>
      {percent !== null && <ProgressFigure percent={percent} label={t('videos.progress', { title })} />}
    </span>
  );
}
