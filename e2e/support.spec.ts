import type { BrowserContext, Page } from '@playwright/test';
import { signInAsAdmin } from './support/admins';
import { expect, test } from './support/fixtures';
import { createVerifiedUser, type TestUser } from './support/users';

async function openSupport(page: Page, baseURL: string): Promise<TestUser> {
  const user = await createVerifiedUser(page.request);
  await page.context().addCookies([{ name: 'user_token', value: user.token, url: baseURL }]);
  await page.goto('/p/support');
  return user;
}

/** Fills the new-ticket form and opens it; returns the ticket's id from the link the list shows. */
async function openTicketThroughForm(page: Page, fields: { subject: string; text: string; attachment?: { name: string; mimeType: string; buffer: Buffer } }) {
  await page.getByLabel('واحد').selectOption({ label: 'پشتیبانی فنی' });
  await page.getByLabel('موضوع').fill(fields.subject);
  await page.getByLabel('متن پیام').fill(fields.text);
  if (fields.attachment) await page.getByLabel('پیوست').setInputFiles(fields.attachment);
  await page.getByRole('button', { name: 'ثبت تیکت' }).click();
  const link = page.getByRole('table', { name: 'تیکت‌های من' }).getByRole('link', { name: fields.subject });
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  return Number(href!.split('/').pop());
}

async function adminPage(context: BrowserContext, baseURL: string): Promise<Page> {
  const page = await context.newPage();
  await signInAsAdmin(context, page.request, baseURL);
  return page;
}

test('a user opens a ticket with an attachment, the admin answers, and the user sees the answer', async ({ page, baseURL, browser }) => {
  await openSupport(page, baseURL!);
  const subject = `پرداخت ناموفق ${Date.now()}`;
  const id = await openTicketThroughForm(page, {
    subject,
    text: 'پول از حساب کم شد ولی شارژ نشد.',
    attachment: { name: 'رسید.txt', mimeType: 'text/plain', buffer: Buffer.from('رسید بانک: ۱۲۳۴') },
  });

  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminPage(adminContext, baseURL!);
  await admin.goto('/admin/support?status=open');
  await admin.getByRole('link', { name: subject }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/support/${id}$`));
  await expect(admin.getByText('پول از حساب کم شد ولی شارژ نشد.')).toBeVisible();
  const download = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'دانلود رسید.txt' }).click();
  expect((await download).suggestedFilename()).toBe('رسید.txt');

  await admin.getByLabel('متن پیام').fill('بررسی شد؛ مبلغ تا ۷۲ ساعت برمی‌گردد.');
  await admin.getByRole('button', { name: 'فرستادن' }).click();
  await expect(admin.getByRole('list', { name: 'گفتگوی تیکت' }).getByText('بررسی شد؛ مبلغ تا ۷۲ ساعت برمی‌گردد.')).toBeVisible();
  await expect(admin.getByText('پاسخ داده شده')).toBeVisible();
  await adminContext.close();

  await page.getByRole('link', { name: subject }).click();
  await expect(page).toHaveURL(new RegExp(`/p/support/${id}$`));
  const thread = page.getByRole('list', { name: 'گفتگوی تیکت' });
  await expect(thread.getByText('بررسی شد؛ مبلغ تا ۷۲ ساعت برمی‌گردد.')).toBeVisible();
  await expect(thread.getByRole('button', { name: 'دانلود رسید.txt' })).toBeVisible();
  await expect(page.getByText('پاسخ داده شده')).toBeVisible();
});

test('a ticket text with a script tag shows as text to the user and the admin and never runs', async ({ page, baseURL, browser }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await openSupport(page, baseURL!);
  const text = '<script>window.ticketScriptRan = true; alert(1)</script><img src=x onerror="window.ticketScriptRan = true">';
  const subject = `<b>اسکریپت</b> ${Date.now()}`;
  const id = await openTicketThroughForm(page, { subject, text });

  await page.goto(`/p/support/${id}`);
  await expect(page.getByRole('list', { name: 'گفتگوی تیکت' }).getByText(text)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { ticketScriptRan?: boolean }).ticketScriptRan)).toBeUndefined();

  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminPage(adminContext, baseURL!);
  admin.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await admin.goto(`/admin/support/${id}`);
  await expect(admin.getByText(text)).toBeVisible();
  expect(await admin.evaluate(() => (window as unknown as { ticketScriptRan?: boolean }).ticketScriptRan)).toBeUndefined();
  await adminContext.close();
  expect(dialogs).toEqual([]);
});

test('a user closes a ticket and writing to it again reopens it', async ({ page, baseURL }) => {
  await openSupport(page, baseURL!);
  const subject = `بستن ${Date.now()}`;
  const id = await openTicketThroughForm(page, { subject, text: 'سؤال کوتاه' });
  await page.goto(`/p/support/${id}`);
  await page.getByRole('button', { name: 'بستن تیکت' }).click();
  await expect(page.getByText('این تیکت بسته است؛ پیام تازه آن را دوباره باز می‌کند.')).toBeVisible();
  await page.getByLabel('متن پیام').fill('یک سؤال دیگر');
  await page.getByRole('button', { name: 'فرستادن' }).click();
  await expect(page.getByText('پاسخ کاربر')).toBeVisible();
  await expect(page.getByRole('button', { name: 'بستن تیکت' })).toBeVisible();
});

test('another user’s ticket page is not found', async ({ page, baseURL }) => {
  const owner = await createVerifiedUser(page.request);
  const form = { unit_id: '1', subject: 'خصوصی', text: 'متن' };
  const created = await page.request.post('/api/v1/user/support/create', { multipart: form, headers: { authorization: `Bearer ${owner.token}` } });
  const { data } = (await created.json()) as { data: { ticket: { id: number } } };
  await openSupport(page, baseURL!);
  const response = await page.goto(`/p/support/${data.ticket.id}`);
  expect(response?.status()).toBe(404);
});

test('a user who has opened many tickets within the hour is told in Persian how long to wait, and keeps what they typed', async ({ page, baseURL }) => {
  const user = await openSupport(page, baseURL!);
  for (let opened = 0; opened < 10; opened += 1) {
    const created = await page.request.post('/api/v1/user/support/create', {
      multipart: { unit_id: '1', subject: `تیکت ${opened}`, text: 'متن' },
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(created.status()).toBe(201);
  }
  await page.getByLabel('واحد').selectOption({ label: 'پشتیبانی فنی' });
  await page.getByLabel('موضوع').fill('یازدهمین تیکت');
  await page.getByLabel('متن پیام').fill('باز هم سؤال');
  await page.getByRole('button', { name: 'ثبت تیکت' }).click();
  await expect(page.locator('.Toastify__toast')).toContainText(/[۰-۹]+ دقیقه دیگر دوباره تلاش کنید/);
  await expect(page.getByLabel('موضوع')).toHaveValue('یازدهمین تیکت');
});
