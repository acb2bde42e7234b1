import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support';

// A guardian's family view (issue "families"): Johanna Laine signs in for Eetu (8) through the
// Suomi.fi e-Authorizations stand-in, sees every page say whom she acts for, switches to her own
// matters and back from the family view without a new sign-in; choosing Ella (13) is refused.

const languages = ['fi', 'sv', 'en'] as const;
type Lang = (typeof languages)[number];

const texts = {
  fi: {
    signInAs: 'Tunnistaudu: Johanna Laine',
    actFor: /Asioi henkilön Eetu Laine/,
    vaccinations: '/fi/rokotukset',
    myInformation: '/fi/omat-tiedot',
    family: 'Perhe',
    actingForEetu: 'Asioit henkilön Eetu Laine puolesta.',
    own: 'Hoida omia asioitasi',
    forEetu: 'Asioi henkilön Eetu Laine puolesta',
    refused: 'Et voi asioida tämän henkilön puolesta',
  },
  sv: {
    signInAs: 'Identifiera dig som Johanna Laine',
    actFor: /Uträtta ärenden för Eetu Laine/,
    vaccinations: '/sv/vaccinationer',
    myInformation: '/sv/mina-uppgifter',
    family: 'Familj',
    actingForEetu: 'Du uträttar ärenden för Eetu Laine.',
    own: 'Sköt dina egna ärenden',
    forEetu: 'Uträtta ärenden för Eetu Laine',
    refused: 'Du kan inte uträtta ärenden för den här personen',
  },
  en: {
    signInAs: 'Identify as Johanna Laine',
    actFor: /Act for Eetu Laine/,
    vaccinations: '/en/vaccinations',
    myInformation: '/en/my-information',
    family: 'Family',
    actingForEetu: 'You are acting for Eetu Laine.',
    own: 'Handle your own matters',
    forEetu: 'Act for Eetu Laine',
    refused: 'You cannot act on behalf of this person',
  },
} as const;

async function signInFor(page: Page, lang: Lang, child: RegExp, next: string): Promise<void> {
  const query = new URLSearchParams({ lang, next, acr_values: 'mobiilivarmenne', mode: 'mandate' });
  await page.goto(`/oauth/authenticate?${query}`);
  await page.getByRole('button', { name: texts[lang].signInAs }).click();
  await page.getByRole('button', { name: child }).click();
}

for (const lang of languages) {
  test(`Johanna acts for Eetu, for herself and for Eetu again from the family view (${lang})`, { tag: '@children' }, async ({ page }) => {
    const t = texts[lang];
    await signInFor(page, lang, t.actFor, t.vaccinations);
    await expect(page).toHaveURL(t.vaccinations);
    await expect(page.getByText(t.actingForEetu)).toBeVisible();

    await page.goto(t.myInformation);
    await page.getByRole('link', { name: t.family, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.family })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /Eetu Laine/ })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: t.own }).click();
    await expect(page).toHaveURL(`/${lang}`);
    await page.goto(t.vaccinations);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(t.actingForEetu)).toHaveCount(0);

    await page.goto(`${t.myInformation}/${{ fi: 'perhe', sv: 'familj', en: 'family' }[lang]}`);
    await page.getByRole('button', { name: t.forEetu }).click();
    await expect(page).toHaveURL(`/${lang}`);
    await page.goto(t.vaccinations);
    await expect(page.getByText(t.actingForEetu)).toBeVisible();
  });
}

test('Johanna cannot act for Ella, who is 13', { tag: '@children' }, async ({ page }) => {
  await signInFor(page, 'en', /Act for Ella Laine/, '/en/vaccinations');
  await expect(page.getByText(texts.en.refused)).toBeVisible();
  await expect(page).toHaveURL(/\/en\/transaction-path/);
});
