import { admin, anyone, fileResponse, routes, signedInUser } from './kit';

// Meeting recordings: admins upload and list them all, a user lists and downloads their own, and
// both watch them in the browser (the schemas: videos.schemas.ts). A <video> element sends no bearer
// header, so the player asks for a short-lived signed address (`playback`) and plays from `stream`,
// which the signature, not a token, lets in.

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
  playback: { method: 'post', path: '/admin/videos/:id/playback', access, refusals: [404] },
  savePosition: { method: 'post', path: '/admin/videos/:id/position', access, refusals: [404] },
  ownPlayback: { method: 'post', path: '/user/videos/:id/playback', access: signedInUser, refusals: [404] },
  ownSavePosition: { method: 'post', path: '/user/videos/:id/position', access: signedInUser, refusals: [404] },
  stream: { method: 'get', path: '/videos/:id/play/:token', access: anyone, answers: mp4, refusals: [403, 404] },
});
