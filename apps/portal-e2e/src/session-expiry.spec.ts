import { expect, test } from '@playwright/test';
import { expectAccessible, signInAsPerson } from './support';

// This project's API server gives sessions 1.7 minutes (102 s) of idle time (playwright.config.ts).
// The test mostly waits for the clock, so it runs first of the whole run (the project is listed
// first), while the other worker has the CPU to itself. The warnings, the expired-session page and
// the renewal with an SMS code are one test, so that the run waits for one session's end, not two.

// Mikko turns SMS authorization on in my information, goes to his appointments and lets the session
// run out: warnings 90 and 30 seconds before the end, the expired-session page, and a server that
// has ended the session too. He continues with a code from the development SMS outbox instead of a
// bank.
test('warnings before the session ends, the expired-session page, then a renewal with an SMS code', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const phoneNumber = '+358401000002';
  const latestCode = async (after: number) => {
    let code = '';
    await expect
      .poll(async () => {
        const response = await page.request.get(`/dev-sms/latest?phoneNumber=${encodeURIComponent(phoneNumber)}`);
        if (!response.ok()) return false;
        const message = (await response.json()) as { code: string; createdAt: string };
        code = message.code;
        return Date.parse(message.createdAt) >= after;
      })
      .toBe(true);
    return code;
  };

  await signInAsPerson(page, { name: 'Mikko Korhonen' }, 'en', '/en/my-information');
  const setting = page.getByRole('region', { name: 'SMS authorization' });
  let sentAfter = Date.now() - 1000;
  await setting.getByRole('button', { name: 'Turn on SMS authorization' }).click();
  await expect(setting.getByText(/We sent a four-digit code/)).toBeVisible();
  await expectAccessible(page);
  await setting.getByRole('group', { name: 'Code from the text message' }).getByRole('textbox').first().focus();
  await page.keyboard.type(await latestCode(sentAfter));
  await expect(setting.getByText(/SMS authorization is on\. Codes are sent to/)).toBeVisible();

  await page.goto('/en/appointments');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const lastRequestAt = Date.now();
  const warning = page.getByRole('alertdialog', { name: 'Your session is about to end' });
  await expect(warning).toBeVisible({ timeout: 30_000 });
  await expect(warning).toContainText(/logged out in (8\d|9\d) seconds/);
  await expectAccessible(page);
  testInfo.annotations.push({ type: 'first warning', description: `${Date.now() - lastRequestAt} ms after the last request` });

  await expect(warning).toContainText(/logged out in (2\d|30) seconds/, { timeout: 75_000 });
  testInfo.annotations.push({ type: 'second warning', description: `${Date.now() - lastRequestAt} ms after the last request` });

  await expect(page).toHaveURL(/\/en\/expired-session\?next=%2Fen%2Fappointments$/, { timeout: 45_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
  // The server ended the session too: a patient page sends the visitor to the expired-session page.
  await page.goto('/en/appointments');
  await expect(page).toHaveURL(/\/en\/expired-session\?next=%2Fen%2Fappointments$/);
  const order = page.getByRole('button', { name: 'Order an SMS code' });
  await expect(order).toBeVisible();
  await expectAccessible(page);
  sentAfter = Date.now() - 1000;
  await order.click();

  await expect(page).toHaveURL(/\/en\/authentication\?next=%2Fen%2Fappointments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Mikko' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('group', { name: 'Code from the text message' }).getByRole('textbox').first().focus();
  await page.keyboard.type(await latestCode(sentAfter));
  await expect(page).toHaveURL(/\/en\/appointments$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
});
