import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { expectAccessible, signIn, tabTo, tick } from './support';

// Prescriptions and their renewal (booking doc sections 2-9). In the general brand Laura Mäkinen
// chooses her renewable prescriptions into the cart and sends a renewal, which reaches the care
// team as a conversation; each language's test sends one, told apart by a text of its own. The
// children's brand lists prescriptions without renewal (it has no conversations).

const segment = { fi: 'reseptit', sv: 'recept', en: 'prescriptions' } as const;
const renewalSegment = { fi: 'reseptin-uusinta', sv: 'receptfornyelse', en: 'prescription-renewal' } as const;
const conversationsSegment = { fi: 'viestit', sv: 'meddelanden', en: 'conversations' } as const;

const texts = {
  fi: {
    title: 'Reseptit',
    list: 'Reseptisi',
    nonRenewable: 'Resepti ei ole uusittavissa',
    renew: 'Uusi',
    cart: 'Uusittavat reseptit',
    one: '1 resepti valittu',
    two: '2 reseptiä valittu',
    remove: 'Poista',
    renewSelected: 'Uusi valitut',
    renewalTitle: 'Reseptin uusinta',
    usage: 'Miten olet käyttänyt lääkettä?',
    asPrescribed: 'Ohjeen mukaisesti',
    healthChange: 'Onko terveydentilasi muuttunut reseptin kirjoittamisen jälkeen?',
    unchanged: 'Ei muutosta',
    purpose: 'Mihin käytät lääkettä?',
    otherMedicines: 'Mitä muita lääkkeitä, luontaistuotteita tai ravintolisiä käytät?',
    finished: 'Onko resepti loppunut tai loppumassa kuukauden kuluessa?',
    sideEffects: 'Onko lääkkeestä ollut haittavaikutuksia?',
    sideEffectsFollowUp: 'Kuvaile haittavaikutukset',
    yes: 'Kyllä',
    no: 'Ei',
    send: 'Lähetä uusintapyyntö',
    sent: 'Uusintapyyntö lähetetty',
    toConversations: 'Siirry viesteihin',
    conversations: 'Viestit',
  },
  sv: {
    title: 'Recept',
    list: 'Dina recept',
    nonRenewable: 'Receptet kan inte förnyas',
    renew: 'Förnya',
    cart: 'Recept att förnya',
    one: '1 recept valt',
    two: '2 recept valda',
    remove: 'Ta bort',
    renewSelected: 'Förnya valda',
    renewalTitle: 'Receptförnyelse',
    usage: 'Hur har du tagit läkemedlet?',
    asPrescribed: 'Enligt ordinationen',
    healthChange: 'Har ditt hälsotillstånd förändrats sedan receptet skrevs ut?',
    unchanged: 'Ingen förändring',
    purpose: 'Vad använder du läkemedlet för?',
    otherMedicines: 'Vilka andra läkemedel, naturprodukter eller kosttillskott tar du?',
    finished: 'Har receptet tagit slut, eller tar det slut inom en månad?',
    sideEffects: 'Har du haft biverkningar av läkemedlet?',
    sideEffectsFollowUp: 'Beskriv biverkningarna',
    yes: 'Ja',
    no: 'Nej',
    send: 'Skicka begäran om förnyelse',
    sent: 'Begäran om förnyelse skickad',
    toConversations: 'Gå till meddelandena',
    conversations: 'Meddelanden',
  },
  en: {
    title: 'Prescriptions',
    list: 'Your prescriptions',
    nonRenewable: 'Non-renewable prescription',
    renew: 'Renew',
    cart: 'Prescriptions to renew',
    one: '1 prescription chosen',
    two: '2 prescriptions chosen',
    remove: 'Remove',
    renewSelected: 'Renew selected',
    renewalTitle: 'Prescription renewal',
    usage: 'How have you been taking the medicine?',
    asPrescribed: 'As prescribed',
    healthChange: 'Has your health changed since the prescription was written?',
    unchanged: 'No change',
    purpose: 'What do you use the medicine for?',
    otherMedicines: 'Which other medicines, natural products or supplements do you take?',
    finished: 'Has the prescription run out, or will it run out within a month?',
    sideEffects: 'Have you had side effects from the medicine?',
    sideEffectsFollowUp: 'Describe the side effects',
    yes: 'Yes',
    no: 'No',
    send: 'Send renewal request',
    sent: 'Renewal request sent',
    toConversations: 'Go to conversations',
    conversations: 'Messages',
  },
} as const;

type Lang = keyof typeof texts;

const levaxin = 'Levaxin 50 mikrog';
const ventoline = 'Ventoline Evohaler 0,1 mg/annos';

const cardOf = (page: Page, lang: Lang, medicine: string) =>
  page.getByRole('list', { name: texts[lang].list }).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: medicine, exact: true }) });

for (const lang of ['fi', 'sv', 'en'] as const) {
  const t = texts[lang];

  test(`Laura chooses two prescriptions, removes one and renews the other in ${lang}`, { tag: '@general' }, async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    const marker = `E2E ${lang} ${testInfo.workerIndex}-${Date.now().toString(36)}`;
    await signIn(page, testInfo, lang, `/${lang}/${segment[lang]}`);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByRole('list', { name: t.list })).toBeVisible();
    await expectAccessible(page);

    // A non-renewable prescription says so and has no checkbox.
    const burana = cardOf(page, lang, 'Burana 600 mg');
    await expect(burana.getByText(t.nonRenewable)).toBeVisible();
    await expect(burana.getByRole('checkbox')).toHaveCount(0);

    await tick(page.getByRole('checkbox', { name: `${t.renew} ${levaxin}` }));
    await tick(page.getByRole('checkbox', { name: `${t.renew} ${ventoline}` }));
    const cart = page.getByRole('region', { name: t.cart });
    await expect(cart.getByRole('status')).toHaveText(t.two);
    await expectAccessible(page);
    await cart.getByRole('button', { name: `${t.remove} ${ventoline}` }).click();
    await expect(cart.getByRole('status')).toHaveText(t.one);
    await expect(cart.getByRole('listitem')).toHaveCount(1);
    await cart.getByRole('button', { name: t.renewSelected }).click();

    await expect(page).toHaveURL(new RegExp(`/${lang}/${renewalSegment[lang]}/\\d+$`));
    await expect(page.getByRole('heading', { level: 1, name: t.renewalTitle })).toBeVisible();
    await expect(page.getByText(levaxin)).toBeVisible();
    await expectAccessible(page);

    const send = page.getByRole('button', { name: t.send });
    await expect(send).toBeDisabled();
    await page.getByRole('group', { name: t.usage }).getByRole('radio', { name: t.asPrescribed }).check();
    await page.getByRole('group', { name: t.healthChange }).getByRole('radio', { name: t.unchanged }).check();
    await page.getByRole('textbox', { name: t.purpose }).fill(marker);
    await page.getByRole('textbox', { name: t.otherMedicines }).fill('-');
    await page.getByRole('group', { name: t.finished }).getByRole('radio', { name: t.yes }).check();
    await page.getByRole('group', { name: t.sideEffects }).getByRole('radio', { name: t.yes }).check();
    // Side effects: described before the request can go.
    await expect(send).toBeDisabled();
    await page.getByRole('textbox', { name: t.sideEffectsFollowUp }).fill('Sydämentykytystä');
    await expect(send).toBeEnabled();
    await expectAccessible(page);

    const renewal = page.waitForResponse((response) => response.url().includes('/api/prescription-renewals') && response.request().method() === 'POST');
    await send.click();
    const answer = await renewal;
    expect(answer.status()).toBe(201);
    const { threadPath } = (await answer.json()) as { threadPath: string };
    expect(threadPath).toMatch(new RegExp(`^/${lang}/${conversationsSegment[lang]}/\\d+$`));
    await expect(page.getByRole('heading', { level: 2, name: t.sent })).toBeVisible();
    await expectAccessible(page);

    // The care team's conversation: the Finnish title, the medicine and the answers.
    await page.getByRole('link', { name: t.toConversations }).click();
    await expect(page).toHaveURL(`/${lang}/${conversationsSegment[lang]}`);
    await expect(page.getByRole('heading', { level: 1, name: t.conversations })).toBeVisible();
    await expect(page.locator(`a[href="${threadPath}"]`)).toContainText('Reseptin uusiminen');
    await page.locator(`a[href="${threadPath}"]`).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reseptin uusiminen' })).toBeVisible();
    await expect(page.getByText(marker)).toBeVisible();
    await expect(page.getByText(/Levaxin 50 mikrog/)).toBeVisible();
    await expect(page.getByText(/Ventoline/)).toHaveCount(0);
    await expectAccessible(page);
  });
}

test('the front page’s renewal link leads to the prescriptions, and the cart works by keyboard alone', { tag: '@general' }, async ({ page }, testInfo) => {
  await signIn(page, testInfo, 'en');
  await page.getByRole('link', { name: 'Renew a prescription' }).click();
  await expect(page).toHaveURL('/en/prescriptions');
  const t = texts.en;
  const levaxinBox = page.getByRole('checkbox', { name: `${t.renew} ${levaxin}` });
  const ventolineBox = page.getByRole('checkbox', { name: `${t.renew} ${ventoline}` });
  await tabTo(page, ventolineBox);
  await page.keyboard.press('Space');
  await expect(ventolineBox).toBeChecked();
  await tabTo(page, levaxinBox);
  await page.keyboard.press('Space');
  await expect(levaxinBox).toBeChecked();

  const cart = page.getByRole('region', { name: t.cart });
  await expect(cart.getByRole('status')).toHaveText(t.two);
  await tabTo(page, cart.getByRole('button', { name: `${t.remove} ${ventoline}` }));
  await page.keyboard.press('Enter');
  await expect(cart.getByRole('status')).toHaveText(t.one);
  await expect(ventolineBox).not.toBeChecked();
  // Focus stays in the cart, on the remaining item's button.
  await expect(cart.getByRole('button', { name: `${t.remove} ${levaxin}` })).toBeFocused();
  await tabTo(page, cart.getByRole('button', { name: t.renewSelected }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/prescription-renewal\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: t.renewalTitle })).toBeVisible();
});

test('an address with prescriptions that are not renewable or not one’s own shows not found', { tag: '@general' }, async ({ page }, testInfo) => {
  await signIn(page, testInfo, 'en', '/en/prescription-renewal/999999');
  await expect(page.getByRole('heading', { level: 2, name: 'Prescriptions were not found' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to prescriptions' }).first().click();
  await expect(page).toHaveURL('/en/prescriptions');
});

for (const lang of ['fi', 'sv', 'en'] as const) {
  test(`the children’s brand lists prescriptions without renewal in ${lang}`, { tag: '@children' }, async ({ page }, testInfo) => {
    const t = texts[lang];
    await signIn(page, testInfo, lang, `/${lang}/${segment[lang]}`);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByRole('list', { name: t.list }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByRole('region', { name: t.cart })).toHaveCount(0);
    await expect(page.getByText(t.nonRenewable).first()).toBeVisible();
    await expectAccessible(page);
  });
}
