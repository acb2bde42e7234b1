import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { expectAccessible, signInAsPerson, tick } from './support';

// Persons the other specs do not change (README "Test persons"), so that these edits meet nobody:
// Pentti and Mikko in the general brand; Ella in the children's brand, whose consent form is
// unfilled and who has an appointment open for check-in (seed: check-in-demo.ts).
const pentti = { name: 'Pentti Lehtonen' };
const mikko = { name: 'Mikko Korhonen', phone: '+358401000002' };
const ella = { name: 'Ella Laine', phone: '+358401000008' };

/** An image made by the browser itself, as a file a patient would pick. */
async function imageFile(page: Page, type: 'image/png' | 'image/jpeg', name: string) {
  const base64 = await page.evaluate((mimeType) => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 40;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D context');
    context.fillStyle = '#2a6f97';
    context.fillRect(0, 0, 64, 40);
    return canvas.toDataURL(mimeType).split(',')[1] ?? '';
  }, type);
  return { name, mimeType: type, buffer: Buffer.from(base64, 'base64') };
}

/** The latest code the development SMS outbox holds for a number. */
async function smsCode(page: Page, phoneNumber: string, after = 0): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await page.request.get(`/dev-sms/latest?phoneNumber=${encodeURIComponent(phoneNumber)}`);
      if (!response.ok()) return false;
      const message = (await response.json()) as { code: string; createdAt: string };
      if (Date.parse(message.createdAt) < after) return false;
      code = message.code;
      return true;
    })
    .toBe(true);
  return code;
}

test('contact details: the form says which fields to check, normalises the phone and keeps what was saved', { tag: '@general' }, async ({ page }) => {
  await signInAsPerson(page, pentti, 'fi', '/fi/omat-tiedot');
  await expect(page.getByRole('tab', { name: 'Perustiedot', selected: true })).toBeVisible();
  const zip = page.getByRole('textbox', { name: 'Postinumero' });
  await expect(zip).toHaveValue('20100');
  await expectAccessible(page);

  await zip.fill('201');
  const phone = page.getByRole('textbox', { name: 'Matkapuhelinnumero' });
  await phone.fill('040 555 1234');
  await phone.blur();
  await expect(phone).toHaveValue('+358405551234');
  await page.getByRole('button', { name: 'Tallenna', exact: true }).click();
  await expect(page.getByText(/Tarkista seuraavat kentät: Postinumero/)).toBeVisible();
  await expectAccessible(page);

  await zip.fill('20500');
  await page.getByRole('textbox', { name: 'Katuosoite' }).fill('Linnankatu 5 B 3');
  await page.getByRole('button', { name: 'Tallenna', exact: true }).click();
  await expect(page.getByText('Tietosi on tallennettu.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Katuosoite' })).toHaveValue('Linnankatu 5 B 3');
  await expect(page.getByRole('textbox', { name: 'Postinumero' })).toHaveValue('20500');
  await expect(page.getByRole('textbox', { name: 'Matkapuhelinnumero' })).toHaveValue('+358405551234');
});

test('guardians: a second one with an address of their own, the first fixed', { tag: '@children' }, async ({ page }) => {
  await signInAsPerson(page, ella, 'sv', '/sv/mina-uppgifter');
  const guardians = page.getByRole('region', { name: 'Vårdnadshavare' });
  await expect(guardians.getByRole('group', { name: 'Vårdnadshavare 1' })).toBeVisible();
  await expect(guardians.getByRole('button', { name: /Ta bort vårdnadshavare 1/ })).toHaveCount(0);
  await expectAccessible(page);

  await guardians.getByRole('button', { name: 'Lägg till en vårdnadshavare' }).click();
  const second = guardians.getByRole('group', { name: 'Vårdnadshavare 2' });
  await second.getByRole('textbox', { name: 'Efternamn och förnamn' }).fill('Laine Mikael Antero');
  await second.getByRole('textbox', { name: 'Telefonnummer' }).fill('+358501112233');
  await tick(second.getByRole('checkbox', { name: 'Samma adress som barnet' }), false);
  await second.getByRole('textbox', { name: 'Gatuadress' }).fill('Kauppakatu 1');
  await second.getByRole('textbox', { name: 'Postnummer' }).fill('401');
  await page.getByRole('button', { name: 'Spara', exact: true }).click();
  await expect(second.getByText('Postnumret ska vara 5 tecken långt och får bara innehålla siffror')).toBeVisible();
  await second.getByRole('textbox', { name: 'Postnummer' }).fill('40100');
  await second.getByRole('textbox', { name: 'Postanstalt' }).fill('Jyväskylä');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Spara', exact: true }).click();
  await expect(page.getByText('Dina uppgifter har sparats.')).toBeVisible();

  await page.reload();
  const saved = page.getByRole('region', { name: 'Vårdnadshavare' }).getByRole('group', { name: 'Vårdnadshavare 2' });
  await expect(saved.getByRole('textbox', { name: 'Efternamn och förnamn' })).toHaveValue('Laine Mikael Antero');
  await expect(saved.getByRole('textbox', { name: 'Postanstalt' })).toHaveValue('Jyväskylä');
  await expect(saved.getByRole('button', { name: /Ta bort vårdnadshavare 2/ })).toBeVisible();
});

for (const { brand, person } of [
  { brand: 'general', person: mikko },
  { brand: 'children', person: ella },
] as const) {
  test(`a Kela card uploaded with progress, then shown (${brand})`, { tag: `@${brand}` }, async ({ page }) => {
    await signInAsPerson(page, person, 'en', '/en/my-information');
    const section = page.getByRole('region', { name: 'Kela card' });
    await expect(section.getByText('No images of your Kela card have been added.')).toBeVisible();
    await section.getByRole('button', { name: 'Add Kela card images' }).click();

    // A file that is not an image is refused before anything is sent.
    await section.getByLabel('Image of the front side').setInputFiles({ name: 'card.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(section.getByText('The image file does not meet the requirements. Allowed file formats: JPEG, PNG')).toBeVisible();

    await section.getByLabel('Image of the front side').setInputFiles(await imageFile(page, 'image/jpeg', 'front.jpg'));
    await section.getByLabel('Image of the back side').setInputFiles(await imageFile(page, 'image/png', 'back.png'));
    await expect(section.getByText('Ready to upload: back.png')).toBeVisible();
    await expectAccessible(page);

    // The uploads wait here until the progress bars have been seen.
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/storage/**', async (route) => {
      await released;
      await route.continue();
    });
    await section.getByRole('button', { name: 'Save images' }).click();
    await expect(section.getByRole('progressbar', { name: 'Front side upload' })).toBeVisible();
    await expect(section.getByRole('progressbar', { name: 'Back side upload' })).toBeVisible();
    release();

    await expect(section.getByText('The Kela card images have been saved.')).toBeVisible();
    const front = section.getByRole('img', { name: 'Image of the front side of your Kela card' });
    await expect(front).toBeVisible();
    await expect.poll(() => front.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(64);
    await expectAccessible(page);
  });
}

test('notification choices: texts for appointments, none for messages, kept across a reload', { tag: '@general' }, async ({ page }) => {
  await signInAsPerson(page, mikko, 'fi', '/fi/omat-tiedot');
  const section = page.getByRole('region', { name: 'Ilmoitukset' });
  const appointments = section.getByRole('group', { name: 'Ajanvarausten vahvistukset, muistutukset ja peruutukset' });
  const messages = section.getByRole('group', { name: 'Uudet viestit hoitotiimiltäsi' });
  // Before any choice: as the consent allows booking texts (Mikko's does), and message notices by e-mail.
  await expect(appointments.getByRole('radio', { name: 'Sähköposti ja tekstiviesti' })).toBeChecked();
  await expect(messages.getByRole('radio', { name: 'Sähköposti', exact: true })).toBeChecked();
  await appointments.getByRole('radio', { name: 'Tekstiviesti', exact: true }).check();
  await messages.getByRole('radio', { name: 'Ei ilmoituksia' }).check();
  await section.getByRole('button', { name: 'Tallenna ilmoitusvalinnat' }).click();
  await expect(section.getByText('Ilmoitusvalintasi on tallennettu.')).toBeVisible();
  await expectAccessible(page);

  await page.reload();
  await expect(appointments.getByRole('radio', { name: 'Tekstiviesti', exact: true })).toBeChecked();
  await expect(messages.getByRole('radio', { name: 'Ei ilmoituksia' })).toBeChecked();
});

test('notification choices in the children’s brand: appointments only', { tag: '@children' }, async ({ page }) => {
  await signInAsPerson(page, ella, 'sv', '/sv/mina-uppgifter');
  const section = page.getByRole('region', { name: 'Aviseringar' });
  const appointments = section.getByRole('group', { name: 'Bekräftelser, påminnelser och avbokningar av tider' });
  await expect(appointments.getByRole('radio', { name: 'E-post', exact: true })).toBeChecked();
  await expect(section.getByRole('group')).toHaveCount(1);
  await appointments.getByRole('radio', { name: 'E-post och textmeddelande' }).check();
  await section.getByRole('button', { name: 'Spara aviseringsvalen' }).click();
  await expect(section.getByText('Dina aviseringsval har sparats.')).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await expect(appointments.getByRole('radio', { name: 'E-post och textmeddelande' })).toBeChecked();
});

test('consent given from the check-in notice, then back to check in', { tag: '@children' }, async ({ page }) => {
  await signInAsPerson(page, ella, 'en', '/en/appointments');
  const response = await page.request.get('/api/patient-appointments?lang=en');
  const { appointments } = (await response.json()) as { appointments: { id: number; selfCheckInStatus: string; isRemote: boolean }[] };
  const target = appointments.find((a) => a.selfCheckInStatus === 'allowed' && !a.isRemote);
  if (!target) throw new Error('The seed has no appointment of Ella open for check-in');

  await page.goto(`/en/appointments/${target.id}`);
  await page.getByRole('button', { name: 'Check in' }).click();
  await expect(page.getByRole('heading', { name: 'Please review the terms before checking in' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Identify yourself and review the terms' }).click();

  await expect(page).toHaveURL(/\/en\/my-information\?saveAction=/);
  await expect(page.getByRole('tab', { name: 'Permissions and agreements', selected: true })).toBeVisible();
  const save = page.getByRole('button', { name: 'Save and return to the appointment' });
  await expect(save).toBeDisabled();
  await expectAccessible(page);
  await tick(page.getByRole('checkbox', { name: 'I want booking confirmations and reminders by text message' }));
  await tick(page.getByRole('checkbox', { name: 'I have read the privacy policy' }));
  await save.click();

  await expect(page).toHaveURL(new RegExp(`/en/appointments/${target.id}$`));
  await page.getByRole('button', { name: 'Check in' }).click();
  await expect(page.getByText('You have checked in.')).toBeVisible();
  await expectAccessible(page);
});

test('SMS authorization taken into use from the front page with the keyboard alone', { tag: '@general' }, async ({ page }) => {
  await signInAsPerson(page, mikko, 'en');
  const box = page.getByRole('region', { name: 'Take SMS authorization into use' });
  await expect(box).toBeVisible();
  await expectAccessible(page);

  const phone = box.getByRole('textbox', { name: 'Mobile phone number' });
  for (let presses = 0; presses < 80 && !(await phone.evaluate((element) => element === document.activeElement)); presses++) {
    await page.keyboard.press('Tab');
  }
  await expect(phone).toBeFocused();
  const sentAfter = Date.now() - 1000;
  await page.keyboard.type('040 100 0002');
  await page.keyboard.press('Enter');

  const code = await smsCode(page, mikko.phone, sentAfter);
  await expect(box.getByText(/We sent a four-digit code/)).toBeVisible();
  await expectAccessible(page);
  // Focus is on the first box: the digits move it forward and the fourth sends the code.
  await expect(box.getByRole('textbox', { name: 'Character 1 of 4' })).toBeFocused();
  await page.keyboard.type(code);
  await expect(page.getByText('SMS authorization is now enabled')).toBeVisible();
  await expect(box).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/en/my-information');
  await expect(page.getByText(/SMS authorization is on\. Codes are sent to/)).toBeVisible();
});

test('SMS authorization in Finnish in the children’s brand', { tag: '@children' }, async ({ page }) => {
  await signInAsPerson(page, ella, 'fi');
  const box = page.getByRole('region', { name: 'Ota tekstiviestitunnistautuminen käyttöön' });
  await expect(box).toBeVisible();
  await expectAccessible(page);
  const sentAfter = Date.now() - 1000;
  await box.getByRole('textbox', { name: 'Matkapuhelinnumero' }).fill('+358 40 100 0008');
  await box.getByRole('button', { name: 'Lähetä koodi' }).click();
  const code = await smsCode(page, ella.phone, sentAfter);
  // The code is in the outbox as soon as the API has sent it; the box moves focus to the code's
  // first character once the answer is in the browser, and only then does typing go there.
  await expect(box.getByRole('textbox', { name: 'Merkki 1/4' })).toBeFocused();
  await page.keyboard.type(code);
  await expect(page.getByText('Tekstiviestitunnistautuminen on nyt käytössä')).toBeVisible();
  await expect(box).toHaveCount(0);
  await expectAccessible(page);
});
