import type { Db, Dialect } from '../../db';

/** Who a position belongs to: a user, or an admin (admins watch too, from their panel). */
export interface Viewer {
  role: 'user' | 'admin';
  id: number;
}

/** Positions and counted play ids of the browser player (migration 023). */
export function playbackRepository(db: Db, dialect: Dialect) {
  return {
    /** Where the viewer last was in the video, in seconds; undefined when never saved. */
    async positionOf(videoId: number, viewer: Viewer): Promise<number | undefined> {
      const row = await db
        .selectFrom('video_positions')
        .select('position_seconds')
        .where('video_id', '=', videoId)
        .where('viewer_role', '=', viewer.role)
        .where('viewer_id', '=', viewer.id)
        .executeTakeFirst();
      return row && Number(row.position_seconds);
    },
    /** The viewer's saved positions in these videos, by video id (a page of a list). */
    async positionsOf(videoIds: readonly number[], viewer: Viewer): Promise<Map<number, number>> {
      if (!videoIds.length) return new Map();
      const rows = await db
        .selectFrom('video_positions')
        .select(['video_id', 'position_seconds'])
        .where('viewer_role', '=', viewer.role)
        .where('viewer_id', '=', viewer.id)
        .where('video_id', 'in', videoIds)
        .execute();
      return new Map(rows.map((row) => [Number(row.video_id), Number(row.position_seconds)]));
    },
    async savePosition(videoId: number, viewer: Viewer, seconds: number, at: number): Promise<void> {
      const insert = db
        .insertInto('video_positions')
        .values({ video_id: videoId, viewer_role: viewer.role, viewer_id: viewer.id, position_seconds: seconds, updated_at: at });
      await (
        dialect === 'mysql'
          ? insert.onDuplicateKeyUpdate({ position_seconds: seconds, updated_at: at })
          : insert.onConflict((conflict) =>
              conflict.columns(['video_id', 'viewer_role', 'viewer_id']).doUpdateSet({ position_seconds: seconds, updated_at: at }),
            )
      ).execute();
    },
    /** Records a session of watching's play id; answers whether it is new (its view not yet counted), whichever instance asks. */
    async notePlayId(playId: string, videoId: number, at: number): Promise<boolean> {
      const result = await db.insertInto('video_play_ids').values({ play_id: playId, video_id: videoId, created_at: at }).ignore().executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
    /** Forgets the counted play ids older than `before` (a session of watching outlives its address by far less). */
    async forgetPlayIdsBefore(before: number): Promise<number> {
      const result = await db.deleteFrom('video_play_ids').where('created_at', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
