import { z } from 'zod';
import { listQuery } from '../../http/list-query';
import { epochMs, pageOf } from '../../http/schemas';

// Shared with the browser: imports only zod and sibling schema files.

export const VIDEO_SORT_FIELDS = ['created_at', 'duration_seconds', 'size_bytes', 'title'] as const;

export const videoListQuery = listQuery({ sort: VIDEO_SORT_FIELDS, defaultSort: 'created_at:desc', filters: {} });
export type VideoListQuery = z.input<typeof videoListQuery>;
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

/** GET /admin/videos → data. */
export const adminVideoPage = pageOf(adminVideoSchema);
/** GET /user/videos/list → data. */
export const ownVideoPage = pageOf(ownVideoSchema);
/** POST /admin/videos/create → data. */
export const videoCreatedData = z.strictObject({ video: adminVideoSchema });
