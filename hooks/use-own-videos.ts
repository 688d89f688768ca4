import type { FilterKind, ListParams, ListSpec } from '../lib/list-query';
import type { Page } from '../server/http/schemas';
import type { OwnVideo, VideoListRequest } from '../server/modules/videos/schemas';
import { useListQuery } from './use-list-query';

/** What GET /user/videos/list allows (the admin list's query), for the URL and the server render. */
export const ownVideoListSpec: ListSpec = {
  sortFields: ['created_at', 'duration_seconds', 'size_bytes', 'title'] satisfies VideoListRequest['sort'] extends `${infer Field}:${string}` ? Field[] : never,
  defaultSort: 'created_at:desc' satisfies VideoListRequest['sort'],
  filters: {} satisfies Record<keyof Omit<VideoListRequest, 'page' | 'per_page' | 'sort' | 'search'>, FilterKind>,
};

export const useOwnVideos = (params: ListParams, initialData?: Page<OwnVideo>) => useListQuery(['user', 'videos'], '/user/videos/list', params, initialData);
