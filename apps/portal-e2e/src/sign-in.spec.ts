import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support';

// The guardian of the demo data (README "Test persons"); the other persons are in support.ts.
const johanna = { name: 'Johanna Laine', firstName: 'Johanna' };

const languages = [
  { lang: 'fi', appointments: '/fi/ajanvaraukset', login: '/fi/kirjaudu', greeting: 'Hei, Laura', idp: 'Kehitysympäristön tunnistuspalvelu', signInAs: 'Tunnistaudu: Laura Mäkinen', logOut: 'Kirjaudu ulos' },
  { lang: 'sv', appointments: '/sv/tidsbokningar', login: '/sv/loggain', greeting: 'Hej, Laura', idp: 'Identifieringstjänst för utvecklingsmiljön', signInAs: 'Identifiera dig som Laura Mäkinen', logOut: 'Logga ut' },
  { lang: 'en', appointments: '/en/appointments', login: '/en/login', greeting: 'Hello, Laura', idp: 'Development identification service', signInAs: 'Identify as Laura Mäkinen', logOut: 'Log out' },
] as const;

/** The identity provider's page: scanned with axe, then the test person is chosen. */
async function identify(page: Page, heading: string, button: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: button }).click();
}

for (const l of languages) {
  // The children's brand asks whose information first (the tests tagged @children).
  test(`sign in, stay signed in across a reload and log out (${l.lang})`, { tag: '@general' }, async ({ page }, testInfo) => {
    const started = Date.now();

    // A page for signed-in patients sends an anonymous visitor to the login page and back.
    await page.goto(l.appointments);
    await expect(page).toHaveURL(`${l.login}?nextPath=${encodeURIComponent(l.appointments)}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Nordea' }).click();
    await identify(page, l.idp, l.signInAs);
    await expect(page).toHaveURL(l.appointments);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
    testInfo.annotations.push({ type: 'sign-in', description: `${Date.now() - started} ms` });

    await page.goto(`/${l.lang}`);
    await expect(page.getByRole('heading', { level: 1, name: l.greeting })).toBeVisible();
    await expectAccessible(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: l.greeting })).toBeVisible();

    // On a wide screen log-out is in the header's menu row, on every page.
    await expect(page.getByRole('banner').getByRole('button', { name: l.logOut })).toBeVisible();

    // Log out from the small-screen menu, with confirmation.
    await page.setViewportSize({ width: 400, height: 800 });
    await page.getByRole('button', { name: /Menu|Valikko|Meny/ }).click();
    await page.getByRole('button', { name: l.logOut }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: l.logOut }).click();
    await expect(page).toHaveURL(new RegExp(`/${l.lang}/[a-z-]+$`));
    await page.goto(l.appointments);
    await expect(page).toHaveURL(new RegExp(`^[^?]*${l.login}\\?`));
  });
}

test('a guardian signs in for a child aged 11 or younger', { tag: '@children' }, async ({ page }, testInfo) => {
  const started = Date.now();
  await page.goto('/en/login');
  await expectAccessible(page);
  await page.getByRole('link', { name: /My child’s information/ }).or(page.getByRole('button', { name: /My child’s information/ })).click();
  await page.getByRole('link', { name: 'Mobile certificate' }).click();
  await identify(page, 'Development identification service', `Identify as ${johanna.name}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose whom you act for' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: /Act for Eetu Laine/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Hello, ${johanna.firstName}` })).toBeVisible();
  await expect(page.getByText('You are acting on behalf of Eetu Laine.')).toBeVisible();
  await expectAccessible(page);
  testInfo.annotations.push({ type: 'mandate sign-in', description: `${Date.now() - started} ms` });
});

test('a guardian cannot act for a child aged 12 or older', { tag: '@children' }, async ({ page }) => {
  await page.goto('/fi/asiointipolku');
  await expectAccessible(page);
  await page.getByRole('link', { name: /puolesta/ }).or(page.getByRole('button', { name: /puolesta/ })).first().click();
  await page.getByRole('link', { name: 'Nordea' }).click();
  await identify(page, 'Kehitysympäristön tunnistuspalvelu', `Tunnistaudu: ${johanna.name}`);
  await page.getByRole('button', { name: /Ella Laine/ }).click();
  // The page shows the error as a toast and then drops it from the address, so a reload does not repeat it.
  await expect(page).toHaveURL(/\/fi\/asiointipolku(\?error=disallowed)?$/);
  await expect(page.getByText('Et voi asioida tämän henkilön puolesta')).toBeVisible();
  await expectAccessible(page);
});

test('signing in as the teenager herself works in the children’s brand', { tag: '@children' }, async ({ page }) => {
  await page.goto('/sv/loggain');
  await page.getByRole('link', { name: /Mina egna uppgifter/ }).or(page.getByRole('button', { name: /Mina egna uppgifter/ })).click();
  await page.getByRole('link', { name: 'OP', exact: true }).click();
  await identify(page, 'Identifieringstjänst för utvecklingsmiljön', 'Identifiera dig som Ella Laine');
  await expect(page.getByRole('heading', { level: 1, name: 'Hej, Ella' })).toBeVisible();
  await expectAccessible(page);
});

for (const { lang, path, login, again } of [
  { lang: 'fi', path: '/fi/katkennut-istunto', login: '/fi/kirjaudu', again: 'Kirjaudu pankkitunnuksilla' },
  { lang: 'sv', path: '/sv/utgatt-session', login: '/sv/loggain', again: 'Logga in med bankkoder' },
  { lang: 'en', path: '/en/expired-session', login: '/en/login', again: 'Log in with bank credentials' },
] as const) {
  test(`the expired-session page offers signing in again (${lang})`, async ({ page }) => {
    const next = `/${lang}/x?y=1`;
    await page.goto(`${path}?next=${encodeURIComponent(next)}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The timeout of the API's configuration, 30 minutes, in the page's language.
    await expect(page.getByText(/30 (minuuttia|minuter|minutes)/)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: again }).click();
    await expect(page).toHaveURL(`${login}?nextPath=${encodeURIComponent(next)}`);
  });
}
