import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPageProps } from '../../lib/admin-ssr';
import { saveVideo, useRefreshVideos, videosList } from '../../hooks/admin/use-videos';
import { useFormat } from '../../hooks/use-format';
import { useIsPhone } from '../../hooks/use-is-phone';
import type { videoRoutes } from '../../shared/contracts/videos';
import type { AdminVideo } from '../../shared/contracts/videos.schemas';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { adminPlaybackCalls } from '../../hooks/use-video-playback';
import { VideoDownloadButton } from '../videos/download-button';
import { WatchButton } from '../videos/watch-button';
import { AdminPage } from './admin-page';
import styles from '../list/cells.module.css';
import type { ListColumn } from '../list/data-table';
import { ListIcon } from '../list/list-icons';
import { ListScreen, type InitialList } from '../list/list-screen';
import { VideoUploadForm } from './videos/upload-form';
import videoActions from '../videos/video-actions.module.css';

export interface VideosPageData {
  list: InitialList<AdminVideo, typeof videoRoutes.list.listing>;
}

export function VideosScreen(props: AdminPageProps<VideosPageData>) {
  const { t } = useTranslation('admin');
  const isMobile = useIsPhone(props.isMobile);
  return (
    <AdminPage shell={props} title={t('videos.title')} forbidden={props.forbidden}>
      {props.page && <VideosContent initial={props.page} isMobile={isMobile} />}
    </AdminPage>
  );
}

function VideosContent({ initial, isMobile }: { initial: VideosPageData; isMobile: boolean }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const [isUploading, setIsUploading] = useState(false);
  const refresh = useRefreshVideos();

  const ownerCell = (video: AdminVideo) =>
    video.owner ? (
      <div className={`${styles.stack} ${styles.names}`}>
        <span className={styles.wrap}>{video.owner.name}</span>
        <span dir="ltr" className={`${styles.wrap} ${styles.username}`}>
          {format.digits(video.owner.mobile)}
        </span>
      </div>
    ) : (
      <span className={styles.secondary}>{t('videos.noOwner')}</span>
    );
  const nowrap = (text: string) => <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;
  const actions = (video: AdminVideo, className = videoActions.actions) => (
    <div className={className}>
      <WatchButton video={video} calls={adminPlaybackCalls} continueFrom={video.continue_from_seconds} onClosed={refresh} />
      <VideoDownloadButton title={video.title} save={(onProgress) => saveVideo(video, onProgress)} />
    </div>
  );

  // A phone has room for the recording told in one cell, and watching or downloading it.
  const phoneColumns: ListColumn<AdminVideo>[] = [
    {
      title: t('videos.name'),
      key: 'title',
      render: (video) => (
        <div className={styles.stack}>
          <span className={styles.wrap}>{video.title}</span>
          {/* Each figure isolated: side by side, the duration's digits and the size's ran together in right-to-left text. */}
          <span className={styles.secondary}>
            <bdi>{format.duration(video.duration_seconds)}</bdi> · <bdi>{format.fileSize(video.size_bytes)}</bdi>
          </span>
          {video.owner && <span className={styles.secondary}>{video.owner.name}</span>}
          <span className={styles.secondary}>{format.date(video.created_at, { withTime: true })}</span>
          {actions(video)}
        </div>
      ),
    },
  ];
  // The title takes the room left: the figures keep to their one line with no fixed width (a fixed width left
  // them spare room while English titles wrapped in ~180 px), and the owner's name and mobile stack in less.
  const columns: ListColumn<AdminVideo>[] = [
    { title: t('videos.name'), key: 'title', sortField: 'title', render: (video) => <span className={styles.wrap}>{video.title}</span> },
    { title: t('videos.owner'), key: 'owner', width: 140, showFrom: 'lg', render: ownerCell },
    { title: t('videos.duration'), key: 'duration', sortField: 'duration_seconds', render: (video) => nowrap(format.duration(video.duration_seconds)) },
    { title: t('videos.size'), key: 'size', sortField: 'size_bytes', render: (video) => nowrap(format.fileSize(video.size_bytes)) },
    {
      title: t('videos.createdAt'),
      key: 'created_at',
      sortField: 'created_at',
      showFrom: 'md',
      render: (video) => nowrap(format.date(video.created_at, { withTime: true })),
    },
    { title: t('videos.actions'), key: 'actions', render: (video) => actions(video, `${videoActions.actions} ${videoActions.inColumn}`) },
  ];

  return (
    <Card>
      {isUploading && <VideoUploadForm onDone={() => setIsUploading(false)} />}
      <ListScreen
        list={videosList}
        initial={initial.list}
        columns={isMobile ? phoneColumns : columns}
        label={t('videos.title')}
        searchLabel={t('videos.search')}
        actions={
          <Button variant="primary" icon={<ListIcon name="plus" />} disabled={isUploading} onClick={() => setIsUploading(true)}>
            {t('videos.upload')}
          </Button>
        }
      />
    </Card>
  );
}
