import type { APIRequestContext, Page } from '@playwright/test';
import { tinyMp4 } from '../../tests/support/mp4';
import { adminToken } from './admins';

/** Uploads a tiny MP4 through the API as the super admin, for `owner` (a mobile) if given; returns its id and bytes. */
export async function uploadVideo(request: APIRequestContext, options: { title: string; owner?: string; seconds?: number; mediaBytes?: number }) {
  const file = tinyMp4({ seconds: options.seconds ?? 3725, mediaBytes: options.mediaBytes ?? 200_000 });
  const response = await request.post('/api/v1/admin/videos/create', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    multipart: { title: options.title, ...(options.owner && { owner: options.owner }), file: { name: 'meeting.mp4', mimeType: 'video/mp4', buffer: file } },
  });
  const body = (await response.json()) as { data: { video: { id: number } }; message: string };
  if (response.status() !== 201) throw new Error(`upload failed: ${body.message}`);
  return { id: body.data.video.id, file };
}

/** The mobile of the user the page is signed in as (its `user_token` cookie). */
export async function signedInMobile(page: Page): Promise<string> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'user_token')?.value;
  const response = await page.request.get('/api/v1/user/profile', { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { data: { mobile: string } }).data.mobile;
}
