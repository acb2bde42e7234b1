import { expect, test } from '@playwright/test';
import { expectAccessible, signIn } from './support';

// This project's API server gives sessions 1.7 minutes (102 s) of idle time (playwright.config.ts).
test('warnings 90 and 30 seconds before the session ends, then the expired-session page', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page, testInfo, 'en', '/en/appointments');
  const signedInAt = Date.now();

  const warning = page.getByRole('alertdialog', { name: 'Your session is about to end' });
  await expect(warning).toBeVisible({ timeout: 30_000 });
  await expect(warning).toContainText(/logged out in (8\d|9\d) seconds/);
  await expectAccessible(page);
  testInfo.annotations.push({ type: 'first warning', description: `${Date.now() - signedInAt} ms after sign-in` });

  await expect(warning).toContainText(/logged out in (2\d|30) seconds/, { timeout: 75_000 });
  testInfo.annotations.push({ type: 'second warning', description: `${Date.now() - signedInAt} ms after sign-in` });

  await expect(page).toHaveURL(/\/en\/expired-session\?next=%2Fen%2Fappointments$/, { timeout: 45_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
  // The server ended the session too: a patient page sends the visitor to sign in again.
  await page.goto('/en/appointments');
  await expect(page).toHaveURL(/\/en\/(login|expired-session)\?/);
});
