import { expect, test } from '@playwright/test';
import { brandOf, expectAccessible, visit } from './support';

const fronts = [
  { lang: 'fi', heading: 'Etusivu', login: 'Kirjaudu', brandHome: 'etusivu' },
  { lang: 'sv', heading: 'Startsida', login: 'Logga in', brandHome: 'startsida' },
  { lang: 'en', heading: 'Front page', login: 'Log in', brandHome: 'front page' },
] as const;

const brandNames = { general: { fi: 'Kajo', sv: 'Kajo', en: 'Kajo' }, children: { fi: 'Kajo Lapset', sv: 'Kajo Barn', en: 'Kajo Kids' } };

for (const { lang, heading, login, brandHome } of fronts) {
  test(`front page loads in ${lang}`, async ({ page }, testInfo) => {
    await visit(page, `/${lang}`);
    // A message with a placeholder, from the catalog the build precompiles.
    const brandName = brandNames[brandOf(testInfo)][lang];
    await expect(page.getByRole('link', { name: `${brandName}, ${brandHome}` })).toHaveAttribute('href', `/${lang}`);
    await expect(page).toHaveTitle(heading);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    // No session yet: the anonymous menu with a login button.
    await expect(page.getByRole('link', { name: login, exact: true })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
}

test('the root address goes to the Finnish front page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/fi$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Etusivu');
});

const appointmentPaths = [
  { path: '/en/appointments', heading: 'Appointments' },
  { path: '/fi/ajanvaraukset', heading: 'Ajanvaraukset' },
  { path: '/sv/tidsbokningar', heading: 'Tidsbokningar' },
] as const;

for (const { path, heading } of appointmentPaths) {
  test(`translated segment ${path}`, async ({ page }) => {
    await visit(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  });
}

test('the language switcher keeps the page, its ids and its query', async ({ page }) => {
  await visit(page, '/fi/ajanvaraukset/12,13?tab=consent');
  await page.getByRole('link', { name: 'På svenska' }).click();
  await expect(page).toHaveURL('/sv/tidsbokningar/12,13?tab=consent');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tidsbokningar');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'In English' }).click();
  await expect(page).toHaveURL('/en/appointments/12,13?tab=consent');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectAccessible(page);
});

test('the Finnish-only help page switches to the front page of another language', async ({ page }) => {
  await visit(page, '/fi/ohjeita');
  await page.getByRole('link', { name: 'In English' }).click();
  await expect(page).toHaveURL('/en');
});

test('an unknown address shows the not-found page in the current language', async ({ page }) => {
  await page.goto('/sv/finns-inte/alls');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sidan hittades inte');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Gå till startsidan' }).click();
  await expect(page).toHaveURL('/sv');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Startsida');
});

test('an address outside every language shows the not-found page in Finnish', async ({ page }) => {
  await page.goto('/de/seite');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sivua ei löytynyt');
  await expectAccessible(page);
});

test('certificates exist only in the general brand', async ({ page }, testInfo) => {
  await page.goto('/fi/todistukset');
  const heading = page.getByRole('heading', { level: 1 });
  if (brandOf(testInfo) === 'children') {
    await expect(heading).toHaveText('Sivua ei löytynyt');
  } else {
    await expect(heading).toHaveText('Todistukset');
  }
  await expectAccessible(page);
});

test('every page sends a page-view event', async ({ page }, testInfo) => {
  await visit(page, '/en');
  await page.getByRole('link', { name: 'Book an appointment' }).first().click();
  await expect(page).toHaveURL('/en/booking');
  await expectAccessible(page);
  const events = await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer);
  expect(events).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ event: 'page_view', pageId: 'home', pagePath: '/en', brand: brandOf(testInfo) }),
      expect.objectContaining({ event: 'page_view', pageId: 'booking', pagePath: '/en/booking' }),
    ]),
  );
});

test('the footer shows the brand customer service number with the local-call note', async ({ page }, testInfo) => {
  await visit(page, '/en');
  const footer = page.getByRole('contentinfo');
  const phone = brandOf(testInfo) === 'children' ? '010 380 3939' : '010 380 3838';
  await expect(footer.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:+358${phone.slice(1).replaceAll(' ', '')}`);
  await expect(footer).toContainText('Calls cost the same as a local call or a mobile call.');
  const terms = footer.getByRole('link', { name: 'Terms of use' });
  await expect(terms).toHaveAttribute('href', brandOf(testInfo) === 'children' ? '/fi/eula' : '/en/eula');
});

test('keyboard alone: skip link, menu and language switch', async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await visit(page, '/en');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  // On a small screen the menu opens from its button.
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  await expectAccessible(page);
  await nav.getByRole('link', { name: 'Book an appointment' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/en/booking');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

  await page.getByRole('link', { name: 'Suomeksi' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/fi/ajanvaraus');
  await expectAccessible(page);
});
