import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaybackCalls } from '../../hooks/use-video-playback';
import { Button } from '../ui/button';
import { PlayerIcon } from './player-icons';
import type { PlayableVideo } from './video-player';

// The player arrives with its first opening, not with the list page (whose first load has a budget).
const VideoPlayer = dynamic(() => import('./video-player').then((module) => module.VideoPlayer), { ssr: false });

/** "Watch" for one recording: opens the player in a modal dialog; closing it gives the focus back here. */
export function WatchButton({ video, calls }: { video: PlayableVideo; calls: PlaybackCalls }) {
  const { t } = useTranslation('common');
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button icon={<PlayerIcon name="play" />} aria-label={t('player.watchOf', { title: video.title })} onClick={() => setIsOpen(true)}>
        {t('player.watch')}
      </Button>
      {isOpen && <VideoPlayer video={video} calls={calls} onClose={() => setIsOpen(false)} />}
    </>
  );
}
