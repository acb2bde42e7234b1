import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { confirmBindingIfAsked, expectAccessible, fromTomorrow, signInAsPerson, tabTo, tick } from './support';

// Insurance bookings of the demo persons the development insurers know (README "Test persons"):
// Emilia Lindqvist is insured by If's and Pohjola's stand-ins, Mikko Korhonen has a LähiTapiola
// policy without permits. The tests run in parallel against one database, so each reserves from a
// clinic and time of day no other test reserves from (Oulu, Jyväskylä and Lahti afternoons; their
// municipalities have no neighbours among the other tests' clinics).

// Each test walks a whole booking with an axe scan of every state it reaches: three times the
// usual time.
test.beforeEach(() => test.slow());

const emilia = { name: 'Emilia Lindqvist' };
const mikko = { name: 'Mikko Korhonen' };

/** Opens the first insurance time of the list the page shows. */
async function openFirstTime(page: Page, link: RegExp, heading: string) {
  const times = page.getByRole('link', { name: link });
  await expect(times.first()).toBeVisible();
  await expectAccessible(page);
  await times.first().click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('Emilia books with If’s direct compensation, the insurance chosen by keyboard (fi)', { tag: '@general' }, async ({ page }) => {
  await signInAsPerson(page, emilia, 'fi', `/fi/ajanvaraus/vakuutus?clinicIds=OUL&time=afternoon&${fromTomorrow}`);
  await openFirstTime(page, /^Varaa \d/, 'Varaa aika');
  const section = page.getByRole('region', { name: 'Vakuutus' });
  await expect(section).toBeVisible();
  const reserve = page.getByRole('button', { name: 'Varaa aika' });
  await expect(reserve).toBeDisabled();
  await expect(page.getByText('Valitse vakuutusyhtiösi')).toBeVisible();
  await expectAccessible(page);

  // The keyboard alone: Tab to the insurer, Space to choose it; the options with the arrow keys.
  await tabTo(page, section.getByRole('radio', { name: 'If' }));
  await page.keyboard.press('Space');
  await expect(section.getByRole('radio', { name: 'If' })).toBeChecked();
  await tabTo(page, section.getByRole('radio', { name: /^Maksan käynnin itse/ }));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const direct = section.getByRole('radio', { name: /^Suorakorvaus/ });
  await expect(direct).toBeChecked();
  const consent = section.getByRole('checkbox', { name: /^Hyväksyn, että klinikka käyttää Ifin suorakorvausta/ });
  await expect(reserve).toBeDisabled();
  await expectAccessible(page);
  await tabTo(page, consent);
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();

  await confirmBindingIfAsked(page, /varaus on sitova/);
  await expect(reserve).toBeEnabled();
  await tabTo(page, reserve);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Aika varattu' })).toBeVisible();
  await expectAccessible(page);
});

test('Emilia books with Pohjola after its insurance check (sv)', { tag: '@general' }, async ({ page }) => {
  await signInAsPerson(page, emilia, 'sv', `/sv/tidsbokning/forsakring?clinicIds=JKL&time=afternoon&${fromTomorrow}`);
  await openFirstTime(page, /^Boka \d/, 'Boka tid');
  const section = page.getByRole('region', { name: 'Försäkring' });
  await tick(section.getByRole('radio', { name: 'Pohjola Försäkring (OP)' }));
  await tick(section.getByRole('radio', { name: /^Jag betalar besöket själv/ }));
  const reserve = page.getByRole('button', { name: 'Boka tid' });
  await expect(reserve).toBeDisabled();
  await expect(section.getByText(/kontrollerar vi hos Pohjola att du har en giltig försäkring/)).toBeVisible();
  await expectAccessible(page);

  // Declined, then the declining canceled: back where it was.
  await section.getByRole('button', { name: 'Kontrollera inte' }).click();
  await expect(section.getByRole('status')).toContainText('Du valde att inte låta kontrollera din försäkring');
  await expectAccessible(page);
  await section.getByRole('button', { name: 'Avbryt' }).click();

  await section.getByRole('button', { name: 'Kontrollera min försäkring' }).click();
  await expect(section.getByRole('status')).toContainText('Pohjola Försäkring bekräftade att du har en giltig försäkring');
  await expectAccessible(page);
  await confirmBindingIfAsked(page, /bokningen är bindande/);
  await expect(reserve).toBeEnabled();
  await reserve.click();
  await expect(page.getByRole('heading', { name: 'Tiden är bokad' })).toBeVisible();
  await expectAccessible(page);
});

test('Mikko applies for a LähiTapiola permit on the insurer’s page, comes back and books with it (en)', { tag: '@general' }, async ({ page }) => {
  await signInAsPerson(page, mikko, 'en', `/en/booking/insurance?clinicIds=LHT&time=afternoon&${fromTomorrow}`);
  await openFirstTime(page, /^Reserve \d/, 'Reserve an appointment');
  const reservationPage = page.url();
  const section = page.getByRole('region', { name: 'Insurance' });
  await tick(section.getByRole('radio', { name: 'LähiTapiola' }));
  await expectAccessible(page);
  await section.getByRole('button', { name: 'Check my LähiTapiola insurance' }).click();

  // Mikko's policy has no permits (unless an earlier run on the same server granted one).
  const apply = section.getByRole('button', { name: /^Apply for (a|a new) permit at LähiTapiola$/ });
  await expect(apply).toBeVisible();
  await expectAccessible(page);
  await apply.click();

  // The insurer's (development) application page: the tester picks the outcome.
  await expect(page.getByRole('heading', { level: 1, name: 'LähiTapiola: applying for a direct compensation permit' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('radio', { name: 'Back pain (Lower back)' }).check();
  await page.getByRole('button', { name: 'Apply and grant the permit' }).click();

  // Back on the same reservation page, the return status read and gone from the address.
  await expect(page).toHaveURL(reservationPage);
  await expect(section.getByRole('radio', { name: 'LähiTapiola' })).toBeChecked();
  const permit = section.getByRole('radio', { name: /^Back pain \(Lower back\), valid until / }).first();
  await expect(permit).toBeVisible();
  const reserve = page.getByRole('button', { name: 'Reserve appointment' });
  await expect(reserve).toBeDisabled();
  await tick(permit);
  await tick(section.getByRole('checkbox', { name: /^I agree that the chosen permit is used for this visit/ }));
  await expect(section.getByRole('status')).toHaveText('LähiTapiola pays this visit with your permit: Back pain.');
  await expectAccessible(page);
  await confirmBindingIfAsked(page, /reservation is binding/);
  await expect(reserve).toBeEnabled();
  await reserve.click();
  await expect(page.getByRole('heading', { name: 'Appointment reserved' })).toBeVisible();
  await expectAccessible(page);
});
