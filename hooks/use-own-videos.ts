import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../lib/http/api';
import { saveDownload } from '../lib/http/save-download';
import type { ListParams } from '../lib/list-query';
import type { videoRoutes } from '../shared/contracts/videos';
import type { OwnVideo } from '../shared/contracts/videos.schemas';
import type { Page } from '../shared/contracts/kit.schemas';
import { useList } from './use-list-query';

export const useOwnVideos = (params: ListParams<typeof videoRoutes.ownList.listing>, initialData?: Page<OwnVideo>) =>
  useList(api.videos.ownList, params, initialData);

/** Saves one of the user's recordings, telling `onProgress` the percentage received (named as saveVideo names it). */
export const saveOwnVideo = (video: { id: number; title: string }, onProgress: (percent: number) => void) =>
  saveDownload((options) => api.videos.ownDownload({ params: { id: video.id } }, options), { filename: `${video.title}.mp4`, onProgress });

/** Asks again for the user's videos (after the player closes: where they left off has moved). */
export function useRefreshOwnVideos(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: api.videos.ownList.key }), [queryClient]);
}
