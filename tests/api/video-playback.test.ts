import { describe, expect } from 'vitest';
import { createVideoService, type VideoPlay } from '../../server/modules/videos/service';
import { tinyMp4 } from '../support/mp4';
import { adminToken, apiTest, dialects, expectErrorEnvelope, PERSIAN_LETTERS, registerVerifiedUser, type TestApi } from '../support/test-api';

// Watching in the browser (issue 21): a signed, short-lived playback address that a <video> element
// can use without a bearer header, the viewer's position, and one view per session of watching.

const MEDIA_BYTES = 20_000;

async function uploadFor(api: TestApi, owner: { mobile: string } | null, seconds = 3600): Promise<{ id: number; size: number }> {
  const form = new FormData();
  const file = tinyMp4({ seconds, mediaBytes: MEDIA_BYTES });
  form.append('title', 'جلسه هفتگی');
  if (owner) form.append('owner', owner.mobile);
  form.append('file', new Blob([new Uint8Array(file)], { type: 'video/mp4' }), 'meeting.mp4');
  const response = await api.request('POST', '/admin/videos/create', { token: await adminToken(api), form });
  expect(response.status, response.text).toBe(201);
  return { id: response.body.data.video.id, size: file.length };
}

const askPlayback = (api: TestApi, token: string, id: number, body: Record<string, unknown> = {}) =>
  api.request('POST', `/user/videos/${id}/playback`, { token, body });

/** The stream at a playback call's path, with no bearer header (as a <video> element asks). */
const play = (api: TestApi, path: string, range?: string) => api.request('GET', path, { headers: { ...(range && { range }) } });

async function ownerWithVideo(api: TestApi) {
  const owner = await registerVerifiedUser(api);
  const video = await uploadFor(api, owner);
  const address = await askPlayback(api, owner.token, video.id);
  expect(address.status, address.text).toBe(200);
  return { owner, video, path: address.body.data.path as string, address: address.body.data };
}

describe.each(dialects)('video playback on %s', (dialect) => {
  const it = apiTest(dialect, { env: { VIDEO_MAX_BYTES: '100000' } });

  describe.concurrent('the signed address', () => {
    it('plays the owner’s video inline, whole or by ranges, with no bearer header', async ({ api }) => {
      const { video, path, address } = await ownerWithVideo(api);
      expect(path).toMatch(new RegExp(`^/videos/${video.id}/play/`));
      expect(address.expires_at).toBe(api.clock.now() + 5 * 60 * 1000);
      expect(address.position_seconds).toBeNull();

      const whole = await play(api, path);
      expect(whole.status).toBe(200);
      expect(whole.bytes.length).toBe(video.size);
      expect(whole.headers.get('content-type')).toBe('video/mp4');
      expect(whole.headers.get('content-disposition')).toMatch(/^inline;/);
      expect(whole.headers.get('accept-ranges')).toBe('bytes');

      const middle = await play(api, path, 'bytes=1000-1999');
      expect(middle.status).toBe(206);
      expect(middle.headers.get('content-range')).toBe(`bytes 1000-1999/${video.size}`);
      expect(middle.headers.get('content-length')).toBe('1000');
      expect(middle.bytes.length).toBe(1000);

      const tail = await play(api, path, 'bytes=-10');
      expect(tail.headers.get('content-range')).toBe(`bytes ${video.size - 10}-${video.size - 1}/${video.size}`);
      expect((await play(api, path, `bytes=${video.size + 5}-`)).status).toBe(416);
    });

    it('stops working once it expires (403 with a Persian reason), and a new one works', async ({ api }) => {
      const { owner, video, path } = await ownerWithVideo(api);
      api.advanceMinutes(4.9);
      expect((await play(api, path, 'bytes=0-9')).status).toBe(206);
      api.advanceMinutes(0.2);
      const expired = await play(api, path, 'bytes=0-9');
      expect(expired.status).toBe(403);
      expectErrorEnvelope(expired);
      expect(expired.body.data.code).toBe('PLAYBACK_EXPIRED');
      expect(expired.body.message).toMatch(PERSIAN_LETTERS);
      const renewed = await askPlayback(api, owner.token, video.id);
      expect((await play(api, renewed.body.data.path, 'bytes=0-9')).status).toBe(206);
    });

    it('stops working when the viewer signs out', async ({ api }) => {
      const { owner, path } = await ownerWithVideo(api);
      expect((await play(api, path, 'bytes=0-9')).status).toBe(206);
      expect((await api.request('POST', '/auth/logout', { token: owner.token })).status).toBe(200);
      const after = await play(api, path, 'bytes=0-9');
      expect(after.status).toBe(403);
      expect(after.body.data.code).toBe('PLAYBACK_EXPIRED');
    });

    it('another user gets no address for a video that is not theirs (404, as for none), nor one for a video that does not exist', async ({ api }) => {
      const { video } = await ownerWithVideo(api);
      const other = await registerVerifiedUser(api);
      const refused = await askPlayback(api, other.token, video.id);
      expect(refused.status).toBe(404);
      expect(refused.body.data.code).toBe('VIDEO_NOT_FOUND');
      expect((await askPlayback(api, other.token, 999_999)).status).toBe(404);
    });

    it('an address does not open another video: its token on another video’s path is a 404', async ({ api }) => {
      const { owner, path } = await ownerWithVideo(api);
      const second = await uploadFor(api, owner);
      const moved = path.replace(/^\/videos\/\d+\//, `/videos/${second.id}/`);
      const response = await play(api, moved, 'bytes=0-9');
      expect(response.status).toBe(404);
      expect(response.body.data.code).toBe('VIDEO_NOT_FOUND');
    });

    it('a changed token is refused: another viewer, a later expiry or a changed signature', async ({ api }) => {
      const { path } = await ownerWithVideo(api);
      const other = await registerVerifiedUser(api);
      const [base, token] = [path.slice(0, path.lastIndexOf('/') + 1), path.slice(path.lastIndexOf('/') + 1)];
      const fields = token.split('.');
      const asOther = [fields[0], String(other.user.id), ...fields.slice(2)].join('.');
      const later = [...fields.slice(0, 3), String(Number(fields[3]) + 3_600_000), ...fields.slice(4)].join('.');
      const signature = fields[5]!;
      const flipped = [...fields.slice(0, 5), (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1)].join('.');
      for (const changed of [asOther, later, flipped]) {
        const response = await play(api, base + changed, 'bytes=0-9');
        expect(response.status, changed).toBe(404);
      }
      const junk = await play(api, `${base}not-a-token`);
      expect(junk.status).toBe(422);
      expect(junk.body.errors![0]).toMatch(PERSIAN_LETTERS);
    });

    it('an admin’s address plays any video, and stops when the admin loses videos.view or signs out', async ({ api }) => {
      const { video } = await ownerWithVideo(api);
      const token = await adminToken(api, { permissions: ['videos.view'] });
      const address = await api.request('POST', `/admin/videos/${video.id}/playback`, { token, body: {} });
      expect(address.status).toBe(200);
      expect((await play(api, address.body.data.path, 'bytes=0-9')).status).toBe(206);
      await api.request('POST', '/admin/auth/logout', { token });
      expect((await play(api, address.body.data.path, 'bytes=0-9')).status).toBe(403);
      const unpermitted = await adminToken(api, { permissions: ['users.view'] });
      expect((await api.request('POST', `/admin/videos/${video.id}/playback`, { token: unpermitted, body: {} })).status).toBe(403);
    });

    it('refuses a malformed play id with 422 and Persian reasons', async ({ api }) => {
      const { owner, video } = await ownerWithVideo(api);
      for (const body of [{ play_id: 'short' }, { play_id: 5 }, { other: 1 }]) {
        const response = await askPlayback(api, owner.token, video.id, body);
        expect(response.status).toBe(422);
        expect(response.body.errors![0]).toMatch(PERSIAN_LETTERS);
      }
    });
  });

  describe.concurrent('views', () => {
    it('a session of watching is one view however many ranges it reads, its renewal included; a new session is another', async ({ api }) => {
      const plays: VideoPlay[] = [];
      Object.assign(api.services, { videos: createVideoService({ ...api.services, onPlay: (played) => plays.push(played) }) });
      const { owner, video, path, address } = await ownerWithVideo(api);
      await play(api, path, 'bytes=0-');
      await play(api, path, 'bytes=0-99');
      await play(api, path, 'bytes=5000-');
      api.advanceMinutes(4);
      const renewed = await askPlayback(api, owner.token, video.id, { play_id: address.play_id });
      expect(renewed.body.data.play_id).toBe(address.play_id);
      await play(api, renewed.body.data.path, 'bytes=0-');
      await play(api, renewed.body.data.path, 'bytes=9000-');
      expect(plays).toEqual([expect.objectContaining({ videoId: video.id, userId: owner.user.id })]);

      const again = await askPlayback(api, owner.token, video.id);
      expect(again.body.data.play_id).not.toBe(address.play_id);
      await play(api, again.body.data.path, 'bytes=0-');
      expect(plays).toHaveLength(2);
    });

    it('the play shows in the admin’s views list once', async ({ api }) => {
      const { owner, video, path } = await ownerWithVideo(api);
      for (const range of ['bytes=0-', 'bytes=0-1', 'bytes=100-']) await play(api, path, range);
      await api.services.views.flush();
      const views = await api.request('GET', '/admin/views/list?kind=video_play', { token: await adminToken(api) });
      expect(views.body.data.items).toEqual([expect.objectContaining({ kind: 'video_play', video_id: video.id, user_id: owner.user.id })]);
    });
  });

  describe.concurrent('the position', () => {
    const savePosition = (api: TestApi, token: string, path: string, body: unknown) => api.request('POST', path, { token, body });

    it('is saved and offered back with the next address; an admin watching the same video has their own', async ({ api }) => {
      const { owner, video } = await ownerWithVideo(api);
      const saved = await savePosition(api, owner.token, `/user/videos/${video.id}/position`, { position_seconds: 754.6 });
      expect(saved.status, saved.text).toBe(200);
      expect((await askPlayback(api, owner.token, video.id)).body.data.position_seconds).toBe(754);

      const token = await adminToken(api);
      const adminAddress = () => api.request('POST', `/admin/videos/${video.id}/playback`, { token, body: {} });
      expect((await adminAddress()).body.data.position_seconds).toBeNull();
      await savePosition(api, token, `/admin/videos/${video.id}/position`, { position_seconds: 30 });
      expect((await adminAddress()).body.data.position_seconds).toBe(30);
      await savePosition(api, owner.token, `/user/videos/${video.id}/position`, { position_seconds: 800 });
      expect((await askPlayback(api, owner.token, video.id)).body.data.position_seconds).toBe(800);
      expect((await adminAddress()).body.data.position_seconds).toBe(30);
    });

    it('the user’s list offers to continue each video they left part-way', async ({ api }) => {
      const { owner, video } = await ownerWithVideo(api);
      const list = async () => (await api.request('GET', '/user/videos/list', { token: owner.token })).body.data.items[0].continue_from_seconds;
      expect(await list()).toBeNull();
      await savePosition(api, owner.token, `/user/videos/${video.id}/position`, { position_seconds: 3 });
      expect(await list()).toBeNull();
      await savePosition(api, owner.token, `/user/videos/${video.id}/position`, { position_seconds: 754 });
      expect(await list()).toBe(754);
    });

    it('the admins’ list offers each admin to continue a video from where they, not its owner, left off', async ({ api }) => {
      const { owner, video } = await ownerWithVideo(api);
      const token = await adminToken(api);
      const listed = async () =>
        ((await api.request('GET', '/admin/videos', { token })).body.data.items as { id: number; continue_from_seconds: number | null }[]).find(
          (item) => item.id === video.id,
        )!.continue_from_seconds;
      expect(await listed()).toBeNull();
      await savePosition(api, owner.token, `/user/videos/${video.id}/position`, { position_seconds: 754 });
      expect(await listed()).toBeNull();
      await savePosition(api, token, `/admin/videos/${video.id}/position`, { position_seconds: 120 });
      expect(await listed()).toBe(120);
    });

    it('an admin viewing as the user may watch, but does not move the user’s own position', async ({ api }) => {
      const { owner, video } = await ownerWithVideo(api);
      await savePosition(api, owner.token, `/user/videos/${video.id}/position`, { position_seconds: 100 });
      const admin = await adminToken(api, { permissions: ['users.impersonate'] });
      const viewingAs = (await api.request('GET', `/admin/users/login_using_id/${owner.user.id}`, { token: admin })).body.token!;
      const address = await askPlayback(api, viewingAs, video.id);
      expect((await play(api, address.body.data.path, 'bytes=0-9')).status).toBe(206);
      expect((await savePosition(api, viewingAs, `/user/videos/${video.id}/position`, { position_seconds: 900 })).status).toBe(200);
      expect((await askPlayback(api, owner.token, video.id)).body.data.position_seconds).toBe(100);
    });

    it('a position at the end is a finished viewing: nothing to continue from', async ({ api }) => {
      const { owner, video } = await ownerWithVideo(api);
      await savePosition(api, owner.token, `/user/videos/${video.id}/position`, { position_seconds: 99_999 });
      expect((await askPlayback(api, owner.token, video.id)).body.data.position_seconds).toBeNull();
    });

    it('another user cannot save a position in a video that is not theirs (404)', async ({ api }) => {
      const { video } = await ownerWithVideo(api);
      const other = await registerVerifiedUser(api);
      const refused = await savePosition(api, other.token, `/user/videos/${video.id}/position`, { position_seconds: 10 });
      expect(refused.status).toBe(404);
      expect(refused.body.data.code).toBe('VIDEO_NOT_FOUND');
    });

    it('refuses a position that is not a number of seconds from zero up, with Persian reasons', async ({ api }) => {
      const { owner, video } = await ownerWithVideo(api);
      for (const body of [{ position_seconds: -1 }, { position_seconds: 'abc' }, {}, { position_seconds: 5, extra: true }]) {
        const response = await savePosition(api, owner.token, `/user/videos/${video.id}/position`, body);
        expect(response.status, JSON.stringify(body)).toBe(422);
        expect(response.body.errors![0]).toMatch(PERSIAN_LETTERS);
      }
    });
  });
});
