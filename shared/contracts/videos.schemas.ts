import { z } from 'zod';
import { defineContract, epochMs, idParams, listQueryFor, pageOf } from './kit.schemas';
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
  })
  .meta({ id: 'OwnVideo' });
export type OwnVideo = z.infer<typeof ownVideoSchema>;

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
});
