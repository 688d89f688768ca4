import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { AppError } from '../../errors';
import { requestedRange } from '../../http/byte-range';
import { LIST_QUERY_LABELS } from '../../http/list-query';
import { implement, type Caller, type RouteContext } from '../../http/route';
import { videosContract as videos } from '../../../shared/contracts/videos.schemas';
import type { PlaybackViewer } from './playback-address';
import { VIDEO_FOLDER, type VideoFile, type VideoPlay } from './service';

const labels = { id: 'FIELD_ID', title: 'FIELD_TITLE', owner: 'FIELD_OWNER', ...LIST_QUERY_LABELS } as const;

/** A download counts a play when its answer starts at the first byte. */
const downloadOptions = (videoId: number, context: RouteContext<unknown, unknown, unknown, Caller>) => ({
  disposition: 'attachment' as const,
  onBody: (start: number) => {
    if (start === 0) context.services.videos.notePlay(playOf(videoId, context.caller.role === 'user' ? context.caller.user.id : null, context));
  },
});

const viewerOf = (caller: Extract<Caller, { role: 'user' | 'admin' }>): PlaybackViewer => ({
  role: caller.role,
  subjectId: caller.role === 'user' ? caller.user.id : caller.admin.id,
  sessionId: caller.session.id,
});

/** Read ahead in 1 MB pieces: the default 64 kB costs a read call (and a stream turn) per 64 kB. */
const READ_CHUNK_BYTES = 1024 * 1024;

/** Percent-encoding as RFC 5987 wants it: encodeURIComponent leaves `'`, `(`, `)` and `*`, which it does not allow. */
const encodeRfc5987 = (text: string) => encodeURIComponent(text).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** How a stream is answered: saved as a file (a download), or played in the page (the player's signed address). */
type Disposition = 'attachment' | 'inline';

/** The play a request is, for the views module. */
function playOf(videoId: number, userId: number | null, { hono, ip, userAgent }: RouteContext<unknown, unknown, unknown, Caller>): VideoPlay {
  const referrer = hono.req.header('referer');
  return { videoId, userId, ip, ...(userAgent && { userAgent }), ...(referrer && { referrer }) };
}

/**
 * The video file, whole (200) or the one range asked for (206, 416 past the end), with its length.
 * Read from disk only as fast as the client takes it. A download's play is noted when the answer
 * starts at the first byte, so the range requests of one download count once; the player's requests
 * are counted by their play id instead (`onBody`), since a player asks for the first bytes more than once.
 */
async function streamVideo(
  file: VideoFile,
  context: RouteContext<unknown, unknown, unknown, Caller>,
  { disposition, onBody }: { disposition: Disposition; onBody: (start: number) => Promise<void> | void },
): Promise<Response> {
  const { hono } = context;
  const range = requestedRange(hono.req.header('range'), file.size);
  if (range === 'unsatisfiable') throw new AppError('RANGE_NOT_SATISFIABLE', { headers: { 'Content-Range': `bytes */${file.size}` } });
  const { start, end } = range ?? { start: 0, end: file.size - 1 };
  // Hono answers HEAD through this GET route and drops the body unread: a stream opened for it would keep its file open.
  const isHead = hono.req.method === 'HEAD';
  if (!isHead) await onBody(start);
  const length = Math.max(0, end - start + 1);
  const body =
    length === 0 || isHead
      ? null
      : (Readable.toWeb(createReadStream(file.path, { start, end, highWaterMark: READ_CHUNK_BYTES })) as ReadableStream<Uint8Array>);
  return new Response(body, {
    status: range ? 206 : 200,
    headers: {
      'Content-Type': 'video/mp4',
      'Content-Length': String(length),
      'Accept-Ranges': 'bytes',
      // The plain name for old clients; browsers save the title (RFC 6266's filename*, UTF-8, percent-encoded).
      'Content-Disposition': `${disposition}; filename="${file.filename}"; filename*=UTF-8''${encodeRfc5987(file.titleFilename)}`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      ...(range && { 'Content-Range': `bytes ${start}-${end}/${file.size}` }),
    },
  });
}

export const videoRoutes = [
  implement(videos.list, { labels }, async ({ services, query, caller }) => ({ data: await services.videos.list(query, caller.admin.id) })),
  implement(
    videos.upload,
    { labels, streamedUpload: { field: 'file', folder: VIDEO_FOLDER, maxBytes: (env) => env.VIDEO_MAX_BYTES } },
    async ({ services, body, upload, caller }) => {
      const video = await services.videos.upload(upload, body, caller.admin.id);
      return {
        message: 'VIDEO_UPLOADED',
        data: { video },
        auditTarget: { type: 'video', id: video.id, details: { title: video.title, size_bytes: video.size_bytes, owner_id: video.owner?.id ?? null } },
      };
    },
  ),
  implement(videos.download, { labels }, async (context) =>
    streamVideo(await context.services.videos.fileOf(context.params.id), context, downloadOptions(context.params.id, context)),
  ),
  implement(videos.ownList, { labels }, async ({ services, query, caller }) => ({ data: await services.videos.listOwn(caller.user.id, query) })),
  implement(videos.ownDownload, { labels }, async (context) =>
    streamVideo(
      await context.services.videos.fileOf(context.params.id, { ownerId: context.caller.user.id }),
      context,
      downloadOptions(context.params.id, context),
    ),
  ),
  implement(videos.playback, { labels }, async ({ services, params, body, caller }) => ({
    data: await services.videos.playbackAddress(params.id, viewerOf(caller), body),
  })),
  implement(videos.ownPlayback, { labels }, async ({ services, params, body, caller }) => ({
    data: await services.videos.playbackAddress(params.id, viewerOf(caller), body),
  })),
  implement(videos.savePosition, { labels }, async ({ services, params, body, caller }) => {
    await services.videos.savePosition(params.id, { role: 'admin', id: caller.admin.id }, body.position_seconds);
    return { data: null };
  }),
  implement(videos.ownSavePosition, { labels }, async ({ services, params, body, caller }) => {
    // An admin viewing as the user may watch, but does not move the user's own "continue from".
    if (caller.session.impersonated_by === null) await services.videos.savePosition(params.id, { role: 'user', id: caller.user.id }, body.position_seconds);
    return { data: null };
  }),
  // No bearer header: the signed token in the path is the permission (server/modules/videos/playback-address.ts).
  implement(videos.stream, { labels }, async (context) => {
    const { file, grant } = await context.services.videos.openPlayback(context.params.id, context.params.token);
    return streamVideo(file, context, {
      disposition: 'inline',
      onBody: () => context.services.videos.notePlayOnce(grant.playId, playOf(context.params.id, grant.role === 'user' ? grant.subjectId : null, context)),
    });
  }),
];
