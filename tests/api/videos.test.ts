import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { API_PREFIX, createApp } from '../../server/app';
import { runVideoImport } from '../../server/modules/videos/import-command';
import { createVideoService, type VideoPlay } from '../../server/modules/videos/service';
import { tinyMp4 } from '../support/mp4';
import {
  adminToken,
  apiTest,
  dialects,
  expectErrorEnvelope,
  PERSIAN_LETTERS,
  registerPendingUser,
  registerVerifiedUser,
  type TestApi,
} from '../support/test-api';

function videoForm(fields: { title?: string; owner?: string; file?: Buffer | null; filename?: string }): FormData {
  const form = new FormData();
  if (fields.title !== undefined) form.append('title', fields.title);
  if (fields.owner !== undefined) form.append('owner', fields.owner);
  if (fields.file !== null) form.append('file', new Blob([new Uint8Array(fields.file ?? tinyMp4())], { type: 'video/mp4' }), fields.filename ?? 'meeting.mp4');
  return form;
}

async function upload(api: TestApi, token: string, fields: Parameters<typeof videoForm>[0] = {}) {
  return api.request('POST', '/admin/videos/create', { token, form: videoForm({ title: 'جلسه هفتگی', ...fields }) });
}

/** What the videos folder holds, temporary files included: a refused upload must leave nothing. */
async function storedFiles(api: TestApi): Promise<string[]> {
  return fs.readdir(path.join(api.env.STORAGE_ROOT, 'videos')).catch(() => []);
}

const bytesOf = (size: number) => Buffer.from(Array.from({ length: size }, (_, i) => i % 251));

describe.each(dialects)('videos on %s', (dialect) => {
  const it = apiTest(dialect, { env: { VIDEO_MAX_BYTES: '100000' } });

  describe.concurrent('upload', () => {
    it('an admin uploads an MP4 and sees it listed with the duration its movie header declares', async ({ api }) => {
      const token = await adminToken(api);
      const file = tinyMp4({ seconds: 3723, mediaBytes: 5000 });
      const response = await upload(api, token, { title: 'جلسه ۱۴۰۵', file });
      expect(response.status, response.text).toBe(201);
      expect(response.body.data.video).toMatchObject({ title: 'جلسه ۱۴۰۵', duration_seconds: 3723, size_bytes: file.length, owner: null });

      const list = await api.request('GET', '/admin/videos', { token });
      expect(list.body.data.items.map((video: { title: string }) => video.title)).toEqual(['جلسه ۱۴۰۵']);
      expect(await storedFiles(api)).toEqual([expect.stringMatching(/^[0-9a-f]{32}\.mp4$/)]);
    });

    it('reads the duration when the movie box comes after the media data, and from a version 1 header', async ({ api }) => {
      const token = await adminToken(api);
      const late = await upload(api, token, { file: tinyMp4({ seconds: 59, moovLast: true }) });
      expect(late.body.data.video.duration_seconds).toBe(59);
      const wide = await upload(api, token, { file: tinyMp4({ seconds: 7200, version: 1 }) });
      expect(wide.body.data.video.duration_seconds).toBe(7200);
    });

    it('an owner given by mobile in Persian digits owns the video', async ({ api }) => {
      const token = await adminToken(api);
      const { user, mobile } = await registerVerifiedUser(api, { name: 'مریم' });
      const persianMobile = mobile.replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)]!);
      const response = await upload(api, token, { owner: persianMobile });
      expect(response.body.data.video.owner).toEqual({ id: user.id, name: 'مریم', mobile });
      const byId = await upload(api, token, { owner: String(user.id) });
      expect(byId.body.data.video.owner.id).toBe(user.id);
    });

    it('a registration never verified cannot own a video, by mobile or by id', async ({ api }) => {
      const token = await adminToken(api);
      const pending = await registerPendingUser(api);
      for (const owner of [pending.mobile, String(pending.id)]) {
        const response = await upload(api, token, { owner });
        expect(response.status).toBe(422);
        expect(response.body.data.code).toBe('VIDEO_OWNER_UNKNOWN');
      }
      expect(await storedFiles(api)).toEqual([]);
    });

    it('an unknown owner is refused and nothing is kept', async ({ api }) => {
      const response = await upload(api, await adminToken(api), { owner: '09129999999' });
      expect(response.status).toBe(422);
      expect(response.body.data.code).toBe('VIDEO_OWNER_UNKNOWN');
      expect(await storedFiles(api)).toEqual([]);
    });

    it('a file that is not an MP4 by its content is refused (whatever its name) and its temporary file is gone', async ({ api }) => {
      const response = await upload(api, await adminToken(api), { file: Buffer.from('%PDF-1.7 not a video at all'), filename: 'fake.mp4' });
      expect(response.status).toBe(422);
      expect(response.body.data.code).toBe('VIDEO_NOT_MP4');
      expect(response.body.errors![0]).toMatch(PERSIAN_LETTERS);
      expect(await storedFiles(api)).toEqual([]);
    });

    it('an MP4 without a movie header is refused', async ({ api }) => {
      const headOnly = tinyMp4().subarray(0, 32);
      const response = await upload(api, await adminToken(api), { file: headOnly });
      expect(response.body.data.code).toBe('VIDEO_NOT_MP4');
    });

    it('a file over the configured limit is refused with 413 and its temporary file is gone', async ({ api }) => {
      const response = await upload(api, await adminToken(api), { file: tinyMp4({ mediaBytes: 150_000 }) });
      expect(response.status).toBe(413);
      expectErrorEnvelope(response);
      expect(await storedFiles(api)).toEqual([]);
    });

    it('an upload without a file or a title is refused and keeps nothing', async ({ api }) => {
      const token = await adminToken(api);
      const noFile = await upload(api, token, { file: null });
      expect(noFile.body.data.code).toBe('VIDEO_FILE_REQUIRED');
      const noTitle = await api.request('POST', '/admin/videos/create', { token, form: videoForm({}) });
      expect(noTitle.status).toBe(422);
      expect(noTitle.body.errors![0]).toMatch(PERSIAN_LETTERS);
      expect(await storedFiles(api)).toEqual([]);
    });

    it('an upload that breaks off half-way leaves no temporary file behind', async ({ api }) => {
      const token = await adminToken(api);
      const boundary = 'cut-here';
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nجلسه\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.mp4"\r\n\r\n`,
      );
      let sent = false;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (!sent) {
            sent = true;
            controller.enqueue(new Uint8Array(Buffer.concat([head, tinyMp4({ mediaBytes: 20_000 })])));
          } else {
            controller.error(new Error('the connection dropped'));
          }
        },
      });
      // The harness sends whole bodies; a stream that errors is what a dropped connection looks like to the server.
      const response = await createApp(api.services).request(`${API_PREFIX}/admin/videos/create`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
        body,
        duplex: 'half',
      } as RequestInit);
      expect(response.status).toBeLessThan(500);
      expect(await storedFiles(api)).toEqual([]);
    });

    it('a body that is not multipart is refused with 415', async ({ api }) => {
      const response = await api.request('POST', '/admin/videos/create', { token: await adminToken(api), body: { title: 'x' } });
      expect(response.status).toBe(415);
    });

    it('an admin without videos.view can neither upload nor list', async ({ api }) => {
      const token = await adminToken(api, { permissions: ['users.view'] });
      expect((await upload(api, token)).status).toBe(403);
      expect((await api.request('GET', '/admin/videos', { token })).status).toBe(403);
      expect(await storedFiles(api)).toEqual([]);
    });

    it('writes the upload to the audit log', async ({ api }) => {
      const token = await adminToken(api);
      const created = await upload(api, token);
      const audit = await api.services.db.selectFrom('audit_log').select(['action', 'target_id']).where('action', '=', 'video.upload').execute();
      expect(audit).toEqual([{ action: 'video.upload', target_id: String(created.body.data.video.id) }]);
    });
  });

  describe.concurrent('list', () => {
    it('searches by title (Arabic letters and Persian digits fold) and by the owner’s mobile, and pages', async ({ api }) => {
      const token = await adminToken(api);
      const { mobile } = await registerVerifiedUser(api);
      await upload(api, token, { title: 'جلسه یکم ۱۴۰۵' });
      await upload(api, token, { title: 'گزارش ماهانه', owner: mobile });
      await upload(api, token, { title: 'جلسه دوم' });
      const search = async (term: string) =>
        (await api.request('GET', `/admin/videos?search=${encodeURIComponent(term)}`, { token })).body.data.items.map(
          (video: { title: string }) => video.title,
        );
      expect(await search('جلسه يكم 1405')).toEqual(['جلسه یکم ۱۴۰۵']);
      expect(await search(mobile.slice(-7))).toEqual(['گزارش ماهانه']);
      expect(await search('100%')).toEqual([]);
      const page = await api.request('GET', '/admin/videos?per_page=2&page=2&sort=created_at:asc', { token });
      expect(page.body.data).toMatchObject({ total: 3, page: 2, per_page: 2, items: [{ title: 'جلسه دوم' }] });
    });

    it('finds a video by its owner’s new name and number after the user renames themselves or an admin changes them, and no longer by the old', async ({
      api,
    }) => {
      const token = await adminToken(api);
      const owner = await registerVerifiedUser(api, { name: 'مریم قدیمی' });
      const other = await registerVerifiedUser(api, { name: 'مریم دیگر' });
      await upload(api, token, { title: 'جلسه اول', owner: owner.mobile });
      await upload(api, token, { title: 'جلسه دوم', owner: owner.mobile });
      await upload(api, token, { title: 'جلسه دیگری', owner: other.mobile });
      const search = async (term: string) =>
        (await api.request('GET', `/admin/videos?search=${encodeURIComponent(term)}&sort=created_at:asc`, { token })).body.data.items.map(
          (video: { title: string }) => video.title,
        );

      expect((await api.request('POST', '/user/change/profile', { token: owner.token, body: { name: 'مریم تازه' } })).status).toBe(200);
      expect(await search('تازه')).toEqual(['جلسه اول', 'جلسه دوم']);
      expect(await search('قدیمی')).toEqual([]);

      const renamed = await api.request('PATCH', '/admin/users/update', { token, body: { id: owner.user.id, name: 'نرگس', mobile: '09350001122' } });
      expect(renamed.status, renamed.text).toBe(200);
      expect(await search('نرگس')).toEqual(['جلسه اول', 'جلسه دوم']);
      expect(await search('0001122')).toEqual(['جلسه اول', 'جلسه دوم']);
      expect(await search('تازه')).toEqual([]);
      expect(await search('دیگر')).toEqual(['جلسه دیگری']);
    });

    it('sorts by duration and size, and refuses an unknown sort with 422', async ({ api }) => {
      const token = await adminToken(api);
      await upload(api, token, { title: 'کوتاه', file: tinyMp4({ seconds: 10, mediaBytes: 9000 }) });
      await upload(api, token, { title: 'بلند', file: tinyMp4({ seconds: 5000, mediaBytes: 100 }) });
      const order = async (sort: string) =>
        (await api.request('GET', `/admin/videos?sort=${sort}`, { token })).body.data.items.map((video: { title: string }) => video.title);
      expect(await order('duration_seconds:desc')).toEqual(['بلند', 'کوتاه']);
      expect(await order('size_bytes:desc')).toEqual(['کوتاه', 'بلند']);
      expect((await api.request('GET', '/admin/videos?sort=file_name:asc', { token })).status).toBe(422);
    });
  });

  describe.concurrent('download', () => {
    async function uploaded(api: TestApi, file = tinyMp4({ mediaBytes: 4000 })) {
      const token = await adminToken(api);
      const created = await upload(api, token, { file });
      return { token, id: created.body.data.video.id as number, file };
    }

    it('sends the whole file as an attachment with its length and that it takes ranges', async ({ api }) => {
      const { token, id, file } = await uploaded(api);
      const response = await api.request('GET', `/admin/videos/${id}/downloadMp4`, { token });
      expect(response.status).toBe(200);
      expect(Buffer.from(response.bytes).equals(file)).toBe(true);
      expect(response.headers.get('content-length')).toBe(String(file.length));
      expect(response.headers.get('accept-ranges')).toBe('bytes');
      expect(response.headers.get('content-type')).toBe('video/mp4');
      expect(response.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="video-${id}\\.mp4"; filename\\*=UTF-8''`));
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    });

    it('names the download after the video’s title, with any character a file name cannot hold replaced', async ({ api }) => {
      const token = await adminToken(api);
      const created = await upload(api, token, { title: 'جلسهٔ هیئت مدیره: بودجه/۱۴۰۵?' });
      const response = await api.request('GET', `/admin/videos/${created.body.data.video.id as number}/downloadMp4`, { token });
      const encoded = /filename\*=UTF-8''([^;]+)$/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? '';
      expect(decodeURIComponent(encoded)).toBe('جلسهٔ هیئت مدیره- بودجه-۱۴۰۵-.mp4');
    });

    it('answers HEAD with the headers of the whole file and no body', async ({ api }) => {
      const { token, id, file } = await uploaded(api);
      const response = await api.request('HEAD', `/admin/videos/${id}/downloadMp4`, { token });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-length')).toBe(String(file.length));
      expect(response.bytes.length).toBe(0);
    });

    it('answers the first bytes of a range request with 206 and Content-Range', async ({ api }) => {
      const { token, id, file } = await uploaded(api);
      const response = await api.request('GET', `/admin/videos/${id}/downloadMp4`, { token, headers: { range: 'bytes=0-99' } });
      expect(response.status).toBe(206);
      expect(response.headers.get('content-range')).toBe(`bytes 0-99/${file.length}`);
      expect(response.headers.get('content-length')).toBe('100');
      expect(Buffer.from(response.bytes).equals(file.subarray(0, 100))).toBe(true);
    });

    it('answers a suffix range with the last bytes', async ({ api }) => {
      const { token, id, file } = await uploaded(api);
      const response = await api.request('GET', `/admin/videos/${id}/downloadMp4`, { token, headers: { range: 'bytes=-500' } });
      expect(response.status).toBe(206);
      expect(response.headers.get('content-range')).toBe(`bytes ${file.length - 500}-${file.length - 1}/${file.length}`);
      expect(Buffer.from(response.bytes).equals(file.subarray(file.length - 500))).toBe(true);
    });

    it('answers an open-ended range from its first byte to the end, and a last byte past the end up to the end', async ({ api }) => {
      const { token, id, file } = await uploaded(api);
      const open = await api.request('GET', `/admin/videos/${id}/downloadMp4`, { token, headers: { range: 'bytes=1000-' } });
      expect(open.status).toBe(206);
      expect(open.headers.get('content-range')).toBe(`bytes 1000-${file.length - 1}/${file.length}`);
      expect(Buffer.from(open.bytes).equals(file.subarray(1000))).toBe(true);
      const past = await api.request('GET', `/admin/videos/${id}/downloadMp4`, { token, headers: { range: `bytes=10-${file.length + 5000}` } });
      expect(past.headers.get('content-range')).toBe(`bytes 10-${file.length - 1}/${file.length}`);
    });

    it('answers 416 with the size for a range past the end or reversed', async ({ api }) => {
      const { token, id, file } = await uploaded(api);
      for (const range of [`bytes=${file.length}-`, 'bytes=500-100', 'bytes=-0', 'bytes=x-y']) {
        const response = await api.request('GET', `/admin/videos/${id}/downloadMp4`, { token, headers: { range } });
        expect(response.status, range).toBe(416);
        expect(response.headers.get('content-range')).toBe(`bytes */${file.length}`);
        expect(response.body.data.code).toBe('RANGE_NOT_SATISFIABLE');
      }
    });

    it('checks the caller on every request, range pieces too', async ({ api }) => {
      const { id } = await uploaded(api);
      expect((await api.request('GET', `/admin/videos/${id}/downloadMp4`, { headers: { range: 'bytes=0-9' } })).status).toBe(401);
      const userToken = (await registerVerifiedUser(api)).token;
      expect((await api.request('GET', `/admin/videos/${id}/downloadMp4`, { token: userToken })).status).toBe(401);
      const lacking = await adminToken(api, { permissions: ['payments.view'] });
      expect((await api.request('GET', `/admin/videos/${id}/downloadMp4`, { token: lacking, headers: { range: 'bytes=10-19' } })).status).toBe(403);
      const holder = await adminToken(api, { permissions: ['videos.view'] });
      expect((await api.request('GET', `/admin/videos/${id}/downloadMp4`, { token: holder, headers: { range: 'bytes=10-19' } })).status).toBe(206);
      await api.request('POST', '/admin/auth/logout', { token: holder });
      expect((await api.request('GET', `/admin/videos/${id}/downloadMp4`, { token: holder, headers: { range: 'bytes=20-29' } })).status).toBe(401);
    });

    it('an unknown id is a 404, and a path trick in the id reads nothing', async ({ api }) => {
      const { token } = await uploaded(api);
      expect((await api.request('GET', '/admin/videos/999/downloadMp4', { token })).status).toBe(404);
      for (const trick of ['..%2F..%2Fapp.sqlite', '%2E%2E', '..', '%2Fetc%2Fpasswd', '1%00', '1%2F..%2F2', 'C:%5Cwindows']) {
        const response = await api.request('GET', `/admin/videos/${trick}/downloadMp4`, { token });
        expect([404, 422], `${trick}: ${response.status}`).toContain(response.status);
        expect(response.headers.get('content-type')).not.toBe('video/mp4');
      }
    });

    it('a video whose file went missing is a 404, not a 500', async ({ api }) => {
      const { token, id } = await uploaded(api);
      for (const name of await storedFiles(api)) await fs.rm(path.join(api.env.STORAGE_ROOT, 'videos', name));
      expect((await api.request('GET', `/admin/videos/${id}/downloadMp4`, { token })).status).toBe(404);
    });

    it('a row naming a file outside the videos folder is never read', async ({ api }) => {
      const { token, id } = await uploaded(api);
      await api.services.db.updateTable('videos').set({ file_name: '../../app.sqlite' }).where('id', '=', id).execute();
      expect((await api.request('GET', `/admin/videos/${id}/downloadMp4`, { token })).status).toBe(404);
    });
  });

  describe.concurrent('the owner', () => {
    it('a user sees and downloads only their own videos; another user’s id is a 404', async ({ api }) => {
      const token = await adminToken(api);
      const owner = await registerVerifiedUser(api);
      const other = await registerVerifiedUser(api);
      const file = tinyMp4({ mediaBytes: 3000, fill: 3 });
      const mine = (await upload(api, token, { title: 'جلسه من', owner: owner.mobile, file })).body.data.video.id;
      const theirs = (await upload(api, token, { title: 'جلسه دیگری', owner: other.mobile })).body.data.video.id;

      const list = await api.request('GET', '/user/videos/list', { token: owner.token });
      expect(list.body.data.items).toEqual([
        { id: mine, title: 'جلسه من', duration_seconds: 3723, size_bytes: file.length, created_at: expect.any(Number), continue_from_seconds: null },
      ]);
      const download = await api.request('GET', `/user/videos/${mine}/downloadMp4`, { token: owner.token, headers: { range: 'bytes=-10' } });
      expect(download.status).toBe(206);
      expect(Buffer.from(download.bytes).equals(file.subarray(file.length - 10))).toBe(true);
      const refused = await api.request('GET', `/user/videos/${theirs}/downloadMp4`, { token: owner.token });
      expect(refused.status).toBe(404);
      expect(refused.body.data.code).toBe('VIDEO_NOT_FOUND');
      expect((await api.request('GET', `/user/videos/${mine}/downloadMp4`)).status).toBe(401);
    });

    it('a path trick in the id of the user’s download reads nothing', async ({ api }) => {
      const { token } = await registerVerifiedUser(api);
      for (const trick of ['..%2F..%2Fapp.sqlite', '%2E%2E', '%2Fetc%2Fpasswd', '1%00']) {
        const response = await api.request('GET', `/user/videos/${trick}/downloadMp4`, { token });
        expect([404, 422], `${trick}: ${response.status}`).toContain(response.status);
      }
    });
  });

  describe.concurrent('plays', () => {
    it('a download from the first byte is one play; the range pieces after it are not', async ({ api }) => {
      const plays: VideoPlay[] = [];
      const token = await adminToken(api);
      const owner = await registerVerifiedUser(api);
      const id = (await upload(api, token, { owner: owner.mobile })).body.data.video.id;
      Object.assign(api.services, { videos: createVideoService({ ...api.services, onPlay: (play) => plays.push(play) }) });
      const get = (range?: string) =>
        api.request('GET', `/user/videos/${id}/downloadMp4`, {
          token: owner.token,
          headers: { 'user-agent': 'player/1', referer: 'https://portal.test/p/videos', ...(range && { range }) },
        });
      await get('bytes=0-99');
      await get('bytes=100-199');
      await get('bytes=-10');
      await get();
      await api.request('HEAD', `/user/videos/${id}/downloadMp4`, { token: owner.token });
      expect(plays).toEqual([
        { videoId: id, userId: owner.user.id, ip: 'local', userAgent: 'player/1', referrer: 'https://portal.test/p/videos' },
        { videoId: id, userId: owner.user.id, ip: 'local', userAgent: 'player/1', referrer: 'https://portal.test/p/videos' },
      ]);
    });

    it('the owner’s download appears in the views list as a play of that video', async ({ api }) => {
      const token = await adminToken(api);
      const owner = await registerVerifiedUser(api);
      const id = (await upload(api, token, { owner: owner.mobile })).body.data.video.id;
      await api.request('GET', `/user/videos/${id}/downloadMp4`, { token: owner.token });
      await api.services.views.flush();
      const plays = await api.request('GET', '/admin/views/list?kind=video_play', { token });
      expect(plays.body.data.items).toEqual([expect.objectContaining({ kind: 'video_play', video_id: id, user_id: owner.user.id, path: `/videos/${id}` })]);
    });
  });

  describe.concurrent('the folder import', () => {
    it('registers every MP4 of a folder once: a second run adds nothing', async ({ api }) => {
      const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'videos-import-'));
      try {
        const { user, mobile } = await registerVerifiedUser(api);
        await fs.writeFile(path.join(folder, 'جلسه اول.mp4'), tinyMp4({ seconds: 90, fill: 1 }));
        await fs.writeFile(path.join(folder, 'second.MP4'), tinyMp4({ seconds: 30, fill: 2 }));
        await fs.writeFile(path.join(folder, 'copy of second.mp4'), tinyMp4({ seconds: 30, fill: 2 }));
        await fs.writeFile(path.join(folder, 'notes.txt'), 'not a video');
        await fs.writeFile(path.join(folder, 'fake.mp4'), bytesOf(500));

        const first = await api.services.videos.importFolder(folder, { owner: mobile });
        expect(first.added.map((video) => [video.title, video.duration_seconds, video.owner?.id])).toEqual([
          ['copy of second', 30, user.id],
          ['جلسه اول', 90, user.id],
        ]);
        expect(first.skipped).toEqual(['second.MP4']);
        expect(first.refused).toEqual(['fake.mp4']);

        const second = await api.services.videos.importFolder(folder, { owner: mobile });
        expect(second.added).toEqual([]);
        expect(second.skipped).toHaveLength(3);
        const list = await api.request('GET', '/admin/videos', { token: await adminToken(api) });
        expect(list.body.data.total).toBe(2);
        expect((await storedFiles(api)).filter((name) => name.startsWith('.'))).toEqual([]);
      } finally {
        await fs.rm(folder, { recursive: true, force: true });
      }
    });

    it('the command reports each file and refuses a call without a folder', async ({ api }) => {
      const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'videos-import-'));
      try {
        await fs.writeFile(path.join(folder, 'a.mp4'), tinyMp4({ seconds: 5 }));
        const lines: string[] = [];
        expect(await runVideoImport([folder], api.services.videos, (line) => lines.push(line))).toBe(0);
        expect(lines.at(-1)).toBe('1 added, 0 skipped, 0 refused');
        expect(await runVideoImport([folder], api.services.videos, (line) => lines.push(line))).toBe(0);
        expect(lines.at(-1)).toBe('0 added, 1 skipped, 0 refused');
        expect(await runVideoImport([], api.services.videos, (line) => lines.push(line))).toBe(2);
        expect(await runVideoImport([folder, '--colour', 'red'], api.services.videos, (line) => lines.push(line))).toBe(2);
      } finally {
        await fs.rm(folder, { recursive: true, force: true });
      }
    });
  });
});
