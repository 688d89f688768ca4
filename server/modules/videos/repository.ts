import type { Insertable } from 'kysely';
import { foldForSearch } from '../../../shared/search-text';
import { insertedId, inTransaction, type Db, type Executor } from '../../db';
import { paginate } from '../../db/paginate';
import { indexedSearchPlan, writeSearchTrigrams } from '../../db/search-index';
import type { Video, VideosTable } from '../../db/schema';
import type { VideoListRequest } from '../../../shared/contracts/videos.schemas';

const VIDEO_SORT_COLUMNS = { created_at: 'created_at', duration_seconds: 'duration_seconds', size_bytes: 'size_bytes', title: 'title' } as const;
const VIDEO_COLUMNS = ['id', 'title', 'owner_id', 'duration_seconds', 'size_bytes', 'file_name', 'content_sha256', 'created_by', 'created_at'] as const;

/** Both drivers may hand bigint columns back as strings. */
function toVideo(row: Video): Video {
  return {
    ...row,
    id: Number(row.id),
    owner_id: row.owner_id === null ? null : Number(row.owner_id),
    duration_seconds: Number(row.duration_seconds),
    size_bytes: Number(row.size_bytes),
    created_by: row.created_by === null ? null : Number(row.created_by),
    created_at: Number(row.created_at),
  };
}

/** What of a video's owner its search text holds. */
export interface SearchedOwner {
  name: string;
  mobile: string;
}

/** The title folded with the owner's name and mobile, so the admin finds a recording by any of them. */
const searchTextOf = (title: string, owner: SearchedOwner | undefined) =>
  foldForSearch([title, owner?.name ?? '', owner?.mobile ?? ''].join(' ')).slice(0, 255);

export interface VideoOwnerRow {
  id: number;
  name: string;
  mobile: string;
}

export function videosRepository(db: Db) {
  return {
    async findById(id: number): Promise<Video | undefined> {
      const row = await db.selectFrom('videos').select(VIDEO_COLUMNS).where('id', '=', id).executeTakeFirst();
      return row && toVideo(row);
    },
    async hasContent(sha256: string): Promise<boolean> {
      return (await db.selectFrom('videos').select('id').where('content_sha256', '=', sha256).executeTakeFirst()) !== undefined;
    },
    create(values: Omit<Insertable<VideosTable>, 'search_text'>, owner: SearchedOwner | undefined): Promise<number> {
      const searchText = searchTextOf(values.title, owner);
      return inTransaction(db, async (trx) => {
        const id = insertedId(
          await trx
            .insertInto('videos')
            .values({ ...values, search_text: searchText })
            .executeTakeFirstOrThrow(),
        );
        await writeSearchTrigrams(trx, 'videos', id, '', searchText);
        return id;
      });
    },
    /** Writes the owner's name and mobile as they are now into the search text (and its trigrams) of each of their videos. */
    async refreshOwnerSearchText(owner: SearchedOwner & { id: number }, trx: Executor): Promise<void> {
      await inTransaction(trx, async (trx) => {
        const owned = await trx.selectFrom('videos').select(['id', 'title', 'search_text']).where('owner_id', '=', owner.id).execute();
        for (const video of owned) {
          const searchText = searchTextOf(video.title, owner);
          await trx.updateTable('videos').set({ search_text: searchText }).where('id', '=', video.id).execute();
          await writeSearchTrigrams(trx, 'videos', Number(video.id), video.search_text, searchText);
        }
      });
    },
    /** A page of every video, or of one owner's. */
    async page(request: VideoListRequest, ownerId?: number) {
      const search = await indexedSearchPlan(db, 'videos', request.search, { isOrderedByText: request.sort.startsWith('title:') });
      let query = db.selectFrom('videos').select(VIDEO_COLUMNS);
      if (search) query = query.where(search.condition);
      if (ownerId !== undefined) query = query.where('owner_id', '=', ownerId);
      const page = await paginate(query, request, VIDEO_SORT_COLUMNS, 'videos.id', { countsInPage: search?.isReadWhole });
      return { ...page, items: page.items.map(toVideo) };
    },
    /** Live users by id, for the owners of a page of videos. */
    async ownersByIds(ids: readonly number[]): Promise<Map<number, VideoOwnerRow>> {
      if (!ids.length) return new Map();
      const rows = await db.selectFrom('users').select(['id', 'name', 'mobile']).where('id', 'in', ids).where('deleted_at', 'is', null).execute();
      return new Map(rows.map((row) => [Number(row.id), { id: Number(row.id), name: row.name, mobile: row.mobile }]));
    },
  };
}
