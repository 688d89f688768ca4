import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { message } from '../../lib/feedback';
import { call, http, toFormData } from '../../lib/http/client';
import type { FilterKind, ListParams, ListSpec } from '../../lib/list-query';
import type { Envelope, Page } from '../../server/http/schemas';
import type { AdminVideo, VideoListRequest, videoCreatedData } from '../../server/modules/videos/schemas';
import { useListQuery } from '../use-list-query';

export const videosQueryKey = ['admin', 'videos'] as const;

/** What GET /admin/videos allows (its videoListQuery), for the URL and the server render. */
export const videoListSpec: ListSpec = {
  sortFields: ['created_at', 'duration_seconds', 'size_bytes', 'title'] satisfies VideoListRequest['sort'] extends `${infer Field}:${string}` ? Field[] : never,
  defaultSort: 'created_at:desc' satisfies VideoListRequest['sort'],
  filters: {} satisfies Record<keyof Omit<VideoListRequest, 'page' | 'per_page' | 'sort' | 'search'>, FilterKind>,
};

export const useVideos = (params: ListParams, initialData?: Page<AdminVideo>) => useListQuery(videosQueryKey, '/admin/videos', params, initialData);

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
      call(
        http.post<Envelope<z.infer<typeof videoCreatedData>>>('/admin/videos/create', toFormData({ title, owner: owner || undefined, file }), {
          onUploadProgress: (event) => {
            if (event.total) onProgress(Math.round((event.loaded / event.total) * 100));
          },
        }),
      ),
    onSuccess: async (result) => {
      message(result.message);
      await queryClient.invalidateQueries({ queryKey: videosQueryKey });
    },
  });
}
