import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

const notifyFile = () => path.join(process.env.E2E_RUN_DIR ?? '', 'notify.jsonl');

/** A mobile number no other test uses. */
export function uniqueMobile(): string {
  return '0912' + String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
}

/** The last code the app texted to a mobile, read from the notify file the server writes. */
export async function lastCodeFor(mobile: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const text = await fs.readFile(notifyFile(), 'utf8').catch(() => '');
      const messages = text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { to: string; code: string | null });
      code = messages.filter((message) => message.to === mobile && message.code).at(-1)?.code ?? undefined;
      return code;
    })
    .toBeTruthy();
  return code!;
}

export interface TestUser {
  name: string;
  mobile: string;
  password: string;
  token: string;
}

/** Registers and verifies a user through the API, as a fixture for tests about later screens. */
export async function createVerifiedUser(request: APIRequestContext, password = 'a-long-passphrase'): Promise<TestUser> {
  const mobile = uniqueMobile();
  const name = 'کاربر آزمون';
  const registered = await request.post('/api/v1/auth/register', { data: { name, mobile, password } });
  const { data } = (await registered.json()) as { data: { verification_code: string } };
  const verified = await request.post('/api/v1/auth/verify', {
    data: { verification_code: data.verification_code, code: await lastCodeFor(mobile) },
  });
  const { token } = (await verified.json()) as { token: string };
  return { name, mobile, password, token };
}

/** Fills the sign-in form on the page (/login, with or without its return address) and submits it. */
export async function submitSignIn(page: Page, user: Pick<TestUser, 'mobile' | 'password'>): Promise<void> {
  await page.getByLabel('شماره موبایل').fill(user.mobile);
  await page.getByLabel('رمز عبور').fill(user.password);
  await page.getByRole('button', { name: 'ورود' }).click();
}

/** Registers a new mobile through the form, as a visitor would, and stops on the verification screen. */
export async function registerThroughForm(page: Page, name: string): Promise<string> {
  const mobile = uniqueMobile();
  await page.goto('/register');
  await page.getByLabel('نام و نام خانوادگی').fill(name);
  await page.getByLabel('شماره موبایل').fill(mobile);
  await page.getByLabel('رمز عبور').fill('my-secret-phrase');
  await page.getByRole('button', { name: 'ثبت‌نام و دریافت کد' }).click();
  await expect(page).toHaveURL(/\/verify\//);
  return mobile;
}
