import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { brandOf, expectAccessible, signIn, tabTo, visit } from './support';

// The accessibility statement and its feedback form (Act 306/2019), in both brands. Each brand's
// server takes 5 feedback messages an hour from one address: these tests send 4.

type Lang = 'fi' | 'sv' | 'en';
const langs = ['fi', 'sv', 'en'] as const satisfies readonly Lang[];

const texts = {
  fi: {
    booking: ['/fi/ajanvaraus', 'Varaa aika'],
    footerLink: 'Saavutettavuusseloste',
    path: '/fi/saavutettavuus',
    form: 'Anna palautetta saavutettavuudesta',
    message: 'Palautteesi',
    page: 'Sivu tai palvelun osa (vapaaehtoinen)',
    replyEmail: 'Sähköpostiosoite vastausta varten (vapaaehtoinen)',
    send: 'Lähetä palaute',
    sentWithoutReply: /^Kiitos palautteestasi\. Et antanut sähköpostiosoitetta/,
    sentWithReply: 'Kiitos palautteestasi. Vastaamme antamaasi sähköpostiosoitteeseen 14 päivän kuluessa.',
    checkEmail: 'Tarkista seuraavat kentät: Sähköpostiosoite vastausta varten (vapaaehtoinen)',
    badEmail: 'Anna sähköpostiosoitteesi, esim. nimi@esimerkki.fi',
  },
  sv: {
    booking: ['/sv/tidsbokning', 'Boka tid'],
    footerLink: 'Tillgänglighetsutlåtande',
    path: '/sv/tillganglighet',
    form: 'Ge respons om tillgängligheten',
    message: 'Din respons',
    page: 'Sida eller del av tjänsten (frivilligt)',
    replyEmail: 'E-postadress för svaret (frivilligt)',
    send: 'Skicka respons',
    sentWithoutReply: /^Tack för din respons\. Du angav ingen e-postadress/,
    sentWithReply: 'Tack för din respons. Vi svarar till den e-postadress du angav inom 14 dagar.',
    checkEmail: 'Kontrollera följande fält: E-postadress för svaret (frivilligt)',
    badEmail: 'Ange din e-postadress, t.ex. namn@exempel.fi',
  },
  en: {
    booking: ['/en/booking', 'Book an appointment'],
    footerLink: 'Accessibility statement',
    path: '/en/accessibility',
    form: 'Give feedback on accessibility',
    message: 'Your feedback',
    page: 'Page or part of the service (optional)',
    replyEmail: 'E-mail address for the answer (optional)',
    send: 'Send feedback',
    sentWithoutReply: /^Thank you for your feedback\. You gave no e-mail address/,
    sentWithReply: 'Thank you for your feedback. We will answer to the e-mail address you gave within 14 days.',
    checkEmail: 'Check the following fields: E-mail address for the answer (optional)',
    badEmail: 'Please enter your email, eg. name@example.com',
  },
} as const;

/** A message no other run or test writes, to find on the clinic's page. */
function uniqueMessage(testInfo: TestInfo, what: string): string {
  return `${what} (${brandOf(testInfo)}, ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)})`;
}

/** The feedback as the clinic sees it on the development page. */
async function clinicSees(page: Page, message: string): Promise<Locator> {
  await page.goto('/dev-accessibility-feedback?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Accessibility feedback (development environment)' })).toBeVisible();
  const item = page.getByRole('article').filter({ hasText: message });
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('button', { name: 'Mark as answered' })).toBeVisible();
  return item;
}

for (const lang of langs) {
  test(`the statement opened from the footer takes anonymous feedback from the keyboard (${lang})`, async ({ page }, testInfo) => {
    const t = texts[lang];
    const [bookingPath, bookingTitle] = t.booking;
    await visit(page, bookingPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bookingTitle);
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: t.footerLink });
    await tabTo(page, footerLink);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(t.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.footerLink);
    await expectAccessible(page);

    const form = page.getByRole('form', { name: t.form });
    const message = uniqueMessage(testInfo, `Keyboard feedback ${lang}`);
    await tabTo(page, form.getByRole('textbox', { name: t.message }));
    await page.keyboard.type(message);
    await page.keyboard.press('Tab');
    await expect(form.getByRole('textbox', { name: t.page })).toBeFocused();
    await page.keyboard.type('Footer');
    await tabTo(page, form.getByRole('button', { name: t.send }));
    await page.keyboard.press('Enter');

    const thanks = form.getByText(t.sentWithoutReply);
    await expect(thanks).toBeVisible();
    await expect(thanks.locator('xpath=..')).toBeFocused();
    await expect(form.getByRole('textbox', { name: t.message })).toHaveValue('');
    await expectAccessible(page);

    const item = await clinicSees(page, message);
    await expect(item).toContainText('Not signed in');
    await expect(item).toContainText('Footer');
  });
}

test('signed in, the feedback goes with the sender and a reply address', async ({ page }, testInfo) => {
  const t = texts.fi;
  await signIn(page, testInfo, 'fi', t.path);
  await expectAccessible(page);
  const form = page.getByRole('form', { name: t.form });
  const message = uniqueMessage(testInfo, 'Signed-in feedback');
  await form.getByRole('textbox', { name: t.message }).fill(message);
  await form.getByRole('textbox', { name: t.replyEmail }).fill('laura.makinen@example.fi');
  await form.getByRole('button', { name: t.send }).click();
  await expect(form.getByText(t.sentWithReply)).toBeVisible();
  await expectAccessible(page);

  const item = await clinicSees(page, message);
  await expect(item).toContainText('Signed-in user');
  await expect(item).toContainText('laura.makinen@example.fi');
});

test('an invalid e-mail address is named and nothing is sent', async ({ page }, testInfo) => {
  const t = texts.en;
  await visit(page, t.path);
  const form = page.getByRole('form', { name: t.form });
  const message = uniqueMessage(testInfo, 'Never sent');
  await form.getByRole('textbox', { name: t.message }).fill(message);
  const email = form.getByRole('textbox', { name: t.replyEmail });
  await email.fill('maija@example');
  await form.getByRole('button', { name: t.send }).click();

  await expect(form.getByRole('alert')).toHaveText(t.checkEmail);
  await expect(form.getByRole('alert').locator('xpath=..')).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(t.badEmail)).toBeVisible();
  await expect(form.getByRole('textbox', { name: t.message })).toHaveValue(message);
  await expectAccessible(page);

  await page.goto('/dev-accessibility-feedback?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(message)).toHaveCount(0);
});
