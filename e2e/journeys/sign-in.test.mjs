import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, shot, signIn, DEMO } from '../lib/browser.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const roles = [
  ['super admin', DEMO.superAdmin, '/admin'],
  ['staff', DEMO.staff, '/admin'],
  ['dealer', DEMO.dealer, '/dealer'],
  ['customer', DEMO.customer, '/dashboard'],
];

for (const [role, email, home] of roles) {
  test(`the demo ${role} signs in and lands in their area`, async () => {
    const { page } = await newPage(browser);
    await signIn(page, email);
    await page.waitForURL(`**${home}`);
    await page.getByRole('button', { name: 'خروج' }).waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? 'null'));
    assert.equal(stored.email, email);
    await page.getByText(stored.name).first().waitFor();
    await shot(page, `10-area-${role.replace(' ', '-')}`);

    await page.getByRole('button', { name: 'خروج' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    assert.equal(await page.evaluate(() => localStorage.getItem('access_token')), null);
  });
}

test('a wrong password shows the Persian message and keeps the visitor on /login', async () => {
  const { page } = await newPage(browser);
  await signIn(page, DEMO.customer, 'WrongPassword1');
  await page.getByText('ایمیل یا رمز عبور اشتباه است').waitFor();
  assert.equal(new URL(page.url()).pathname, '/login');
  await shot(page, '11-login-wrong-password');
});

test('a customer who opens /admin is told they have no access, and led back to the dashboard', async () => {
  const { page } = await newPage(browser);
  await signIn(page, DEMO.customer);
  await page.waitForURL('**/dashboard');
  await page.goto('/admin');
  await page.getByRole('heading', { name: 'دسترسی ندارید' }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/admin');
  assert.equal(await page.getByLabel('ایمیل').count(), 0); // no sign-in form
  assert.equal(await page.title(), 'دسترسی ندارید | سامانه ثبت سفارش');
  await shot(page, '11b-admin-no-access');
  await page.getByRole('link', { name: 'بازگشت به داشبورد' }).click();
  await page.waitForURL('**/dashboard');
});

test('a new customer registers and is signed in, landing on the dashboard', async () => {
  const { page } = await newPage(browser);
  const email = `new.customer.${Date.now()}@example.ir`;
  await page.goto('/register');
  await page.getByLabel('ایمیل').fill(email);
  await page.getByLabel('نام و نام خانوادگی').fill('مریم احمدی');
  await page.getByLabel('رمز عبور').fill('Tehran1404');
  await page.getByLabel('شماره موبایل').fill('۰۹۱۲۳۴۵۶۷۸۹');
  await page.getByText('رمز عبور معتبر است').waitFor();
  await shot(page, '12-register-filled');
  await page.getByRole('button', { name: 'ثبت‌نام' }).click();
  const greeting = page.getByRole('dialog');
  await greeting.getByText('مریم احمدی عزیز، خوش آمدید!').last().waitFor();
  await shot(page, '13-register-greeting');
  await greeting.getByRole('button', { name: 'رفتن به داشبورد' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByText('مریم احمدی').first().waitFor();
});
