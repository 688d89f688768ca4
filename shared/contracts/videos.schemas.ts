import { z } from 'zod';
import { defineContract, epochMs, idField, idParams, listQueryFor, pageOf } from './kit.schemas';
import { videoRoutes } from './videos';

const tag = 'videos';

/** The admins' list and the user's own take the same query. */
export const videoListQuery = listQueryFor(videoRoutes.list.listing, {});
export type VideoListRequest = z.output<typeof videoListQuery>;

/**
 * POST /admin/videos/create text fields beside the file: the title and, optionally, the owner as a
 * user id or a mobile number (any digits; the service tells the two apart).
 */
export const videoUploadBody = z.object({
  title: z.string({ error: 'VIDEO_TITLE_REQUIRED' }).trim().min(2, { error: 'VIDEO_TITLE_REQUIRED' }).max(200, { error: 'VIDEO_TITLE_TOO_LONG' }),
  owner: z
    .string()
    .trim()
    .max(30, { error: 'VIDEO_OWNER_UNKNOWN' })
    .optional()
    .transform((owner) => owner || undefined),
});
export type VideoUploadInput = z.output<typeof videoUploadBody>;

const ownerSchema = z.strictObject({ id: z.number().int().positive(), name: z.string(), mobile: z.string() }).meta({ id: 'VideoOwner' });

/** A video as the admin's list shows it. */
export const adminVideoSchema = z
  .strictObject({
    id: z.number().int().positive(),
    title: z.string(),
    /** Null for a recording imported without an owner, or whose owner was deleted. */
    owner: ownerSchema.nullable(),
    duration_seconds: z.number().int().nonnegative(),
    size_bytes: z.number().int().nonnegative(),
    created_at: epochMs,
    /** Where the admin asking left off, in seconds, offered as "continue from"; null when not started (or only just) or finished. */
    continue_from_seconds: z.number().int().nonnegative().nullable(),
  })
  .meta({ id: 'AdminVideo' });
export type AdminVideo = z.infer<typeof adminVideoSchema>;

/** A video as its owner sees it. */
export const ownVideoSchema = z
  .strictObject({
    id: z.number().int().positive(),
    title: z.string(),
    duration_seconds: z.number().int().nonnegative(),
    size_bytes: z.number().int().nonnegative(),
    created_at: epochMs,
    /** Where the user left off, in seconds, offered as "continue from"; null when not started (or only just) or finished. */
    continue_from_seconds: z.number().int().nonnegative().nullable(),
  })
  .meta({ id: 'OwnVideo' });
export type OwnVideo = z.infer<typeof ownVideoSchema>;

/** A play id: one session of watching, counted as one view however many ranges it reads. */
const playIdSchema = z.string({ error: 'PLAY_ID_INVALID' }).regex(/^[A-Za-z0-9_-]{22}$/, { error: 'PLAY_ID_INVALID' });

/**
 * POST …/playback: empty for a new session of watching; the current `play_id` when the player renews
 * its address while still watching, so the renewal counts no second view.
 */
export const playbackBody = z.strictObject({ play_id: playIdSchema.optional() });
export type PlaybackInput = z.output<typeof playbackBody>;

export const playbackSchema = z
  .strictObject({
    /** The stream's path below the API's base (`/videos/<id>/play/<signed token>`): no header needed, ranges work. */
    path: z.string(),
    expires_at: epochMs,
    play_id: z.string(),
    /** Where this viewer left off, in whole seconds, offered as "continue from"; null when not started (or only just) or finished. */
    position_seconds: z.number().int().nonnegative().nullable(),
  })
  .meta({ id: 'VideoPlayback' });
export type VideoPlayback = z.infer<typeof playbackSchema>;

/** Where the viewer is now, in seconds (any digits as text too); a value past the video's end is kept as its end. */
export const positionBody = z.strictObject({
  position_seconds: z.coerce
    .number({ error: 'POSITION_INVALID' })
    .finite({ error: 'POSITION_INVALID' })
    .min(0, { error: 'POSITION_INVALID' })
    .max(10_000_000, { error: 'POSITION_INVALID' }),
});
export type PositionInput = z.output<typeof positionBody>;

/** `<u|a>.<subject id>.<session id>.<expires at, ms>.<play id>.<signature>`: the signed part of a playback path (server/modules/videos/playback-address.ts). */
export const PLAYBACK_TOKEN_PATTERN = /^[ua]\.[1-9]\d{0,14}\.[1-9]\d{0,14}\.\d{1,15}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/;

/** The stream's path: the video and the signed token the playback call gave. */
export const streamParams = z.object({ id: idField, token: z.string().regex(PLAYBACK_TOKEN_PATTERN, { error: 'PLAYBACK_TOKEN_INVALID' }) });

export const videosContract = defineContract(videoRoutes, {
  list: {
    summary: 'Meeting recordings, searched by title or owner (name, mobile), sorted and paginated',
    tag,
    query: videoListQuery,
    response: pageOf(adminVideoSchema),
  },
  upload: {
    summary: 'Upload an MP4 (multipart: `title`, optional `owner` as a user id or mobile, `file`), streamed to disk; at most VIDEO_MAX_BYTES',
    tag,
    body: videoUploadBody,
    response: z.strictObject({ video: adminVideoSchema }),
  },
  download: { summary: 'The MP4 file as an attachment, with Content-Length and byte ranges (206, 416)', tag, params: idParams },
  ownList: { summary: "The caller's own meeting recordings, searched, sorted and paginated", tag, query: videoListQuery, response: pageOf(ownVideoSchema) },
  ownDownload: { summary: "One of the caller's own recordings as an MP4 attachment, with byte ranges; another user's is a 404", tag, params: idParams },
  playback: {
    summary: 'A signed playback address for the admin (valid a few minutes, bound to the video, the admin and the session) and where they left off',
    tag,
    params: idParams,
    body: playbackBody,
    response: playbackSchema,
  },
  savePosition: { summary: 'Remember where the admin is in the video', tag, params: idParams, body: positionBody, response: z.null() },
  ownPlayback: {
    summary:
      "A signed playback address for one of the caller's own recordings (valid a few minutes, bound to the video, the user and the session) and where they left off; another user's is a 404",
    tag,
    params: idParams,
    body: playbackBody,
    response: playbackSchema,
  },
  ownSavePosition: {
    summary:
      "Remember where the user is in one of their recordings (not while an admin views as the user: their bookmark stays theirs); another user's is a 404",
    tag,
    params: idParams,
    body: positionBody,
    response: z.null(),
  },
  stream: {
    summary:
      'Plays a video from a signed playback address: inline MP4 with byte ranges (206, 416), no bearer header; 403 once expired or its session ended, 404 for a wrong signature or another video',
    tag,
    params: streamParams,
  },
});
