import { expect, test } from './support/fixtures';
import { createVerifiedUser } from './support/users';

test('a user who chooses Rials on the profile sees the balance in Rials on the dashboard, after a reload too', async ({ page, request, baseURL }) => {
  const user = await createVerifiedUser(request);
  await page.context().addCookies([{ name: 'user_token', value: user.token, url: baseURL! }]);
  await page.goto('/p/dashboard');
  await expect(page.getByText('تومان').first()).toBeVisible();

  await page.goto('/p/profile');
  await page.getByRole('radiogroup', { name: 'نمایش مبلغ‌ها به' }).getByText('ریال').click();
  await page.goto('/p/dashboard');
  await expect(page.getByText('ریال').first()).toBeVisible();
  await expect(page.getByText('تومان')).toHaveCount(0);
});
