import type { ListParams, ListSpec } from '../../lib/list-query';
import type { Page } from '../../server/http/schemas';
import type { AdminListRequest, PublicAdmin } from '../../server/modules/admins/schemas';
import { useListQuery } from '../use-list-query';

export const adminsQueryKey = ['admin', 'admins'] as const;

/** What GET /admin/admin/list allows (its adminListQuery), for the URL and the server render. */
export const adminsListSpec: ListSpec = {
  sortFields: ['name', 'username', 'created_at', 'id'] satisfies AdminListRequest['sort'] extends `${infer Field}:${string}` ? Field[] : never,
  defaultSort: 'id:asc' satisfies AdminListRequest['sort'],
  filters: {},
};

export const useAdmins = (params: ListParams, initialData?: Page<PublicAdmin>) => useListQuery(adminsQueryKey, '/admin/admin/list', params, initialData);
