import { useTranslation } from 'react-i18next';
import { useFormat } from '../../hooks/use-format';
import { useListParams } from '../../hooks/use-list-params';
import { saveOwnVideo, useOwnVideos, useRefreshOwnVideos } from '../../hooks/use-own-videos';
import { videoRoutes } from '../../shared/contracts/videos';
import type { OwnVideo } from '../../shared/contracts/videos.schemas';
import type { InitialList } from '../list/list-screen';
import { Card } from '../ui/card';
import { PlainTable } from '../ui/plain-table';
import { ScrollRegion } from '../ui/scroll-region';
import { ownPlaybackCalls } from '../../hooks/use-video-playback';
import { VideoDownloadButton } from '../videos/download-button';
import { WatchButton } from '../videos/watch-button';
import { SimplePager } from './simple-pager';
import { UserLayout, type UserSession } from './user-layout';
import styles from './user-layout.module.css';
import videos from './videos-screen.module.css';
import videoActions from '../videos/video-actions.module.css';

export interface VideosPageData {
  session: UserSession;
  list: InitialList<OwnVideo, typeof videoRoutes.ownList.listing>;
}

/** The user's own meeting recordings, newest first, each to watch in the page or download with its progress. */
export function VideosScreen({ session, list: initial }: VideosPageData) {
  const { t } = useTranslation('user');
  const format = useFormat();
  const [params, change] = useListParams(videoRoutes.ownList.listing);
  const refresh = useRefreshOwnVideos();
  const query = useOwnVideos(params, params.page === initial.params.page ? initial.list : undefined);
  const page = query.data;
  const pageCount = Math.max(1, Math.ceil((page?.total ?? 0) / params.per_page));
  const nowrap = (text: string) => <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;
  return (
    <UserLayout title={t('videos.title')} session={session}>
      <h1 className={styles.pageTitle}>{t('videos.title')}</h1>
      <Card>
        <ScrollRegion label={t('videos.title')}>
          <PlainTable
            rows={page?.items ?? []}
            rowKey={(row) => row.id}
            caption={t('videos.title')}
            empty={t('videos.none')}
            isBusy={query.isFetching}
            columns={[
              { key: 'title', title: t('videos.name'), render: (row) => row.title },
              { key: 'duration', title: t('videos.duration'), render: (row) => nowrap(format.duration(row.duration_seconds)) },
              { key: 'size', title: t('videos.size'), className: videos.fromTablet, render: (row) => nowrap(format.fileSize(row.size_bytes)) },
              {
                key: 'date',
                title: t('videos.createdAt'),
                className: videos.fromTablet,
                render: (row) => nowrap(format.date(row.created_at, { withTime: true })),
              },
              {
                key: 'actions',
                title: t('videos.actions'),
                render: (row) => (
                  <div className={videoActions.actions}>
                    <WatchButton video={row} calls={ownPlaybackCalls} continueFrom={row.continue_from_seconds} onClosed={refresh} />
                    <VideoDownloadButton title={row.title} save={(onProgress) => saveOwnVideo(row, onProgress)} />
                  </div>
                ),
              },
            ]}
          />
        </ScrollRegion>
        <SimplePager page={params.page} pageCount={pageCount} label={t('videos.pages')} onPage={(page) => change({ page })} />
      </Card>
    </UserLayout>
  );
}
