import { expect, test } from '@playwright/test';
import { expectAccessible, signIn, signInAsPerson, visit } from './support';

// The sickness fund of the demo data (README "Test persons"): Mikko Korhonen's employer, Aurora
// Logistiikka Oy, is the fund's employer (SICKNESS_FUND_COMPANY_CODES in development), so he is a
// member. Laura Mäkinen is a private customer, and the children's brand has no fund members.

type Lang = 'fi' | 'sv' | 'en';

const mikko = { name: 'Mikko Korhonen' };

const texts = {
  fi: { menu: 'Päävalikko', group: 'Sairauskassa', overview: 'Yleistä', compensation: 'Korvauskäytännöt', notice: null },
  sv: { menu: 'Huvudmeny', group: 'Sjukkassa', overview: 'Översikt', compensation: 'Ersättningspraxis', notice: 'Informationen om sjukkassan finns endast på finska.' },
  en: { menu: 'Main', group: 'Sickness fund', overview: 'Overview', compensation: 'Compensation practices', notice: "The sickness fund's information is available in Finnish only." },
} as const;

for (const lang of ['fi', 'sv', 'en'] as const satisfies readonly Lang[]) {
  test(`Mikko, a member, reads the fund's compensation practices by keyboard (${lang})`, { tag: '@general' }, async ({ page }) => {
    const t = texts[lang];
    await signInAsPerson(page, mikko, lang);
    const group = page.getByRole('navigation', { name: t.menu }).getByRole('list', { name: t.group });
    await group.getByRole('link', { name: t.group }).click();
    await expect(page).toHaveURL(`/${lang}/sairauskassa`);
    await expect(page.getByRole('heading', { level: 1, name: t.group })).toBeVisible();
    if (t.notice) await expect(page.getByText(t.notice)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Mikä sairauskassa on?' })).toBeVisible();
    await expectAccessible(page);

    // Into the tab list, then the arrow key to the next tab: the address keeps the choice.
    const overview = page.getByRole('tab', { name: t.overview });
    await overview.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: t.compensation })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(`/${lang}/sairauskassa?tab=compensation`);
    const table = page.getByRole('table', { name: 'Korvauskäytännöt' });
    await expect(table.getByRole('row', { name: /Sairaanhoitajan vastaanotto/ })).toContainText('5 €');
    await expect(table.getByRole('row', { name: /Yleislääkärin vastaanotto/ })).toContainText('Enintään 12 käyntiä kalenterivuodessa 1.1.2024 alkaen');
    await expect(table.getByRole('row', { name: /Fysioterapia/ })).toContainText('enintään 500 € vuodessa');
    await expectAccessible(page);

    // A reload (or a shared link) opens the same tab.
    await page.reload();
    await expect(page.getByRole('tab', { name: t.compensation })).toHaveAttribute('aria-selected', 'true');
  });
}

test('Laura, who is not a member, has no fund group and is told whom the page is for', { tag: '@general' }, async ({ page }, testInfo) => {
  await signIn(page, testInfo, 'en');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('list', { name: 'Sickness fund' })).toHaveCount(0);
  await visit(page, '/en/sairauskassa');
  await expect(page.getByRole('heading', { level: 2, name: 'This page is for sickness fund members' })).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expectAccessible(page);
});

test("the children's brand has no fund members, in Finnish", { tag: '@children' }, async ({ page }, testInfo) => {
  await signIn(page, testInfo, 'fi');
  await expect(page.getByRole('navigation', { name: 'Päävalikko' }).getByRole('list', { name: 'Sairauskassa' })).toHaveCount(0);
  await visit(page, '/fi/sairauskassa');
  await expect(page.getByRole('heading', { level: 2, name: 'Tämä sivu on sairauskassan jäsenille' })).toBeVisible();
  await expectAccessible(page);
});
