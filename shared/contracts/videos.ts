import { admin, fileResponse, routes, signedInUser } from './kit';

// Meeting recordings: admins upload and list them all, a user lists and downloads their own (the
// schemas: videos.schemas.ts).

const access = admin('videos.view');
const mp4 = fileResponse(['video/mp4'], { ranges: true });
/** Both lists: searched by title (and owner on the admins' side), no filters. */
const listing = { sortFields: ['created_at', 'duration_seconds', 'size_bytes', 'title'], defaultSort: 'created_at:desc', filters: {} } as const;

export const videoRoutes = routes({
  list: { method: 'get', path: '/admin/videos', access, listing },
  upload: { method: 'post', path: '/admin/videos/create', access, multipart: true, files: ['file'], successStatus: 201, audit: 'video.upload' },
  download: { method: 'get', path: '/admin/videos/:id/downloadMp4', access, answers: mp4, refusals: [404] },
  ownList: { method: 'get', path: '/user/videos/list', access: signedInUser, listing },
  ownDownload: { method: 'get', path: '/user/videos/:id/downloadMp4', access: signedInUser, answers: mp4, refusals: [404] },
});
