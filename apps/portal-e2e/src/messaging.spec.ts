import { expect, test } from '@playwright/test';
import { expectAccessible, expectFocusShown, expectSectionAbsent, keyTo, signIn, typeInto } from './support';

// Conversations with the care team (booking doc sections 2-9), general brand only: Laura Mäkinen
// writes to her care team, the care team answers on the development page /dev-care-team (served
// by the API on the portal's origin), and Laura reads and replies. Only these tests use messaging,
// so the new conversations disturb no other test. The children's brand has no conversations.

const segment = { fi: 'viestit', sv: 'meddelanden', en: 'conversations' } as const;

const texts = {
  fi: { title: 'Viestit', list: 'Keskustelusi', reply: 'Vastaus' },
  sv: { title: 'Meddelanden', list: 'Dina konversationer', reply: 'Svar' },
  en: { title: 'Messages', list: 'Your conversations', reply: 'Reply' },
} as const;

/** A small PDF made here: what the server's content check wants to see at the start. */
const smallPdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');

test('Laura writes to the care team with a PDF, reads the answer and replies, with the keyboard alone', { tag: '@general' }, async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const subject = `E2E ${testInfo.workerIndex}-${Date.now().toString(36)}`;
  await signIn(page, testInfo, 'en', '/en/conversations');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your conversations' })).toBeVisible();
  await expectAccessible(page);

  await keyTo(page, page.getByRole('link', { name: 'New message' }), 'Enter');
  await expect(page).toHaveURL('/en/conversations/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New message' })).toBeVisible();
  await expectAccessible(page);

  // Over 9 MB together: refused with a toast, nothing uploaded.
  const files = page.getByLabel('Add attachments');
  await files.setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(9_437_185, 0x20) });
  await expect(page.getByText('Attachment file is too large')).toBeVisible();
  await expect(page.getByText(/huge\.pdf \(9 MB\) was not added/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Attachments' })).toHaveCount(0);

  await typeInto(page, page.getByRole('textbox', { name: 'Subject' }), subject);
  await typeInto(page, page.getByRole('textbox', { name: 'Message' }), 'Could you look at the statement I attached?');
  // The file picker opens from the keyboard; choosing in it is the system's dialog, not the page.
  const chooser = page.waitForEvent('filechooser');
  await keyTo(page, files, 'Space');
  await (await chooser).setFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: smallPdf });
  await expect(page.getByText('statement.pdf is ready to send')).toBeVisible();
  await expectFocusShown(page, 'choosing a file');
  await expectAccessible(page);
  await keyTo(page, page.getByRole('button', { name: 'Send' }), 'Enter');

  await expect(page).toHaveURL(/\/en\/conversations\/\d+$/);
  const threadPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open statement.pdf' })).toBeVisible();
  await expectAccessible(page);

  // The care team (customer service takes new conversations) answers.
  await page.goto('/dev-care-team');
  await page.getByRole('link', { name: 'Tuula Laakso' }).click();
  await page.getByRole('link', { name: new RegExp(subject) }).click();
  await page.getByRole('textbox', { name: 'Answer' }).fill('Thank you, the statement is fine.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Thank you, the statement is fine.')).toBeVisible();

  // Unread in the list, by a word and not colour alone.
  await page.goto('/en/conversations');
  const unread = page.getByRole('link', { name: `Unread ${subject}` });
  await expect(unread).toBeVisible();
  await expectAccessible(page);

  const marked = page.waitForResponse((response) => response.url().includes('/api/customer-messaging') && (response.request().postData() ?? '').includes('MarkAsRead'));
  await keyTo(page, unread, 'Enter');
  await expect(page).toHaveURL(threadPath);
  await expect(page.getByText('Thank you, the statement is fine.')).toBeVisible();
  expect((await marked).ok()).toBe(true);
  await expectAccessible(page);

  // Read now.
  await page.goto('/en/conversations');
  await expect(page.getByRole('link', { name: subject, exact: true })).toBeVisible();
  await keyTo(page, page.getByRole('link', { name: subject, exact: true }), 'Enter');
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();

  // The reply.
  const reply = page.getByRole('textbox', { name: 'Reply' });
  await typeInto(page, reply, 'Good to hear, thanks.');
  await keyTo(page, page.getByRole('button', { name: 'Send' }), 'Enter');
  await expect(page.getByRole('article').filter({ hasText: 'Good to hear, thanks.' })).toBeVisible();
  await expect(reply).toHaveValue('');
  await expect(page.getByRole('article').last()).toBeFocused();
  await expectAccessible(page);
});

test('Laura writes to a professional she has met, chosen from her healthcare team with the keyboard alone', { tag: '@general' }, async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const subject = `E2E tiimi ${testInfo.workerIndex}-${Date.now().toString(36)}`;
  await signIn(page, testInfo, 'fi', '/fi/viestit/uusi');
  await expect(page.getByRole('heading', { level: 1, name: 'Uusi viesti' })).toBeVisible();
  // The recipient is a link to the healthcare team: customer service, and those she has met.
  const team = page.getByRole('button', { name: 'Hoitotiimisi' });
  await keyTo(page, team, 'Enter');
  await expect(team).toHaveAttribute('aria-expanded', 'true');
  const group = page.getByRole('group', { name: 'Kenelle viestisi menee?' });
  const service = group.getByRole('radio', { name: 'Asiakaspalvelu' });
  await expect(service).toBeChecked();
  expect(await group.getByRole('radio').count()).toBeGreaterThan(1);
  await expectAccessible(page);
  await keyTo(page, service, 'ArrowDown');
  const chosen = group.getByRole('radio').nth(1);
  await expect(chosen).toBeChecked();
  const label = (await chosen.evaluate((radio) => radio.closest('label')?.textContent)) ?? '';
  await expect(page.getByRole('button', { name: label })).toHaveAttribute('aria-expanded', 'true');

  await typeInto(page, page.getByRole('textbox', { name: 'Aihe' }), subject);
  await typeInto(page, page.getByRole('textbox', { name: 'Viesti' }), 'Kysyisin vielä kontrollikäynnistä.');
  await keyTo(page, page.getByRole('button', { name: 'Lähetä' }), 'Enter');
  await expect(page).toHaveURL(/\/fi\/viestit\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();

  // The professional chosen has it among their conversations.
  const [name = ''] = label.split(',');
  await page.goto('/dev-care-team');
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('link', { name: new RegExp(subject) })).toBeVisible();
});

for (const lang of ['fi', 'sv'] as const) {
  test(`the list and a conversation in ${lang}`, { tag: '@general' }, async ({ page }, testInfo) => {
    const t = texts[lang];
    await signIn(page, testInfo, lang, `/${lang}/${segment[lang]}`);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const list = page.getByRole('list', { name: t.list });
    await expect(list).toBeVisible();
    await expectAccessible(page);
    // A conversation of the demo data, not the list's first: the newest may be another test's,
    // whose unread answer that test is about to check, and opening it would mark it read.
    await list.getByRole('link', { name: /Kysymys laboratoriotuloksista$/ }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/${segment[lang]}/\\d+$`));
    await expect(page.getByRole('textbox', { name: t.reply })).toBeVisible();
    await expectAccessible(page);
  });
}

test('the children’s brand has no conversations: no menu link and the address is not found', { tag: '@children' }, async ({ page }, testInfo) => {
  await signIn(page, testInfo, 'fi');
  await expectSectionAbsent(page, { title: { fi: texts.fi.title, sv: texts.sv.title, en: texts.en.title }, segment });
});
