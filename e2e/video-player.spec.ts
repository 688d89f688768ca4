import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { toPersianDigits } from '../shared/digits';
import { playableMp4 } from '../tests/support/playable-mp4';
import { adminToken, signInAsAdmin } from './support/admins';
import { expect, test } from './support/fixtures';
import { createVerifiedUser } from './support/users';

// Watching a recording in the browser (issue 21). The MP4 is made in the test (H.264 of raw I_PCM
// macroblocks, tests/support/playable-mp4.ts), and Debian's Chromium decodes it: the test checks frames
// are drawn, not only that metadata loads. Two minutes at 320×176, ~10 MB, so a seek past what the
// browser has read ahead asks for a range.

const SECONDS = 120;
let file: Buffer | undefined;
const playable = () => (file ??= playableMp4({ seconds: SECONDS, widthMbs: 20, heightMbs: 11 }));

async function uploadPlayable(request: APIRequestContext, options: { title: string; owner?: string }): Promise<number> {
  const response = await request.post('/api/v1/admin/videos/create', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    multipart: {
      title: options.title,
      ...(options.owner && { owner: options.owner }),
      file: { name: 'meeting.mp4', mimeType: 'video/mp4', buffer: playable() },
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { video: { id: number } } }).data.video.id;
}

const currentTime = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.currentTime);
const drawnFrames = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.getVideoPlaybackQuality().totalVideoFrames);

async function seriousAxeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

async function signInAsOwner(
  context: BrowserContext,
  request: APIRequestContext,
  baseURL: string,
  settings?: { theme: 'light' | 'dark'; language: 'fa' | 'en' },
) {
  const user = await createVerifiedUser(request);
  await context.addCookies([
    { name: 'user_token', value: user.token, url: baseURL },
    ...(settings ? [{ name: 'settings', value: encodeURIComponent(JSON.stringify(settings)), url: baseURL }] : []),
  ]);
  return user;
}

test('a user watches a recording: it plays, seeks by a range request, saves the position and continues from it after a reload', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const user = await signInAsOwner(context, request, baseURL!);
  const title = `جلسه تماشا ${Date.now()}`;
  await uploadPlayable(request, { title, owner: user.mobile });
  const ranges: string[] = [];
  let positionSaves = 0;
  page.on('request', (sent) => {
    if (sent.url().includes('/play/')) ranges.push(sent.headers().range ?? 'whole');
    if (sent.url().endsWith('/position')) positionSaves++;
  });

  await page.goto('/p/videos');
  await page.getByRole('button', { name: `تماشای «${title}»` }).click();
  const dialog = page.getByRole('dialog', { name: title });
  const video = dialog.locator('video');
  // Metadata: the length from the file, in Persian digits.
  await expect(dialog.getByText('۰:۰۰ / ۲:۰۰')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await dialog.getByRole('button', { name: 'پخش', exact: true }).click();
  await expect.poll(() => currentTime(video)).toBeGreaterThan(2.5);
  expect(await drawnFrames(video)).toBeGreaterThan(0);
  // While playing, the position goes to the server every 10 s, not with every frame.
  expect(positionSaves).toBe(0);
  await expect(dialog.getByRole('button', { name: 'مکث' })).toBeVisible();

  // Space pauses (the focus is on the play button, which takes it as a click: one toggle, not two).
  await page.keyboard.press('Space');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);

  // Into the second minute from the timeline: Shift+→ moves 10 s at a time.
  const timeline = dialog.getByRole('slider', { name: 'جای پخش' });
  await timeline.focus();
  const before = await currentTime(video);
  const saved = page.waitForResponse((response) => response.url().includes('/position') && response.request().method() === 'POST');
  for (let i = 0; i < 9; i++) await page.keyboard.press('Shift+ArrowRight');
  await expect.poll(() => currentTime(video)).toBeGreaterThan(before + 80);
  await page.keyboard.press('ArrowLeft');
  const position = Math.floor(await currentTime(video));
  expect((await saved).status()).toBe(200);
  // The seek asked the server for bytes from the middle of the file, not for the file again from its start.
  await expect.poll(() => ranges.some((range) => /^bytes=[1-9]\d*-/.test(range))).toBe(true);
  await expect(timeline).toHaveAttribute('aria-valuetext', new RegExp(`^${toPersianDigits(formatTime(position))} از`));

  // The last position reaches the server before the reload (saves go one at a time).
  await expect
    .poll(async () => {
      const token = (await context.cookies()).find((cookie) => cookie.name === 'user_token')!.value;
      // The test's request context last spoke to the server before the video played: its idle
      // connection may be the one the server's keep-alive timeout is closing, and then the next poll asks again.
      const response = await request
        .post(`/api/v1/user/videos/${await videoIdOf(page, title)}/playback`, { headers: { authorization: `Bearer ${token}` }, data: {} })
        .catch(() => undefined);
      return response && ((await response.json()) as { data: { position_seconds: number | null } }).data.position_seconds;
    })
    .toBe(position);

  // On return the list offers it, and so does the player.
  await page.reload();
  await page.getByRole('button', { name: `ادامه «${title}» از ${toPersianDigits(formatTime(position))}` }).click();
  const continueButton = dialog.getByRole('button', { name: `ادامه از ${toPersianDigits(formatTime(position))}` });
  // The keyboard lands on it: Enter continues.
  await expect(continueButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => currentTime(video)).toBeGreaterThanOrEqual(position);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: new RegExp(`^ادامه «${title}» از`) })).toBeFocused();
});

test('while watching, the player renews its address a minute before it expires, keeping its place and its session of watching', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const user = await signInAsOwner(context, request, baseURL!);
  const title = `جلسه طولانی ${Date.now()}`;
  await uploadPlayable(request, { title, owner: user.mobile });
  await page.clock.install();
  await page.goto('/p/videos');
  await page.getByRole('button', { name: `تماشای «${title}»` }).click();
  const dialog = page.getByRole('dialog', { name: title });
  const video = dialog.locator('video');
  await dialog.getByRole('button', { name: 'پخش', exact: true }).click();
  await expect.poll(() => currentTime(video)).toBeGreaterThan(2);
  const firstSource = await video.getAttribute('src');
  const firstPlayId = firstSource!.split('/').at(-1)!.split('.')[4];

  const renewal = page.waitForRequest((sent) => sent.url().endsWith('/playback') && sent.method() === 'POST');
  await page.clock.fastForward('04:00');
  expect((await renewal).postDataJSON()).toEqual({ play_id: firstPlayId });
  await expect.poll(() => video.getAttribute('src')).not.toBe(firstSource);
  const renewed = (await video.getAttribute('src'))!;
  expect(renewed.split('/').at(-1)!.split('.')[4]).toBe(firstPlayId);
  // Same place (no jump back to the start) and still playing.
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(2);
  expect(await currentTime(video)).toBeGreaterThan(2);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
});

test('an admin watches any recording from /admin/videos, by keyboard, and the dialog hands the focus back', async ({ page, context, request, baseURL }) => {
  const title = `جلسه مدیر ${Date.now()}`;
  await uploadPlayable(request, { title });
  await signInAsAdmin(context, request, baseURL!);
  await page.goto(`/admin/videos?search=${encodeURIComponent(title)}`);
  const watch = page.getByRole('button', { name: `تماشای «${title}»` });
  await watch.click();
  const dialog = page.getByRole('dialog', { name: title });
  const video = dialog.locator('video');
  // Opened on play, not on close: Space plays.
  await expect(dialog.getByRole('button', { name: 'پخش', exact: true })).toBeFocused();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(1);
  await dialog.getByRole('slider', { name: 'جای پخش' }).focus();
  await page.keyboard.press('End');
  await expect.poll(() => currentTime(video)).toBeGreaterThan(SECONDS - 1);
  await page.keyboard.press('Home');
  await expect.poll(() => currentTime(video)).toBe(0);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => currentTime(video)).toBe(5);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'بستن پخش‌کننده' }).click();
  await expect(dialog).toHaveCount(0);
  // The list asks again where this admin is: the same button, focused, now continues from 0:05.
  await expect(page.getByRole('button', { name: `ادامه «${title}» از ۰:۰۵` })).toBeFocused();
});

const PHONE = { name: 'phone', width: 390, height: 844 };
const DESKTOP = { name: 'desktop', width: 1280, height: 800 };
/** Every pair of settings drawn together once: each language in each theme and on each screen, each theme on each screen. */
const SETTINGS_PAIRED = [
  { language: 'fa', theme: 'light', screen: PHONE },
  { language: 'fa', theme: 'dark', screen: DESKTOP },
  { language: 'en', theme: 'dark', screen: PHONE },
  { language: 'en', theme: 'light', screen: DESKTOP },
] as const;

test('the admin videos list offers to continue a recording from where this admin left off, in fa and en, light and dark, phone and desktop', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const title = `جلسه ادامه ${Date.now()}`;
  const id = await uploadPlayable(request, { title });
  await request.post(`/api/v1/admin/videos/${id}/position`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { position_seconds: 71 },
  });
  await signInAsAdmin(context, request, baseURL!);
  for (const { language, theme, screen } of SETTINGS_PAIRED) {
    await context.addCookies([{ name: 'settings', value: encodeURIComponent(JSON.stringify({ theme, language })), url: baseURL! }]);
    await page.setViewportSize({ width: screen.width, height: screen.height });
    await page.goto(`/admin/videos?search=${encodeURIComponent(title)}`);
    const resume = page.getByRole('button', { name: language === 'fa' ? `ادامه «${title}» از ۱:۱۱` : `Continue “${title}” from 1:11` });
    await expect(resume).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: test.info().outputPath(`admin-videos-${language}-${theme}-${screen.name}.png`) });
    expect(await seriousAxeViolations(page)).toEqual([]);
  }
  await page.getByRole('button', { name: `Continue “${title}” from 1:11` }).click();
  await expect(page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Continue from 1:11' })).toBeVisible();
});

for (const { language, theme, screen } of SETTINGS_PAIRED) {
  test(`the player in ${language}, ${theme}, ${screen.name}: nothing cut, no serious axe findings`, async ({ page, context, request, baseURL }) => {
    await page.setViewportSize({ width: screen.width, height: screen.height });
    const user = await signInAsOwner(context, request, baseURL!, { theme, language });
    const title = language === 'fa' ? `جلسه نمایش ${Date.now()}` : `Review meeting ${Date.now()}`;
    const id = await uploadPlayable(request, { title, owner: user.mobile });
    await request.post(`/api/v1/user/videos/${id}/position`, { headers: { authorization: `Bearer ${user.token}` }, data: { position_seconds: 71 } });
    await page.goto('/p/videos');
    await page.screenshot({ path: test.info().outputPath(`videos-${language}-${theme}-${screen.name}.png`) });
    await page.getByRole('button', { name: language === 'fa' ? `ادامه «${title}» از ۱:۱۱` : `Continue “${title}” from 1:11` }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog.getByRole('button', { name: language === 'fa' ? 'ادامه از ۱:۱۱' : 'Continue from 1:11' })).toBeVisible();
    await expect.poll(() => dialog.locator('video').evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(2);
    await page.screenshot({ path: test.info().outputPath(`player-${language}-${theme}-${screen.name}.png`) });
    // Every control inside the dialog, and the dialog inside the window.
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(screen.width);
    for (const control of await dialog.locator('button, input, select').all()) {
      const controlBox = await control.boundingBox();
      if (!controlBox) continue;
      expect(controlBox.x).toBeGreaterThanOrEqual(box.x);
      expect(controlBox.x + controlBox.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    // The admin's screen, with the same recording.
    await signInAsAdmin(context, request, baseURL!);
    await page.goto(`/admin/videos?search=${encodeURIComponent(title)}`);
    await page.screenshot({ path: test.info().outputPath(`admin-videos-${language}-${theme}-${screen.name}.png`) });
    await page.getByRole('button', { name: language === 'fa' ? `تماشای «${title}»` : `Watch “${title}”` }).click();
    await expect.poll(() => dialog.locator('video').evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(2);
    await page.screenshot({ path: test.info().outputPath(`admin-player-${language}-${theme}-${screen.name}.png`) });
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}

/** `M:SS`, as the player shows a time in a video under an hour. */
function formatTime(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

async function videoIdOf(page: Page, title: string): Promise<number> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'user_token')!.value;
  const response = await page.request.get(`/api/v1/user/videos/list?search=${encodeURIComponent(title)}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { data: { items: { id: number }[] } }).data.items[0]!.id;
}

test('on a desktop the admin videos list keeps each recording’s “continue from” and “download” on one line, in en and fa', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const title = `جلسه یک‌خطی ${Date.now()}`;
  const id = await uploadPlayable(request, { title });
  await request.post(`/api/v1/admin/videos/${id}/position`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { position_seconds: 71 },
  });
  await signInAsAdmin(context, request, baseURL!);
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const language of ['en', 'fa'] as const) {
    await context.addCookies([{ name: 'settings', value: encodeURIComponent(JSON.stringify({ theme: 'light', language })), url: baseURL! }]);
    await page.goto(`/admin/videos?search=${encodeURIComponent(title)}`);
    const resume = page.getByRole('button', { name: language === 'fa' ? `ادامه «${title}» از ۱:۱۱` : `Continue “${title}” from 1:11` });
    const download = page.getByRole('button', { name: language === 'fa' ? `دانلود «${title}»` : `Download “${title}”` });
    await expect(resume).toBeVisible();
    // Each label on one line inside its button (no taller than one line of its text), and both buttons on one line.
    for (const button of [resume, download]) {
      const { height, lineHeight } = await button.evaluate((node) => {
        const style = getComputedStyle(node);
        return { height: node.getBoundingClientRect().height, lineHeight: parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5715 };
      });
      expect(height, language).toBeLessThan(2 * lineHeight);
    }
    const [resumeBox, downloadBox] = [await resume.boundingBox(), await download.boundingBox()];
    expect(Math.round(downloadBox!.y), `${language}: "download" beside "continue", not under it`).toBe(Math.round(resumeBox!.y));
  }
});
