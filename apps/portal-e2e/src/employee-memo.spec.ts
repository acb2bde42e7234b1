import { expect, test } from '@playwright/test';
import { expectAccessible, signIn, signInAsPerson, visit } from './support';

// The employee memo of the demo data (README "Test persons"): Mikko Korhonen's employer Aurora
// Logistiikka Oy has a comprehensive agreement for his department 'Varasto, Tampere' that allows
// everything, with periodic health examinations at Kajo Tampere. Laura Mäkinen is a private
// customer and is told what the page is for; the children's brand has no memo at all.

const segment = { fi: 'tyontekijan-muistio', sv: 'arbetstagarens-promemoria', en: 'employee-memo' } as const;

const mikko = { name: 'Mikko Korhonen' };

const texts = {
  fi: {
    title: 'Työntekijän muistio',
    menu: 'Päävalikko',
    group: 'Työterveys',
    booking: 'Varaa työterveysaika',
    team: 'Työterveystiimi',
    employer: 'Työnantaja',
    department: 'Osasto',
    coverage: 'Mitä työterveyshuoltosi kattaa',
    comprehensive: 'Työnantajasi on järjestänyt sinulle lain edellyttämän ennaltaehkäisevän työterveyshuollon ja sairaanhoidon:',
    medicalCare: 'Yleislääkäritasoinen sairaanhoito',
    services: 'Mitä voit tehdä',
    vaccinations: 'Rokotukset sisältyvät työterveyshuoltoosi.',
    periodic: 'Määräaikaiset terveystarkastukset',
    illness: 'Kun sairastut',
    teamLink: 'Katso työterveystiimisi',
    notFound: 'Sivua ei löytynyt',
  },
  sv: {
    title: 'Arbetstagarens promemoria',
    menu: 'Huvudmeny',
    group: 'Företagshälsovård',
    booking: 'Boka tid inom företagshälsovården',
    team: 'Företagshälsovårdsteamet',
    employer: 'Arbetsgivare',
    department: 'Avdelning',
    coverage: 'Vad din företagshälsovård omfattar',
    comprehensive: 'Din arbetsgivare har ordnat den förebyggande företagshälsovård som lagen kräver och sjukvård för dig:',
    medicalCare: 'Sjukvård på allmänläkarnivå',
    services: 'Vad du kan göra',
    vaccinations: 'Vaccinationer ingår i din företagshälsovård.',
    periodic: 'Periodiska hälsoundersökningar',
    illness: 'När du blir sjuk',
    teamLink: 'Se ditt företagshälsovårdsteam',
    notFound: 'Sidan hittades inte',
  },
  en: {
    title: 'Employee memo',
    menu: 'Main',
    group: 'Occupational health',
    booking: 'Book an occupational health appointment',
    team: 'Occupational health team',
    employer: 'Employer',
    department: 'Department',
    coverage: 'What your occupational health care covers',
    comprehensive: 'Your employer has arranged for you the preventive occupational health care that the law requires and medical care:',
    medicalCare: 'Medical care for illnesses at general practitioner level',
    services: 'What you can do',
    vaccinations: 'Vaccinations are included in your occupational health care.',
    periodic: 'Periodic health examinations',
    illness: 'When you fall ill',
    teamLink: 'See your occupational health team',
    notFound: 'Page not found',
  },
} as const;

for (const lang of ['fi', 'sv', 'en'] as const) {
  test(`Mikko opens his employee memo from the occupational health menu group (${lang})`, { tag: '@general' }, async ({ page }) => {
    const t = texts[lang];
    await signInAsPerson(page, mikko, lang);

    const group = page.getByRole('navigation', { name: t.menu }).getByRole('list', { name: t.group });
    const bookingHref = await group.getByRole('link', { name: t.booking }).getAttribute('href');
    const teamHref = await group.getByRole('link', { name: t.team }).getAttribute('href');
    await group.getByRole('link', { name: t.title }).click();

    await expect(page).toHaveURL(`/${lang}/${segment[lang]}`);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText(t.employer, { exact: true })).toBeVisible();
    await expect(main.getByText('Aurora Logistiikka Oy', { exact: true })).toBeVisible();
    await expect(main.getByText(t.department, { exact: true })).toBeVisible();
    await expect(main.getByText('Varasto, Tampere', { exact: true })).toBeVisible();

    const coverage = page.getByRole('region', { name: t.coverage });
    await expect(coverage).toContainText(t.comprehensive);
    await expect(coverage.getByRole('listitem').last()).toHaveText(t.medicalCare);

    // Online booking is included: the memo books where the menu's occupational booking does.
    const services = page.getByRole('region', { name: t.services });
    await expect(services.getByRole('link', { name: t.booking })).toHaveAttribute('href', bookingHref ?? 'missing');
    await expect(services).toContainText(t.vaccinations);

    const periodic = page.getByRole('region', { name: t.periodic });
    await expect(periodic).toContainText('Kajo Tampere');
    await expect(periodic).toContainText('Hämeenkatu 10');
    await expect(periodic).toContainText('33100 Tampere');
    await expect(page.getByRole('region', { name: t.illness }).getByRole('listitem')).toHaveCount(3);
    await expectAccessible(page);

    await main.getByRole('link', { name: t.teamLink }).click();
    await expect(page).toHaveURL(teamHref ?? 'missing');
    await expect(page.getByRole('heading', { level: 1, name: t.team })).toBeVisible();
  });
}

test('Laura, a private customer, is told what the employee memo is for', { tag: '@general' }, async ({ page }, testInfo) => {
  await signIn(page, testInfo, 'en');
  await expect(page.getByRole('navigation', { name: texts.en.menu }).getByRole('link', { name: texts.en.title })).toHaveCount(0);
  await visit(page, `/en/${segment.en}`);
  await expect(page.getByRole('heading', { level: 1, name: texts.en.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'The employee memo is for occupational health customers' })).toBeVisible();
  await expect(page.getByRole('region', { name: texts.en.coverage })).toHaveCount(0);
});

test("the children's brand has no employee memo: no menu link and no page, even for Mikko", { tag: '@children' }, async ({ page }) => {
  await signInAsPerson(page, mikko, 'fi');
  for (const lang of ['fi', 'sv', 'en'] as const) {
    const t = texts[lang];
    await page.goto(`/${lang}`);
    const menu = page.getByRole('navigation', { name: t.menu });
    await expect(menu.getByRole('link').first()).toBeVisible();
    await expect(menu.getByRole('list', { name: t.group })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: t.title })).toHaveCount(0);

    await page.goto(`/${lang}/${segment[lang]}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.notFound);
    await expectAccessible(page);
  }
  const memo = await page.request.get('/api/occupational-health-memo?lang=fi');
  expect([memo.status(), await memo.json()]).toEqual([200, { type: 'notOccupationalCustomer' }]);
});
