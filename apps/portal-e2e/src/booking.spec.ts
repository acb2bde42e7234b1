import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { expectAccessible, signIn } from './support';

/** Chooses an option of a design-system select (single or multiple) by its label. */
async function choose(page: Page, label: string, option: string) {
  // The select's button is named by its value, then its label.
  await page.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

/** Ticks a design-system checkbox as a person does: by its label (the input itself is hidden). */
async function tick(box: Locator) {
  await box.locator('xpath=ancestor::label').click();
  await expect(box).toBeChecked();
}

/** Ticks the binding-reservation box when the time is close enough to need it. */
async function confirmBindingIfAsked(page: Page, name: RegExp) {
  const binding = page.getByRole('checkbox', { name });
  if (await binding.count()) await tick(binding);
}

test('an anonymous visitor searches, filters, loads more and reserves', { tag: '@general' }, async ({ page }, testInfo) => {
  const started = Date.now();
  await page.goto('/en/booking');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: /Private customer/ }).click();
  await expect(page).toHaveURL(/\/en\/booking\/private-customer/);
  const reserveLinks = page.getByRole('link', { name: /^Reserve \d/ });
  await expect(reserveLinks.first()).toBeVisible();
  await expectAccessible(page);

  await choose(page, 'Clinics', 'Kajo Kamppi');
  await expect(page).toHaveURL(/clinicIds=HKA/);
  await choose(page, 'Time of day', 'Afternoon (12-16)');
  await expect(page).toHaveURL(/time=afternoon/);
  await expect(reserveLinks).toHaveCount(20);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(() => reserveLinks.count()).toBeGreaterThan(20);
  await expectAccessible(page);

  // The address reproduces the search.
  const searched = page.url();
  await page.goto(searched);
  await expect(reserveLinks.first()).toBeVisible();

  await reserveLinks.first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reserve an appointment' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'Personal identity code' }).fill('150488-902P');
  await page.getByRole('textbox', { name: 'First name' }).fill('Laura');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Mäkinen');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('+358401234567');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('laura.makinen@example.com');
  await tick(page.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
  await confirmBindingIfAsked(page, /reservation is binding/);
  await page.getByRole('button', { name: 'Reserve appointment' }).click();
  await expect(page.getByRole('heading', { name: 'Appointment reserved' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'View your appointment' }).click();
  await expect(page).toHaveURL(/\/en\/appointment\/[A-Za-z0-9]{16,}$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  testInfo.annotations.push({ type: 'anonymous booking', description: `${Date.now() - started} ms` });
});

test('a signed-in patient reserves with the contact details on record', { tag: '@general' }, async ({ page }, testInfo) => {
  await signIn(page, testInfo, 'fi', '/fi/ajanvaraus/yksityisasiakas');
  const reserveLinks = page.getByRole('link', { name: /^Varaa \d/ });
  await expect(reserveLinks.first()).toBeVisible();
  await expectAccessible(page);
  await reserveLinks.nth(3).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
  await confirmBindingIfAsked(page, /varaus on sitova/);
  await page.getByRole('button', { name: 'Varaa aika' }).click();
  await expect(page.getByRole('heading', { name: 'Aika varattu' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Näytä aikasi' }).click();
  await expect(page).toHaveURL(/\/fi\/ajanvaraukset\/\d+$/);
});
