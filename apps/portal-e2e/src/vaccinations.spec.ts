import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { expectAccessible, signInAsPerson, testPerson } from './support';

// Vaccinations of the demo data (README "Test persons"): Laura Mäkinen has 28, two pages of 25, in
// the general brand. In the children's brand Ella Laine (13) signs in herself and Eetu Laine (8)
// is seen through his guardian Johanna; each has the national programme so far, one page.

type Lang = 'fi' | 'sv' | 'en';

const languages = ['fi', 'sv', 'en'] as const;

const segment = { fi: 'rokotukset', sv: 'vaccinationer', en: 'vaccinations' } as const;

const texts = {
  fi: {
    title: 'Rokotukset',
    list: 'Rokotuksesi',
    date: 'Rokotuspäivä',
    pages: 'Rokotusten sivut',
    next: 'Seuraava sivu',
    previous: 'Edellinen sivu',
    pageOf: (page: number, count: number) => `Sivu ${page}/${count}`,
  },
  sv: {
    title: 'Vaccinationer',
    list: 'Dina vaccinationer',
    date: 'Vaccinationsdatum',
    pages: 'Vaccinationssidor',
    next: 'Nästa sida',
    previous: 'Föregående sida',
    pageOf: (page: number, count: number) => `Sida ${page} av ${count}`,
  },
  en: {
    title: 'Vaccinations',
    list: 'Your vaccinations',
    date: 'Vaccination date',
    pages: 'Vaccination pages',
    next: 'Next page',
    previous: 'Previous page',
    pageOf: (page: number, count: number) => `Page ${page} of ${count}`,
  },
} as const;

// The development identity provider's and authorisation service's buttons.
const signInAs = { fi: 'Tunnistaudu: {name}', sv: 'Identifiera dig som {name}', en: 'Identify as {name}' } as const;
const actFor = { fi: /Asioi henkilön Eetu Laine/, sv: /Uträtta ärenden för Eetu Laine/, en: /Act for Eetu Laine/ } as const;

const ella = { name: 'Ella Laine' };
const johanna = { name: 'Johanna Laine' };

interface ListedVaccination {
  name: string;
  date: string;
}

/** One page of the signed-in patient's vaccinations, as the API answers the portal. */
async function vaccinationsOf(request: APIRequestContext, lang: Lang, page = 0): Promise<{ vaccinations: ListedVaccination[]; totalCount: number }> {
  const response = await request.get(`/api/vaccinations?lang=${lang}&page=${page}`);
  expect(response.ok()).toBe(true);
  expect(response.headers()['cache-control']).toBe('no-store');
  return (await response.json()) as { vaccinations: ListedVaccination[]; totalCount: number };
}

/** 'YYYY-MM-DD' as the portal shows it, e.g. '13.10.2026'. */
const shown = (date: string) => date.split('-').reverse().map(Number).join('.');

/**
 * The list shows this page of the API's answer in its order: each vaccination's heading (its name,
 * with the date for screen readers) and its date.
 */
async function expectListed(page: Page, lang: Lang, listed: ListedVaccination[]): Promise<void> {
  const items = page.getByRole('list', { name: texts[lang].list }).getByRole('listitem');
  await expect(items).toHaveCount(listed.length);
  for (const [i, vaccination] of listed.entries()) {
    const item = items.nth(i);
    await expect(item.getByRole('heading', { level: 2 })).toHaveAccessibleName(`${vaccination.name} ${shown(vaccination.date)}`);
    await expect(item).toContainText(`${texts[lang].date}${shown(vaccination.date)}`);
  }
}

/** Johanna Laine signs in and chooses to act for Eetu, as the login page's child choice leads. */
async function signInForEetu(page: Page, lang: Lang, next: string): Promise<void> {
  const query = new URLSearchParams({ lang, next, acr_values: 'mobiilivarmenne', mode: 'mandate' });
  await page.goto(`/oauth/authenticate?${query}`);
  await page.getByRole('button', { name: signInAs[lang].replace('{name}', johanna.name) }).click();
  await page.getByRole('button', { name: actFor[lang] }).click();
  await expect(page).toHaveURL(next);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

for (const lang of languages) {
  test(`Laura’s vaccinations, newest first, and their second page (${lang})`, { tag: '@general' }, async ({ page }) => {
    const t = texts[lang];
    const path = `/${lang}/${segment[lang]}`;
    await signInAsPerson(page, testPerson.general, lang, path);
    const first = await vaccinationsOf(page.request, lang, 0);
    const second = await vaccinationsOf(page.request, lang, 1);
    expect(first.totalCount).toBe(28);

    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expectListed(page, lang, first.vaccinations);
    const nav = page.getByRole('navigation', { name: t.pages });
    await expect(nav).toContainText(t.pageOf(1, 2));
    await expect(nav.getByRole('link', { name: t.previous })).toHaveCount(0);
    await expectAccessible(page);

    await nav.getByRole('link', { name: t.next }).click();
    await expect(page).toHaveURL(`${path}?page=1`);
    await expect(nav).toContainText(t.pageOf(2, 2));
    await expectListed(page, lang, second.vaccinations);
    expect(second.vaccinations).toHaveLength(3);
    // The new page's list has focus, so a keyboard user starts from its top.
    await expect(page.getByRole('list', { name: t.list })).toBeFocused();
    await expect(nav.getByRole('link', { name: t.next })).toHaveCount(0);
    await expectAccessible(page);

    await nav.getByRole('link', { name: t.previous }).click();
    await expect(page).toHaveURL(path);
    await expect(nav).toContainText(t.pageOf(1, 2));
    await expectListed(page, lang, first.vaccinations);
  });

  test(`Ella’s own vaccinations in the children’s brand (${lang})`, { tag: '@children' }, async ({ page }) => {
    const t = texts[lang];
    await signInAsPerson(page, ella, lang, `/${lang}/${segment[lang]}`);
    const { vaccinations, totalCount } = await vaccinationsOf(page.request, lang);
    expect(totalCount).toBeGreaterThan(0);
    expect(totalCount).toBeLessThanOrEqual(25);

    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expectListed(page, lang, vaccinations);
    // One page: no page navigation.
    await expect(page.getByRole('navigation', { name: t.pages })).toHaveCount(0);
    await expectAccessible(page);
  });

  test(`a guardian sees Eetu’s vaccinations, not her own (${lang})`, { tag: '@children' }, async ({ page }) => {
    const t = texts[lang];
    await signInForEetu(page, lang, `/${lang}/${segment[lang]}`);
    const { vaccinations, totalCount } = await vaccinationsOf(page.request, lang);
    expect(totalCount).toBeGreaterThan(0);
    // An eight-year-old has had the programme of early childhood only: no HPV, and none of the
    // adult vaccinations the guardian has.
    expect(vaccinations.map((vaccination) => vaccination.name).filter((name) => /^(HPV|Influenssa)/.test(name))).toEqual([]);

    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expectListed(page, lang, vaccinations);
    await expect(page.getByRole('navigation', { name: t.pages })).toHaveCount(0);
    await expectAccessible(page);
  });
}
