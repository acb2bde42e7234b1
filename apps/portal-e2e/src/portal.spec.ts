import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brandOf, expectAccessible, signIn, testPerson, visit } from './support';

const fronts = [
  { lang: 'fi', heading: 'Etusivu', greeting: 'Hei', brandHome: 'etusivu', transactionPath: '/fi/asiointipolku', login: 'Kirjaudu' },
  { lang: 'sv', heading: 'Startsida', greeting: 'Hej', brandHome: 'startsida', transactionPath: '/sv/transaktionsbana', login: 'Logga in' },
  { lang: 'en', heading: 'Front page', greeting: 'Hello', brandHome: 'front page', transactionPath: '/en/transaction-path', login: 'Log in' },
] as const;

/** The file of a brand's build that holds a module (the build names its chunks by their hashes alone). */
function builtFile(brand: string, module: string): string {
  const manifest = JSON.parse(readFileSync(join(__dirname, `../../../dist/apps/portal/${brand}/.vite/manifest.json`), 'utf8')) as Record<string, { file: string }>;
  const found = Object.entries(manifest).find(([key]) => key.endsWith(module));
  if (!found) throw new Error(`${module} is in no chunk of the ${brand} build`);
  return found[1].file;
}

const brandNames = { general: { fi: 'Kajo', sv: 'Kajo', en: 'Kajo' }, children: { fi: 'Kajo Lapset', sv: 'Kajo Barn', en: 'Kajo Kids' } };

for (const { lang, heading, greeting, brandHome, transactionPath, login } of fronts) {
  test(`an anonymous visitor at /${lang} gets the transaction path, without menu or footer`, async ({ page }) => {
    await page.goto(`/${lang}`);
    await expect(page).toHaveURL(transactionPath);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: login, exact: true }).or(page.getByRole('button', { name: login, exact: true }))).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test(`front page loads in ${lang} for a signed-in patient`, async ({ page }, testInfo) => {
    await signIn(page, testInfo, lang);
    // A message with a placeholder, from the catalog the build precompiles.
    const brandName = brandNames[brandOf(testInfo)][lang];
    await expect(page.getByRole('link', { name: `${brandName}, ${brandHome}` })).toHaveAttribute('href', `/${lang}`);
    await expect(page).toHaveTitle(heading);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${greeting}, ${testPerson[brandOf(testInfo)].firstName}`);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectAccessible(page);
  });
}

for (const { lang } of fronts) {
  test(`the page at /${lang} comes in ${lang} before any code runs, its catalog preloaded`, async ({ request }, testInfo) => {
    const response = await request.get(`/${lang}/some/page?x=1`, { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}" data-brand="${brandOf(testInfo)}">`);
    expect(html).toContain(`<title>${brandNames[brandOf(testInfo)][lang]}</title>`);
    const catalogs = (['fi', 'sv', 'en'] as const).map((other) => ({
      lang: other,
      first: builtFile(brandOf(testInfo), `compiled-catalog:${other}`),
      rest: builtFile(brandOf(testInfo), `compiled-catalog-rest:${other}`),
    }));
    const preloads = (page: string) => [...page.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((match) => match[1]);
    const catalogsIn = (page: string) => catalogs.flatMap(({ first, rest }) => [first, rest]).filter((file) => preloads(page).includes(file));
    const own = catalogs.find((catalog) => catalog.lang === lang);
    // The whole catalog of the page's language, and no other: any page but the front page waits for its rest too.
    expect(catalogsIn(html)).toEqual([own?.first, own?.rest]);
    // The front page's address (and `/`, which the app sends there) shows with the first part alone.
    for (const front of [`/${lang}`, ...(lang === 'fi' ? ['/'] : [])]) {
      const frontHtml = await (await request.get(front, { headers: { accept: 'text/html' } })).text();
      expect(frontHtml).toContain(`<html lang="${lang}" data-brand="${brandOf(testInfo)}">`);
      expect(catalogsIn(frontHtml)).toEqual([own?.first]);
    }
    // The Intl warm-up (vite/intl-warm-up.ts), in the head at high priority and handed out as a file that never changes.
    const warmUp = /<script src="(\/assets\/intl-warm-up-[0-9a-f]{8}\.js)" async fetchpriority="high"><\/script>[^]*<\/head>/.exec(html)?.[1];
    expect(warmUp).toBeDefined();
    const script = await request.get(warmUp ?? '');
    expect(script.status()).toBe(200);
    expect(script.headers()['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(script.headers()['cache-control']).toContain('immutable');
  });
}

test('the root address goes to the Finnish front page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL('/fi/asiointipolku');
});

const appointmentPaths = [
  { path: '/en/appointments', heading: 'Appointments' },
  { path: '/fi/ajanvaraukset', heading: 'Ajanvaraukset' },
  { path: '/sv/tidsbokningar', heading: 'Tidsbokningar' },
] as const;

for (const { path, heading } of appointmentPaths) {
  test(`translated segment ${path}`, async ({ page }, testInfo) => {
    await signIn(page, testInfo, path.slice(1, 3) as 'fi' | 'sv' | 'en', path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expectAccessible(page);
  });
}

test('the language switcher keeps the page, its ids and its query', async ({ page }, testInfo) => {
  await signIn(page, testInfo, 'fi');
  // Two of the test person's own appointments, so the page shows them in each language.
  const listed = await page.request.get('/api/patient-appointments?lang=fi');
  const ids = ((await listed.json()) as { appointments: { id: number }[] }).appointments.slice(0, 2).map((a) => a.id).join(',');
  await page.goto(`/fi/ajanvaraukset/${ids}?tab=consent`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ajanvaraukset');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'På svenska' }).click();
  await expect(page).toHaveURL(`/sv/tidsbokningar/${ids}?tab=consent`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tidsbokningar');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'In English' }).click();
  await expect(page).toHaveURL(`/en/appointments/${ids}?tab=consent`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Appointments');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectAccessible(page);
});

test('the Finnish-only help page switches to the front page of another language', async ({ page }) => {
  await visit(page, '/fi/ohjeita');
  await page.getByRole('link', { name: 'In English' }).click();
  // The English front page, which an anonymous visitor sees as the transaction path.
  await expect(page).toHaveURL('/en/transaction-path');
});

test('an unknown address shows the not-found page in the current language', async ({ page }) => {
  await page.goto('/sv/finns-inte/alls');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sidan hittades inte');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Gå till startsidan' }).click();
  await expect(page).toHaveURL('/sv/transaktionsbana');
});

test('an address outside every language shows the not-found page in Finnish', async ({ page }) => {
  await page.goto('/de/seite');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sivua ei löytynyt');
  await expectAccessible(page);
});

test('certificates exist only in the general brand', async ({ page }, testInfo) => {
  await signIn(page, testInfo, 'fi');
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
  await signIn(page, testInfo, 'en');
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
  await signIn(page, testInfo, 'en');
  const footer = page.getByRole('contentinfo');
  const phone = brandOf(testInfo) === 'children' ? '010 380 3939' : '010 380 3838';
  await expect(footer.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:+358${phone.slice(1).replaceAll(' ', '')}`);
  await expect(footer).toContainText('Calls cost the same as a local call or a mobile call.');
  const terms = footer.getByRole('link', { name: 'Terms of use' });
  await expect(terms).toHaveAttribute('href', brandOf(testInfo) === 'children' ? '/fi/eula' : '/en/eula');
});

test('keyboard alone: skip link, menu and language switch', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await signIn(page, testInfo, 'en');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
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
