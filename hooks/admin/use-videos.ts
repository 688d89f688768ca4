import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { message } from '../../lib/feedback';
import { api } from '../../lib/http/api';
import { saveDownload } from '../../lib/http/save-download';

/** The videos list's call, for its screen's ListScreen. */
export const videosList = api.videos.list;

/** Asks again for the videos list (after the player closes: where the admin left off has moved). */
export function useRefreshVideos(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: api.videos.list.key }), [queryClient]);
}

export interface VideoUpload {
  title: string;
  /** A user id or mobile; empty for none. */
  owner: string;
  file: File;
}

/** Uploads a video (multipart), telling `onProgress` the percentage sent; the list reloads after. */
export function useUploadVideo(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ title, owner, file }: VideoUpload) =>
      api.videos.upload(
        { body: { title, owner: owner || undefined, file } },
        {
          onProgress: (loaded, total) => {
            if (total) onProgress(Math.round((loaded / total) * 100));
          },
        },
      ),
    onSuccess: async (result) => {
      message(result.message);
      await queryClient.invalidateQueries({ queryKey: api.videos.list.key });
    },
  });
}

/**
 * Saves a recording, telling `onProgress` the percentage received; named by the server's
 * Content-Disposition (the title, made fit for a file name), by the title here only if it cannot be read.
 */
export const saveVideo = (video: { id: number; title: string }, onProgress: (percent: number) => void) =>
  saveDownload((options) => api.videos.download({ params: { id: video.id } }, options), { filename: `${video.title}.mp4`, onProgress });
