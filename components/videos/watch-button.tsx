import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../hooks/use-format';
import type { PlaybackCalls } from '../../hooks/use-video-playback';
import { formatPlayerTime } from '../../shared/video-playback';
import { Button } from '../ui/button';
import { PlayerIcon } from './player-icons';
import type { PlayableVideo } from './video-player';

// The player arrives with its first opening, not with the list page (whose first load has a budget).
const VideoPlayer = dynamic(() => import('./video-player').then((module) => module.VideoPlayer), { ssr: false });

/**
 * "Watch" for one recording, or "continue from 12:34" when the viewer left it part-way: opens the
 * player in a modal dialog; closing it gives the focus back here and tells `onClosed` (the list then
 * asks again for where the viewer is).
 */
export function WatchButton({
  video,
  calls,
  continueFrom = null,
  onClosed,
}: {
  video: PlayableVideo;
  calls: PlaybackCalls;
  continueFrom?: number | null;
  onClosed?: () => void;
}) {
  const { t } = useTranslation('common');
  const format = useFormat();
  const [isOpen, setIsOpen] = useState(false);
  const time = continueFrom === null ? '' : format.digits(formatPlayerTime(continueFrom, video.duration_seconds >= 3600));
  return (
    <>
      <Button
        icon={<PlayerIcon name="play" />}
        aria-label={continueFrom === null ? t('player.watchOf', { title: video.title }) : t('player.continueOf', { title: video.title, time })}
        onClick={() => setIsOpen(true)}
      >
        {continueFrom === null ? t('player.watch') : t('player.continueFrom', { time })}
      </Button>
      {isOpen && (
        <VideoPlayer
          video={video}
          calls={calls}
          onClose={() => {
            setIsOpen(false);
            onClosed?.();
          }}
        />
      )}
    </>
  );
}
