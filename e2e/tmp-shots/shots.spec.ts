import { signInAsAdmin } from '../support/admins';
import { test } from '../support/fixtures';
import { createVerifiedUser } from '../support/users';
import { uploadVideo } from '../support/videos';

const MODES = [
  { name: 'fa-light-desktop', language: 'fa', theme: 'light', width: 1280 },
  { name: 'en-dark-desktop', language: 'en', theme: 'dark', width: 1280 },
  { name: 'fa-light-390', language: 'fa', theme: 'light', width: 390 },
  { name: 'en-dark-390', language: 'en', theme: 'dark', width: 390 },
] as const;

for (const mode of MODES) {
  test(`shots ${mode.name}`, async ({ page, context, request, baseURL }) => {
    await page.setViewportSize({ width: mode.width, height: 800 });
    await context.addCookies([{ name: 'settings', value: encodeURIComponent(JSON.stringify({ theme: mode.theme, language: mode.language })), url: baseURL! }]);
    const user = await createVerifiedUser(request);
    await uploadVideo(request, { title: 'جلسه هفتگی تیم فنی درباره انتشار نسخه تازه', owner: user.mobile, seconds: 5425, mediaBytes: 300_000 });
    await uploadVideo(request, { title: 'Weekly sync', seconds: 59 });
    await signInAsAdmin(context, request, baseURL!);
    await page.goto('/admin/videos');
    await page.getByRole('button', { name: mode.language === 'fa' ? 'بارگذاری ویدیو' : 'Upload a video' }).click();
    const first = page.getByRole('row').nth(1);
    await first.getByRole('button').first().click();
    await page.getByLabel(mode.language === 'fa' ? 'فایل MP4' : 'MP4 file').setInputFiles({ name: 'recording-2026-11-22.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(5000) });
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/videos-shots/admin-${mode.name}.png`, fullPage: true });
    await context.addCookies([{ name: 'user_token', value: user.token, url: baseURL! }]);
    await page.goto('/p/videos');
    await page.getByRole('row').nth(1).getByRole('button').first().click();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/videos-shots/user-${mode.name}.png`, fullPage: true });
  });
}
