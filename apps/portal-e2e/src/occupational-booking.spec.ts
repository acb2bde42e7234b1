import { expect, test } from '@playwright/test';
import { confirmBindingIfAsked, expectAccessible, expectSectionAbsent, fromTomorrow, signIn, signInAsPerson, tabTo, tick } from './support';

// Occupational health booking (README "Booking", feature ohc-appointment-search) with the demo
// persons: Mikko Korhonen has an agreement with online booking and vaccinations, Sanna Virtanen one
// without either, Laura Mäkinen none.
//
// The tests run in parallel against one database with the other specs. The only reservation here is
// Mikko's at Kajo Jyväskylä in the morning: Jyväskylä has no linked clinic and no neighbouring
// municipality, so no other clinic's search reaches it; insurance-booking.spec.ts reserves there in
// the afternoon only, and booking.spec.ts's occupational test reserves Kamppi mornings. The other
// tests here only look.

const mikko = { name: 'Mikko Korhonen' };
const sanna = { name: 'Sanna Virtanen' };
const withinAgreement = `?clinicIds=JKL&time=morning&${fromTomorrow}`;

test('Mikko books an occupational health time within his agreement', { tag: '@general' }, async ({ page }) => {
  // A sign-in, four pages and their axe scans: near the default 30 seconds on two busy cores.
  test.setTimeout(120_000);
  await signInAsPerson(page, mikko, 'fi', `/fi/tyoterveys/vapaat-ajat${withinAgreement}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Työterveys' })).toBeVisible();
  // The filters offer what his agreement covers: no psychologist, no physiotherapy.
  await page.getByRole('button', { name: /Erikoisalat$/ }).click();
  await expect(page.getByRole('option', { name: 'Työterveyshuolto', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Psykologia', exact: true })).toHaveCount(0);
  await expect(page.getByRole('option', { name: 'Fysioterapia', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  const reserveLinks = page.getByRole('link', { name: /^Varaa \d/ });
  await expect(reserveLinks.first()).toBeVisible();
  await expectAccessible(page);

  await reserveLinks.first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Varaa aika' })).toBeVisible();
  await expect(page.getByRole('article')).toContainText('Kajo Jyväskylä');
  const reserve = page.getByRole('button', { name: 'Varaa aika' });
  await tick(page.getByRole('checkbox', { name: /^Vahvistan, että/ }));
  await confirmBindingIfAsked(page, /varaus on sitova/);
  await expect(reserve).toBeEnabled();
  await expectAccessible(page);
  await reserve.click();
  await expect(page.getByRole('heading', { name: 'Aika varattu' })).toBeVisible();
  await expectAccessible(page);
});

test('a visitor signs in from the occupational landing with the keyboard and comes back to the list, query kept', { tag: '@general' }, async ({ page }) => {
  // A sign-in, four pages and their axe scans: near the default 30 seconds on two busy cores.
  test.setTimeout(120_000);
  await page.goto(`/en/booking/occupational-healthcare${withinAgreement}`);
  const prompt = page.getByRole('region', { name: 'Log in to book an occupational health appointment' });
  await expect(prompt).toContainText(/bank credentials or mobile ID/);
  await expectAccessible(page);

  // The prompt's own link (the header has a login link too).
  const login = prompt.getByRole('link', { name: 'Log in', exact: true });
  await tabTo(page, login);
  await page.keyboard.press('Enter');
  const list = `/en/occupational-healthcare/available-appointments${withinAgreement}`;
  await expect(page).toHaveURL(`/en/login?nextPath=${encodeURIComponent(list)}`);
  await tabTo(page, page.getByRole('link', { name: 'Nordea' }));
  await page.keyboard.press('Enter');
  const identify = page.getByRole('button', { name: `Identify as ${mikko.name}` });
  await tabTo(page, identify);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(list);
  await expect(page.getByRole('heading', { level: 1, name: 'Occupational health' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Reserve \d/ }).first()).toBeVisible();
  await expectAccessible(page);
  // Signed in, the landing forwards at once.
  await page.goto(`/en/booking/occupational-healthcare${withinAgreement}`);
  await expect(page).toHaveURL(list);
});

test('Mikko finds the occupational vaccinations and the influenza button searches the influenza specialties', { tag: '@general' }, async ({ page }) => {
  // A sign-in, four pages and their axe scans: near the default 30 seconds on two busy cores.
  test.setTimeout(120_000);
  await page.goto('/fi/tyoterveys/rokotukset');
  await expect(page.getByRole('heading', { level: 2, name: 'Kirjaudu varataksesi rokotusajan' })).toBeVisible();
  await expectAccessible(page);

  await signInAsPerson(page, mikko, 'fi', '/fi/tyoterveys/vapaat-ajat');
  await page.getByRole('link', { name: 'Työterveyshuollon rokotukset' }).click();
  await expect(page).toHaveURL('/fi/tyoterveys/rokotukset');
  await expect(page.getByRole('heading', { level: 1, name: 'Työterveyshuollon rokotukset' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Influenssarokotus' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Varaa influenssarokotus' }).click();
  await expect(page).toHaveURL('/fi/tyoterveys/vapaat-ajat?specialtyIds=ROK&specialtyIds=TTH');
  await expect(page.getByRole('region', { name: 'Influenssarokotus' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Varaa \d/ }).first()).toBeVisible();
  await expectAccessible(page);
});

test('Sanna, whose agreement has no online booking, is asked to phone customer service', { tag: '@general' }, async ({ page }) => {
  await signInAsPerson(page, sanna, 'sv', '/sv/foretagshalsovard/lediga-tider');
  await expect(page.getByRole('heading', { level: 2, name: 'Tidsbokning på nätet ingår ännu inte i ditt avtal om företagshälsovård' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ring kundtjänsten 010 380 3838' })).toHaveAttribute('href', 'tel:+358103803838');
  await expect(page.getByRole('link', { name: /^Boka \d/ })).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/sv/foretagshalsovard/vaccinationer');
  await expect(page.getByRole('heading', { level: 2, name: 'Vaccinationer ingår inte i ditt avtal om företagshälsovård' })).toBeVisible();
  await expectAccessible(page);
});

test('Laura, a private customer, is told no agreement was found and offered the private list', { tag: '@general' }, async ({ page }, testInfo) => {
  await signIn(page, testInfo, 'en', '/en/occupational-healthcare/available-appointments');
  await expect(page.getByRole('heading', { level: 2, name: 'We couldn’t find your occupational health agreement' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/en/occupational-healthcare/vaccinations');
  await expect(page.getByText('No occupational health contract was found. Please contact our customer service at 010 380 3838.')).toBeVisible();
  await expectAccessible(page);

  await page.goto('/en/occupational-healthcare/available-appointments');
  await page.getByRole('link', { name: 'Book as a private customer' }).click();
  await expect(page).toHaveURL('/en/booking/private-customer');
  await expect(page.getByRole('heading', { level: 1, name: 'Private customer' })).toBeVisible();
});

test("the children's brand has no occupational health booking, even for Mikko", { tag: '@children' }, async ({ page }) => {
  await signInAsPerson(page, mikko, 'fi');
  await expectSectionAbsent(page, {
    title: { fi: 'Varaa työterveysaika', sv: 'Boka tid inom företagshälsovården', en: 'Book an occupational health appointment' },
    segment: { fi: 'ajanvaraus/tyoterveys', sv: 'tidsbokning/foretagshalsovard', en: 'booking/occupational-healthcare' },
  });
  const notFound = { fi: 'Sivua ei löytynyt', sv: 'Sidan hittades inte', en: 'Page not found' } as const;
  for (const [lang, path] of [
    ['fi', '/fi/tyoterveys/vapaat-ajat'],
    ['sv', '/sv/foretagshalsovard/vaccinationer'],
    ['en', '/en/occupational-healthcare/available-appointments'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound[lang]);
  }
  const answer = await page.request.get('/api/occupational-booking');
  expect([answer.status(), await answer.json()]).toEqual([200, { status: 'no-occupational-healthcare' }]);
});
