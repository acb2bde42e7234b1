import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { expectAccessible, signIn, signInAsPerson, visit } from './support';

// The occupational health team of the demo data (README "Test persons"): Mikko Korhonen works for
// Aurora Logistiikka Oy; his first doctor is away around today with a substitute, his nurse's
// absence is still to come. Laura Mäkinen is a private customer, and the children's brand has no
// occupational health care: both are told what the page is for.

type Lang = 'fi' | 'sv' | 'en';

const segment = { fi: 'tyoterveystiimi', sv: 'foretagshalsovardsteamet', en: 'occupational-health-care-team' } as const;

const mikko = { name: 'Mikko Korhonen' };

const texts = {
  fi: {
    title: 'Työterveystiimi',
    menu: 'Päävalikko',
    group: 'Työterveys',
    groupLinks: ['Viestit', 'Varaa työterveysaika', 'Työntekijän muistio', 'Työterveystiimi'],
    employer: 'Työnantaja',
    doctors: 'Vastuulääkärit',
    nurses: 'Vastuuhoitajat',
    psychologists: 'Psykologit',
    substitute: 'Sijainen',
    away: (until: string) => `Poissa ${until} asti`,
    profile: (name: string) => `${name} (profiili avautuu verkkosivuillamme)`,
    notCustomer: 'Työterveystiimi on työterveysasiakkaille',
  },
  sv: {
    title: 'Företagshälsovårdsteamet',
    menu: 'Huvudmeny',
    group: 'Företagshälsovård',
    groupLinks: ['Meddelanden', 'Boka tid inom företagshälsovården', 'Arbetstagarens promemoria', 'Företagshälsovårdsteamet'],
    employer: 'Arbetsgivare',
    doctors: 'Ansvariga läkare',
    nurses: 'Ansvariga hälsovårdare',
    psychologists: 'Psykologer',
    substitute: 'Vikarie',
    away: (until: string) => `Frånvarande till och med ${until}`,
    profile: (name: string) => `${name} (profilen öppnas på vår webbplats)`,
    notCustomer: 'Företagshälsovårdsteamet är för företagshälsovårdens kunder',
  },
  en: {
    title: 'Occupational health team',
    menu: 'Main',
    group: 'Occupational health',
    groupLinks: ['Messages', 'Book an occupational health appointment', 'Employee memo', 'Occupational health team'],
    employer: 'Employer',
    doctors: 'Responsible doctors',
    nurses: 'Responsible nurses',
    psychologists: 'Psychologists',
    substitute: 'Substitute',
    away: (until: string) => `Away until ${until}`,
    profile: (name: string) => `${name} (profile opens on our website)`,
    notCustomer: 'The occupational health team is for occupational health customers',
  },
} as const;

interface Period {
  from: string;
  until: string;
}

/** 'YYYY-MM-DD' as the page shows it in every language, e.g. 2.12.2026. */
const finnishDay = (day: string) => {
  const [year, month, date] = day.split('-');
  return `${Number(date)}.${Number(month)}.${year}`;
};

/** The periods of the team as the API answers the portal (the seed's dates follow today's). */
async function periodsOf(request: APIRequestContext): Promise<{ doctor: Period; nurse: Period }> {
  const response = await request.get('/api/occupational-health-team?lang=en');
  expect(response.ok()).toBe(true);
  const team = (await response.json()) as { responsibleDoctors: { substitutePeriod: Period | null }[]; responsibleNurses: { substitutePeriod: Period | null }[] };
  const doctor = team.responsibleDoctors[0]?.substitutePeriod;
  const nurse = team.responsibleNurses[0]?.substitutePeriod;
  if (!doctor || !nurse) throw new Error('The seed has no substitute periods for Mikko');
  return { doctor, nurse };
}

for (const lang of ['fi', 'sv', 'en'] as const satisfies readonly Lang[]) {
  test(`Mikko finds his team from the occupational health menu group (${lang})`, { tag: '@general' }, async ({ page }) => {
    const t = texts[lang];
    await signInAsPerson(page, mikko, lang);
    await expectAccessible(page);

    // The group: messages, occupational booking, the employee memo and the team.
    const group = page.getByRole('navigation', { name: t.menu }).getByRole('list', { name: t.group });
    await expect(group.getByRole('link')).toHaveText([...t.groupLinks]);
    await group.getByRole('link', { name: t.title }).click();

    await expect(page).toHaveURL(`/${lang}/${segment[lang]}`);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText(t.employer, { exact: true })).toBeVisible();
    await expect(main.getByText('Aurora Logistiikka Oy', { exact: true })).toBeVisible();

    const { doctor, nurse } = await periodsOf(page.request);
    const doctors = page.getByRole('region', { name: t.doctors }).getByRole('listitem');
    await expect(doctors).toHaveCount(2);
    const away = doctors.first();
    const marko = away.getByRole('link', { name: t.profile('Marko Kinnunen') });
    await expect(marko).toHaveAttribute('href', `/out/practitioners/10?lang=${lang}`);
    await expect(away).toContainText(t.away(finnishDay(doctor.until)));
    await expect(away).toContainText(`${t.substitute}Lauri Ahonen ${finnishDay(doctor.from)}–${finnishDay(doctor.until)}`);
    await expect(away.getByRole('link', { name: t.profile('Lauri Ahonen') })).toHaveAttribute('href', `/out/practitioners/29?lang=${lang}`);
    await expect(doctors.nth(1).getByRole('link', { name: t.profile('Tiina Rantanen') })).toBeVisible();

    const nurses = page.getByRole('region', { name: t.nurses }).getByRole('listitem');
    await expect(nurses).toHaveCount(1);
    await expect(nurses.first()).toContainText(`${t.substitute}Janne Tuominen ${finnishDay(nurse.from)}–${finnishDay(nurse.until)}`);
    await expect(nurses.first()).not.toContainText(t.away(finnishDay(nurse.until)));
    await expect(page.getByRole('region', { name: t.psychologists }).getByRole('link', { name: t.profile('Elina Manninen') })).toBeVisible();
    await expectAccessible(page);
  });
}

test('Laura, a private customer, has no occupational group and is told what the team page is for', { tag: '@general' }, async ({ page }, testInfo) => {
  const t = texts.en;
  await signIn(page, testInfo, 'en');
  await expect(page.getByRole('navigation', { name: t.menu }).getByRole('list', { name: t.group })).toHaveCount(0);
  await visit(page, `/en/${segment.en}`);
  await expect(page.getByRole('heading', { level: 2, name: t.notCustomer })).toBeVisible();
  await expect(page.getByRole('region', { name: t.doctors })).toHaveCount(0);
  await expectAccessible(page);
});

test("the children's brand has no occupational health team, in Finnish", { tag: '@children' }, async ({ page }, testInfo) => {
  const t = texts.fi;
  await signIn(page, testInfo, 'fi');
  await expect(page.getByRole('navigation', { name: t.menu }).getByRole('list', { name: t.group })).toHaveCount(0);
  await visit(page, `/fi/${segment.fi}`);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: t.notCustomer })).toBeVisible();
  await expectAccessible(page);
});
