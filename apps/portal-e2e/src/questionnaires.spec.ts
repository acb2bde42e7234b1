import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { expectAccessible, expectSectionAbsent, signIn, signInAsPerson } from './support';

// Questionnaires of the demo data (README "Test persons"), general brand only: every adult has the
// pre-visit questionnaire open (sent with a message of the conversation 'Esitiedot tulevaa käyntiä
// varten'), the AUDIT questionnaire open and the satisfaction survey answered. Answering is once
// only, so each language answers as a person of its own whom no other test answers for.
// The children's brand has no questionnaires.

type Lang = 'fi' | 'sv' | 'en';

const segment = { fi: 'kyselyt', sv: 'rundfraga', en: 'questionnaires' } as const;

const texts = {
  en: {
    person: { name: 'Emilia Lindqvist' },
    title: 'Questionnaires',
    toAnswer: 'To answer',
    answers: 'Your answers',
    form: 'Pre-visit questionnaire',
    reason: /What is the reason for your visit/,
    symptoms: /Do you have any of these symptoms now/,
    fever: 'Fever',
    allergies: /Are you allergic to any medicines/,
    yes: 'Yes',
    allergyDetails: /Which medicines are you allergic to/,
    smoking: /Do you smoke/,
    never: 'Never',
    pain: /How strong is your pain/,
    send: 'Send answers',
    saved: 'Thank you! Your answers have been sent.',
    required: 'Please answer this question.',
    back: 'Back to questionnaires',
  },
  fi: {
    person: { name: 'Jari Salminen' },
    title: 'Kyselyt',
    toAnswer: 'Vastattavat',
    answers: 'Vastauksesi',
    form: 'Esitietolomake',
    reason: /Mikä on käyntisi syy/,
    symptoms: /Onko sinulla nyt jokin näistä oireista/,
    fever: 'Kuumetta',
    allergies: /Onko sinulla lääkeaineallergioita/,
    yes: 'Kyllä',
    allergyDetails: /Mille lääkkeille olet allerginen/,
    smoking: /Tupakoitko/,
    never: 'En koskaan',
    pain: /Kuinka voimakasta kipusi on/,
    send: 'Lähetä vastaukset',
    saved: 'Kiitos! Vastauksesi on lähetetty.',
    required: 'Vastaa tähän kysymykseen.',
    back: 'Takaisin kyselyihin',
  },
  sv: {
    person: { name: 'Johanna Laine' },
    title: 'Enkäter',
    toAnswer: 'Att besvara',
    answers: 'Dina svar',
    form: 'Förhandsuppgifter',
    reason: /Vad är orsaken till besöket/,
    symptoms: /Har du nu något av dessa symtom/,
    fever: 'Feber',
    allergies: /Har du läkemedelsallergier/,
    yes: 'Ja',
    allergyDetails: /Vilka läkemedel är du allergisk mot/,
    smoking: /Röker du/,
    never: 'Aldrig',
    pain: /Hur stark är din smärta/,
    send: 'Skicka svaren',
    saved: 'Tack! Dina svar har skickats.',
    required: 'Svara på den här frågan.',
    back: 'Tillbaka till enkäterna',
  },
} as const;

/** Answers the pre-visit questionnaire, the allergy question revealed by answering yes. */
async function answerPreVisit(page: Page, lang: Lang) {
  const t = texts[lang];
  await page.getByRole('textbox', { name: t.reason }).fill('E2E');
  await page.getByRole('group', { name: t.symptoms }).getByText(t.fever, { exact: true }).click();
  await expect(page.getByRole('textbox', { name: t.allergyDetails })).toHaveCount(0);
  await page.getByRole('group', { name: t.allergies }).getByText(t.yes, { exact: true }).click();
  // The condition reveals the question about the allergies.
  await page.getByRole('textbox', { name: t.allergyDetails }).fill('Penisilliini');
  await page.getByRole('group', { name: t.smoking }).getByText(t.never, { exact: true }).click();
  await page.getByRole('group', { name: t.pain }).getByText('3', { exact: true }).click();
  await expectAccessible(page);
  await page.getByRole('button', { name: t.send }).click();
}

for (const lang of ['en', 'fi', 'sv'] as const) {
  test(`answers the pre-visit questionnaire and sees it read-only, in ${lang}`, { tag: '@general' }, async ({ page }) => {
    test.setTimeout(180_000);
    const t = texts[lang];
    await signInAsPerson(page, t.person, lang, `/${lang}/${segment[lang]}`);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const tasks = page.getByRole('list', { name: t.toAnswer });
    await expect(tasks.getByRole('link', { name: t.form })).toBeVisible();
    await expectAccessible(page);

    await tasks.getByRole('link', { name: t.form }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/${segment[lang]}/\\d+$`));
    const questionnairePath = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1, name: t.form })).toBeVisible();
    await expectAccessible(page);

    // Sent unanswered: each required question says so.
    await page.getByRole('button', { name: t.send }).click();
    await expect(page.getByRole('group', { name: t.smoking })).toContainText(t.required);
    await expect(page.getByRole('textbox', { name: t.reason })).toBeFocused();
    await expectAccessible(page);

    await answerPreVisit(page, lang);
    await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible();
    const answers = page.getByRole('region', { name: t.answers });
    await expect(answers).toContainText('Penisilliini');
    await expect(page.getByRole('button', { name: t.send })).toHaveCount(0);
    await expectAccessible(page);

    // Back in the list it is among the answers; opened again it is read-only.
    await page.getByRole('link', { name: t.back }).click();
    await expect(page).toHaveURL(`/${lang}/${segment[lang]}`);
    await expect(page.getByRole('list', { name: t.answers }).locator(`a[href="${questionnairePath}"]`)).toBeVisible();
    await expect(page.getByRole('list', { name: t.toAnswer }).locator(`a[href="${questionnairePath}"]`)).toHaveCount(0);
    await expectAccessible(page);
    await page.goto(questionnairePath);
    await expect(page.getByRole('region', { name: t.answers })).toContainText('Penisilliini');
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expectAccessible(page);
  });
}

test('opens a questionnaire sent with a message, and keeps unfinished answers over a reload', { tag: '@general' }, async ({ page }) => {
  test.setTimeout(120_000);
  // Pentti answers nothing: no other test answers his questionnaires either.
  await signInAsPerson(page, { name: 'Pentti Lehtonen' }, 'en', '/en/conversations');
  await page.getByRole('link', { name: /Esitiedot tulevaa käyntiä varten/ }).click();
  await expect(page).toHaveURL(/\/en\/conversations\/\d+$/);
  const invitation = page.getByRole('list', { name: 'Questionnaires' }).getByRole('link', { name: 'Pre-visit questionnaire – to answer' });
  await expect(invitation).toBeVisible();
  await expectAccessible(page);
  await invitation.click();
  await expect(page).toHaveURL(/\/en\/questionnaires\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pre-visit questionnaire' })).toBeVisible();
  await expectAccessible(page);

  // Unfinished answers stay in the tab, as over a session running out and the sign-in after it.
  await page.getByRole('textbox', { name: texts.en.reason }).fill('Written before the reload');
  await page.reload();
  await expect(page.getByRole('textbox', { name: texts.en.reason })).toHaveValue('Written before the reload');
  await page.getByRole('link', { name: 'Back to questionnaires' }).click();
  await expect(page).toHaveURL('/en/questionnaires');
});

test('the children’s brand has no questionnaires: no menu link and the address is not found', { tag: '@children' }, async ({ page }, testInfo) => {
  await signIn(page, testInfo, 'fi');
  await expectSectionAbsent(page, { title: { fi: texts.fi.title, sv: texts.sv.title, en: texts.en.title }, segment });
});
