import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, shot, signIn, DEMO_PASSWORD } from '../lib/browser.mjs';
import { waitForMail } from '../lib/mailbox.mjs';

const maildir = process.env.E2E_MAILDIR;
const toAscii = (s) => s.replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0));

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

test(
  'a customer who forgot the password gets a code by email, sets a new password and signs in with it',
  { skip: !maildir && 'needs the mailbox of run.mjs' },
  async () => {
    const email = 'customer3@sefaresh.ir';
    const newPassword = 'Pistachio1405';
    const { page } = await newPage(browser);
    await page.goto('/login');
    await page.getByRole('button', { name: 'رمز عبور را فراموش کرده‌اید؟' }).click();
    await page.getByRole('heading', { name: 'بازیابی رمز عبور' }).waitFor();
    await shot(page, '30-recovery-request');

    const requestedAt = Date.now();
    await page.getByLabel('ایمیل').fill(email);
    await page.getByRole('button', { name: 'ارسال کد بازیابی' }).click();
    await page.getByText('کد بازیابی به ایمیل و شماره موبایل شما ارسال شد').waitFor();
    // the recovery code's mail (six digits, Persian or ASCII)
    const mail = await waitForMail(maildir, email, { since: requestedAt, text: /کد بازیابی/ });
    const code = toAscii(mail.text).match(/\b(\d{6})\b/)?.[1];
    assert.ok(code, `no 6-digit code in the mail: ${mail.text}`);
    await shot(page, '31-recovery-verify');

    await page.getByLabel('کد بازیابی').fill(code);
    await page.getByRole('button', { name: 'تأیید کد' }).click();
    await page.getByText('کد تأیید شد، رمز عبور جدید را وارد کنید').waitFor();
    await page.getByLabel('رمز عبور جدید', { exact: true }).fill(newPassword);
    await page.getByLabel('تکرار رمز عبور جدید').fill(newPassword);
    await shot(page, '32-recovery-new-password');
    await page.getByRole('button', { name: 'تغییر رمز عبور' }).click();
    await page.getByText('رمز عبور تغییر کرد، اکنون می‌توانید وارد شوید').waitFor();
    await shot(page, '33-recovery-done');

    // after 2 s the sign-in form is back
    await page.getByRole('button', { name: 'ورود', exact: true }).waitFor({ timeout: 5000 });
    await signIn(page, email, DEMO_PASSWORD);
    await page.getByText('ایمیل یا رمز عبور اشتباه است').waitFor();
    await signIn(page, email, newPassword);
    await page.waitForURL('**/dashboard');

    await page.goto('/profile');
    await page.getByRole('tab', { name: 'تاریخچه اعلان‌ها' }).click();
    await page.getByText('بازیابی رمز عبور').first().waitFor();
    await shot(page, '34-profile-notifications');
  },
);

test('a customer changes the password from the profile, and only the new one signs in afterwards', async () => {
  const email = 'customer2@sefaresh.ir';
  const newPassword = 'Saffron1405';
  const { page } = await newPage(browser);
  await signIn(page, email);
  await page.waitForURL('**/dashboard');
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'اطلاعات شخصی' }).waitFor();
  await shot(page, '40-profile-personal');
  await page.getByRole('tab', { name: 'خلاصه سفارش‌ها' }).click();
  await shot(page, '41-profile-orders');
  await page.getByRole('tab', { name: 'امنیت' }).click();
  await shot(page, '42-profile-security');

  await page.getByRole('button', { name: 'تغییر رمز عبور' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('رمز عبور فعلی').fill(DEMO_PASSWORD);
  await dialog.getByLabel('رمز عبور جدید', { exact: true }).fill(newPassword);
  await dialog.getByLabel('تکرار رمز عبور جدید').fill(newPassword);
  await shot(page, '43-profile-change-password');
  await dialog.getByRole('button', { name: 'تغییر رمز عبور' }).click();
  await page.getByText('رمز عبور با موفقیت تغییر کرد').first().waitFor();

  await page.getByRole('button', { name: 'خروج', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await signIn(page, email, DEMO_PASSWORD);
  await page.getByText('ایمیل یا رمز عبور اشتباه است').waitFor();
  await signIn(page, email, newPassword);
  await page.waitForURL('**/dashboard');
});

test("'log out of all devices' in one browser signs out a second one at its next refresh", async () => {
  const email = 'dealer2@sefaresh.ir';
  const first = await newPage(browser);
  const second = await newPage(browser);
  await signIn(second.page, email);
  await second.page.waitForURL('**/dealer');

  await signIn(first.page, email);
  await first.page.waitForURL('**/dealer');
  await first.page.goto('/profile');
  await first.page.getByRole('tab', { name: 'امنیت' }).click();
  await first.page.getByRole('button', { name: 'خروج از همه دستگاه‌ها' }).click();
  await first.page.getByRole('button', { name: 'بله، خارج شو' }).click();
  await first.page.waitForURL((url) => url.pathname === '/');

  // The second browser's next refresh comes when the server refuses its access token, as it refuses an expired
  // one (401): a token with a broken signature brings that moment now instead of ACCESS_TOKEN_TTL later.
  await second.page.evaluate(() =>
    localStorage.setItem('access_token', `${localStorage.getItem('access_token')}-no-longer-valid`),
  );
  await second.page.goto('/profile');
  await second.page.waitForURL('**/login');
  assert.equal(await second.page.evaluate(() => localStorage.getItem('refresh_token')), null);
  await shot(second.page, '44-signed-out-elsewhere');
});
