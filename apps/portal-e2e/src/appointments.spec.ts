import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { brandOf, expectAccessible, expectFocusShown, keyTo, signIn, testPerson, typeInto } from './support';

// The demo links of the seed (README "Test persons"): each leads to an appointment that starts
// within 30 minutes of the API's start, so it can be checked in with the end part of the code.
const demoLinks = {
  general: { linkId: 'LauraDemoCheckInLink2026', endPart: '902P' },
  children: { linkId: 'EetuDemoCheckInLink20260', endPart: '963X' },
} as const;

interface ListedAppointment {
  id: number;
  startDate: string;
  isRemote: boolean;
  mayCancel: boolean;
  selfCheckInStatus: string;
}

/** The signed-in patient's appointments, as the API answers the portal (the browser's cookies). */
async function appointmentsOf(request: APIRequestContext): Promise<ListedAppointment[]> {
  const response = await request.get('/api/patient-appointments?lang=en');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { appointments: ListedAppointment[] }).appointments;
}

async function anonymousAppointmentId(request: APIRequestContext, linkId: string): Promise<number> {
  const response = await request.get(`/api/anon/appointments/${linkId}?lang=en`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { id: number }).id;
}

/** An appointment open for check-in now, not the one behind the demo link (another test checks that in). */
async function checkInTarget(page: Page, linkId: string): Promise<ListedAppointment> {
  const linked = await anonymousAppointmentId(page.request, linkId);
  const target = (await appointmentsOf(page.request)).find(
    (a) => a.selfCheckInStatus === 'allowed' && !a.isRemote && a.id !== linked,
  );
  if (!target) throw new Error('The seed has no appointment open for check-in');
  return target;
}

/** One that may be cancelled and lies beyond the cancellation window (24 hours). */
async function cancelTarget(page: Page): Promise<ListedAppointment> {
  const later = Date.now() + 48 * 60 * 60 * 1000;
  const target = (await appointmentsOf(page.request)).find((a) => a.mayCancel && Date.parse(a.startDate) > later);
  if (!target) throw new Error('The seed has no appointment to cancel');
  return target;
}

test('front page, the list and an appointment: arrival reason and check-in, with the keyboard alone', { tag: '@general' }, async ({ page }, testInfo) => {
  await signIn(page, testInfo, 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Laura' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Appointments' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Book an appointment' })).toBeVisible();
  await expectAccessible(page);

  // From the front page to the list by the menu, and on to the appointment from the list.
  await keyTo(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Appointments', exact: true }), 'Enter');
  await expect(page).toHaveURL('/en/appointments');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/24 hours/)).toBeVisible();
  await expectAccessible(page);

  const checkIn = await checkInTarget(page, demoLinks.general.linkId);
  await keyTo(page, page.locator(`main a[href="/en/appointments/${checkIn.id}"]`).first(), 'Enter');
  await expect(page).toHaveURL(`/en/appointments/${checkIn.id}`);
  await expect(page.getByRole('button', { name: 'Check in' })).toBeEnabled();
  await expectAccessible(page);

  await typeInto(page, page.getByRole('textbox', { name: 'Reason for your visit' }), 'Sore throat since Monday');
  await expect(page.getByText('24 / 300')).toBeVisible();
  await keyTo(page, page.getByRole('button', { name: 'Save' }), 'Enter');
  await expect(page.getByText('Preliminary information saved successfully')).toBeVisible();

  // The button goes once checked in: the focus must not go with it.
  await keyTo(page, page.getByRole('button', { name: 'Check in' }), 'Enter');
  await expect(page.getByText('You have checked in.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check in' })).toHaveCount(0);
  await expectFocusShown(page, 'checking in');
  await expect(page.getByRole('button', { name: 'Cancel appointment' })).toHaveCount(0);
  await expectAccessible(page);
});

// A test of its own, not the check-in test's last part: together they took 42 s of the 60 s budget.
test('cancelling an appointment beyond the 24-hour window', { tag: '@general' }, async ({ page }, testInfo) => {
  await signIn(page, testInfo, 'en');
  const cancel = await cancelTarget(page);
  await page.goto(`/en/appointments/${cancel.id}`);
  await page.getByRole('button', { name: 'Cancel appointment' }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page.getByText('Your appointment has been cancelled.')).toBeVisible();
  await expect(page).toHaveURL(/\/en$/);
  await expectAccessible(page);
  await page.goto(`/en/appointments/${cancel.id}`);
  await expect(page.getByText('You have cancelled this appointment.')).toBeVisible();
});

for (const { lang, list, hello } of [
  { lang: 'fi', list: '/fi/ajanvaraukset', hello: 'Hei' },
  { lang: 'sv', list: '/sv/tidsbokningar', hello: 'Hej' },
  { lang: 'en', list: '/en/appointments', hello: 'Hello' },
] as const) {
  // Both brands: the brand's test person (support.ts) on the front page, the list and an appointment.
  test(`the front page and the appointments in ${lang}`, async ({ page }, testInfo) => {
    await signIn(page, testInfo, lang);
    const { firstName } = testPerson[brandOf(testInfo)];
    await expect(page.getByRole('heading', { level: 1, name: `${hello}, ${firstName}` })).toBeVisible();
    await expectAccessible(page);
    await page.goto(list);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
    const [first] = await appointmentsOf(page.request);
    if (!first) throw new Error('No appointments');
    await page.goto(`${list}/${first.id}`);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expectAccessible(page);
  });
}

test('the anonymous link: a wrong end part of the identity code, then the right one', { tag: '@general' }, async ({ page }) => {
  const { linkId, endPart } = demoLinks.general;
  expect(endPart).toBe('902P');
  await page.goto(`/fi/varaus/${linkId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Ilmoittaudu' }).click();
  const boxes = page.getByRole('textbox');
  await boxes.first().focus();
  await page.keyboard.type('901p');
  await expect(page.getByText(/Henkilötunnuksen loppuosa on virheellinen/)).toBeVisible();
  await expectAccessible(page);
  await expect(boxes.nth(3)).toHaveValue('P');
  await expect(page.getByRole('link', { name: /kartalla/ })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\//);
  // Correcting the wrong character sends the code again.
  await boxes.nth(2).fill(endPart.charAt(2));
  await expect(page.getByText(/Olet ilmoittautunut/)).toBeVisible();
  await expectAccessible(page);

  // The link's other form: URL-safe base64 of "{id}_{link id}" opens the same appointment.
  const id = await anonymousAppointmentId(page.request, linkId);
  const encoded = Buffer.from(`${id}_${linkId}`).toString('base64url');
  await page.goto(`/en/appointment/${encoded}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/en/appointment/NoSuchAppointmentLink0000');
  await expect(page.getByText('Appointment not found')).toBeVisible();
  await expectAccessible(page);
});

test('the child’s anonymous link checks in with the end part of his identity code, with the keyboard alone', { tag: '@children' }, async ({ page }) => {
  const { linkId, endPart } = demoLinks.children;
  await page.goto(`/en/appointment/${linkId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
  await keyTo(page, page.getByRole('button', { name: 'Check in' }), 'Enter');
  // The dialog asking for the end part takes the focus; the code is typed into it.
  await expectFocusShown(page, 'opening the check-in');
  await page.keyboard.type(endPart);
  await expect(page.getByText(/You have checked in/)).toBeVisible();
  await expectFocusShown(page, 'checking in');
  await expectAccessible(page);
});
