import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { expectAccessible, signIn, signInAsPerson, visit } from './support';

// Visits of the demo data (README "Test persons"): Laura Mäkinen in the general brand and Ella
// Laine in the children's brand each have past visits with reports. Untagged tests run in both
// brands, each signing in as its brand's test person.

type Lang = 'fi' | 'sv' | 'en';

const segment = { fi: 'kaynnit', sv: 'besoken', en: 'visits' } as const;

const texts = {
  fi: {
    visits: 'Käynnit',
    list: 'Käyntisi',
    visit: 'Käynti',
    details: 'Käynnin tiedot',
    diagnoses: 'Diagnoosit',
    report: 'Käyntikertomus',
    allVisits: 'Kaikki käynnit',
    print: 'Tulosta',
    notFound: 'Käyntiä ei löytynyt',
  },
  sv: {
    visits: 'Besök',
    list: 'Dina besök',
    visit: 'Besök',
    details: 'Besöksuppgifter',
    diagnoses: 'Diagnoser',
    report: 'Journalanteckningar',
    allVisits: 'Alla besök',
    print: 'Skriv ut',
    notFound: 'Besöket hittades inte',
  },
  en: {
    visits: 'Visits',
    list: 'Your visits',
    visit: 'Visit',
    details: 'Visit details',
    diagnoses: 'Diagnoses',
    report: 'Medical report',
    allVisits: 'All visits',
    print: 'Print',
    notFound: 'Visit was not found',
  },
} as const;

interface ListedVisit {
  id: number;
  dateTime: string;
}

/** The signed-in patient's visits of the first page, newest first, as the API answers the portal. */
async function visitsOf(request: APIRequestContext, lang: Lang): Promise<{ visits: ListedVisit[]; totalCount: number }> {
  const response = await request.get(`/api/visits?lang=${lang}&page=0`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as { visits: ListedVisit[]; totalCount: number };
}

async function newestVisit(request: APIRequestContext, lang: Lang): Promise<ListedVisit> {
  const [newest] = (await visitsOf(request, lang)).visits;
  if (!newest) throw new Error('The seed has no visit for this person');
  return newest;
}

for (const lang of ['fi', 'sv', 'en'] as const) {
  test(`from the front page to a visit, all visits, and an unknown visit (${lang})`, async ({ page }, testInfo) => {
    const t = texts[lang];
    await signIn(page, testInfo, lang);
    const { visits, totalCount } = await visitsOf(page.request, lang);
    const newest = visits[0];
    if (!newest) throw new Error('The seed has no visit for this person');

    // The front page's visits section leads to the newest visit.
    const visitPath = `/${lang}/${segment[lang]}/${newest.id}`;
    const item = page.locator(`main a[href="${visitPath}"]`);
    await expect(item).toBeVisible();
    await expectAccessible(page);
    await item.click();

    await expect(page).toHaveURL(visitPath);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${t.visit} \\d{1,2}\\.\\d{1,2}\\.\\d{4}$`) })).toBeVisible();
    const details = page.getByRole('region', { name: t.details });
    // The person's name and the identity code with its end masked.
    await expect(details.getByText(/^\d{6}[-+A-FU-Y]\*{4}$/)).toBeVisible();
    await expect(page.getByRole('table', { name: t.diagnoses })).toBeVisible();
    await expect(page.getByRole('region', { name: t.report }).getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: t.print })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: t.allVisits }).click();
    await expect(page).toHaveURL(`/${lang}/${segment[lang]}`);
    await expect(page.getByRole('heading', { level: 1, name: t.visits })).toBeVisible();
    await expect(page.getByRole('list', { name: t.list }).getByRole('listitem')).toHaveCount(Math.min(totalCount, 20));
    await expect(page.locator(`main a[href="${visitPath}"]`)).toBeVisible();
    await expectAccessible(page);

    await visit(page, `/${lang}/${segment[lang]}/999999999`);
    await expect(page.getByRole('heading', { level: 1, name: t.notFound })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: t.allVisits })).toHaveAttribute('href', `/${lang}/${segment[lang]}`);
  });
}

test('prints a visit without the navigation, the whole content across the page', async ({ page }, testInfo) => {
  await signIn(page, testInfo, 'en');
  const newest = await newestVisit(page.request, 'en');
  await visit(page, `/en/visits/${newest.id}`);

  const header = page.locator('body header').first();
  const footer = page.locator('body footer').first();
  // The main menu (the header's other navigation is the language switcher).
  const navigation = page.locator('header nav[aria-label="Main"]');
  // CSS locators, which find an element whether it shows or not.
  const printButton = page.locator('main button[data-screen-only]');
  const allVisits = page.locator('main a[data-screen-only]');
  await expect(printButton).toHaveAccessibleName('Print');
  await expect(allVisits).toHaveAccessibleName('All visits');
  await expect(header).toBeVisible();
  // The menu shows beside the content on a wide screen.
  await expect(navigation).toBeVisible();
  await expect(footer).toBeVisible();

  // The button opens the browser's print dialog (replaced here: a headless browser has none).
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await printButton.click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');

  await page.emulateMedia({ media: 'print' });
  await expect(header).toBeHidden();
  await expect(navigation).toBeHidden();
  await expect(footer).toBeHidden();
  await expect(printButton).toBeHidden();
  await expect(allVisits).toBeHidden();
  // The whole report is on paper.
  await expect(page.getByRole('heading', { level: 1, name: /^Visit / })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Visit details' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Diagnoses' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Medical report' })).toBeVisible();
  // Across the whole width: no column of the screen layout.
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  const content = await page.getByRole('heading', { level: 1 }).boundingBox();
  const main = await page.locator('main').boundingBox();
  expect(main?.width).toBeGreaterThanOrEqual(width - 1);
  expect(content?.x ?? Infinity).toBeLessThan(64);
  await expectAccessible(page);

  await page.emulateMedia({ media: 'screen' });
  await expect(header).toBeVisible();
  await expect(printButton).toBeVisible();
});

test('another person’s visit is not found', { tag: '@general' }, async ({ page }, testInfo) => {
  await signIn(page, testInfo, 'en');
  const laura = await newestVisit(page.request, 'en');
  // A new sign-in replaces Laura's session.
  await signInAsPerson(page, { name: 'Mikko Korhonen' }, 'en');
  await visit(page, `/en/visits/${laura.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Visit was not found' })).toBeVisible();
  expect((await page.request.get(`/api/visits/${laura.id}?lang=en`)).status()).toBe(404);
});
