import type { Browser, Page, TestInfo } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { addCalendarDays, helsinkiDateString, pagePaths } from '@portal/shared/util';
import { expectAccessible, signIn, signInAsPerson, tick } from './support';

// Offers of an earlier time (issue "families and earlier times", item 4): Laura books a time with a
// specialist and asks to be offered an earlier one; Jari cancels his earlier time with the same
// specialist; the offer reaches Laura's development mailbox, she follows its link, moves her
// booking there, and her old time is free again. Each language has its own specialist of Jari's
// (README "Test persons"), whom no other test books, so no other cancellation reaches her request.

// One language after another: each flow holds one more booking of Laura's until it cancels it at
// its end, and Laura may hold at most ten (MAX_FUTURE_RESERVATIONS), with other tests booking too.
test.describe.configure({ mode: 'serial' });

const languages = ['fi', 'sv', 'en'] as const;
type Lang = (typeof languages)[number];

const specialtyOf: Record<Lang, string> = { fi: 'KNK', sv: 'ENDO', en: 'NNA' };

const texts = {
  fi: {
    offerMe: 'Tarjoa minulle aikaisempaa aikaa',
    ask: 'Pyydä aikaisempaa aikaa',
    asked: 'Olet pyytänyt aikaisempaa aikaa.',
    held: /Aikaisempi aika on varattu sinulle/,
    subject: 'aikaisempi aika vapautui',
    changeTitle: 'Vaihda aika',
    move: 'Siirrä varaukseni tähän aikaan',
    moved: 'Varauksesi on siirretty',
  },
  sv: {
    offerMe: 'Erbjud mig en tidigare tid',
    ask: 'Be om en tidigare tid',
    asked: 'Du har bett om att få en tidigare tid.',
    held: /En tidigare tid hålls åt dig/,
    subject: 'en tidigare tid har blivit ledig',
    changeTitle: 'Byt tid',
    move: 'Flytta min bokning till den här tiden',
    moved: 'Din bokning har flyttats',
  },
  en: {
    offerMe: 'Offer me an earlier time',
    ask: 'Ask for an earlier time',
    asked: 'You have asked to be offered an earlier time.',
    held: /An earlier time is held for you/,
    subject: 'an earlier time has become free',
    changeTitle: 'Change the time',
    move: 'Move my booking to this time',
    moved: 'Your booking has moved',
  },
} satisfies Record<Lang, Record<string, string | RegExp>>;

interface ListedAppointment {
  id: number;
  startDate: string;
  specialtyId: string;
  practitionerId: number;
  clinicId: string;
  clinic: { name: string };
  mayCancel: boolean;
}

async function appointmentsOf(page: Page): Promise<ListedAppointment[]> {
  const response = await page.request.get('/api/patient-appointments?lang=en');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { appointments: ListedAppointment[] }).appointments;
}

/** Jari, signed in in a browser context of his own. */
async function asJari(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL ?? '', locale: 'en-GB' });
  const page = await context.newPage();
  await signInAsPerson(page, { name: 'Jari Salminen' }, 'en', '/en/appointments');
  return page;
}

interface LatestMail {
  id: number;
  subject: string;
  links: string[];
}

for (const lang of languages) {
  test(`Laura is offered the time Jari frees, takes it, and her old time is free again, in ${lang}`, { tag: '@general' }, async ({ page, browser }, testInfo) => {
    const t = texts[lang];
    const jari = await asJari(browser, testInfo);
    const his = (await appointmentsOf(jari)).find((a) => a.specialtyId === specialtyOf[lang] && a.mayCancel);
    if (!his) throw new Error(`The seed gives Jari no ${specialtyOf[lang]} time to cancel`);
    // Laura books the same specialist a few days after Jari's time.
    const after = addCalendarDays(helsinkiDateString(new Date(his.startDate)), 3);
    await signIn(page, testInfo, 'en', `/en/booking/private-customer?practitionerIds=${his.practitionerId}&startDate=${after}`);
    await page.getByRole('link', { name: /^Reserve \d/ }).first().click();
    await page.getByRole('button', { name: 'Reserve appointment' }).click();
    await expect(page.getByRole('heading', { name: 'Appointment reserved' })).toBeVisible();
    await page.getByRole('link', { name: 'View your appointment' }).click();
    await expect(page).toHaveURL(/\/en\/appointments\/\d+$/);
    const lauraId = Number(/(\d+)$/.exec(page.url())?.[1]);
    const lauraStart = (await appointmentsOf(page)).find((a) => a.id === lauraId)?.startDate ?? '';

    // She asks for an earlier time with the same specialist at Jari's clinic too, on her page in the language.
    await page.goto(pagePaths.appointments.appointment(lang, [lauraId]));
    await page.getByRole('button', { name: t.offerMe }).click();
    await tick(page.getByRole('checkbox', { name: his.clinic.name, exact: true }));
    await expectAccessible(page);
    await page.getByRole('button', { name: t.ask }).click();
    await expect(page.getByText(t.asked)).toBeVisible();
    await expectAccessible(page);

    // Jari cancels his earlier time.
    const lauraMail = 'laura.makinen@example.com';
    // Other tests mail Laura meanwhile: the newest offer in the language, whatever came after it.
    const latest = async (): Promise<LatestMail | null> => {
      const response = await page.request.get(`/dev-mail/latest?to=${encodeURIComponent(lauraMail)}&subject=${encodeURIComponent(t.subject)}`);
      return response.ok() ? ((await response.json()) as LatestMail) : null;
    };
    const before = (await latest())?.id ?? 0;
    await jari.goto(`/en/appointments/${his.id}`);
    await jari.getByRole('button', { name: 'Cancel appointment' }).click();
    await jari.getByRole('alertdialog').or(jari.getByRole('dialog')).getByRole('button', { name: 'Yes, cancel' }).click();
    await expect(jari.getByText('Your appointment has been cancelled.')).toBeVisible();
    await jari.context().close();

    // The offer reaches Laura's mailbox; her page says the time is held for her.
    await expect.poll(async () => {
      const mail = await latest();
      return mail && mail.id > before ? mail.id : null;
    }, { timeout: 30_000 }).not.toBeNull();
    const offer = await latest();
    const link = offer?.links.find((href) => href.includes(`moveFrom=${lauraId}`));
    expect(link).toBeDefined();
    await page.reload();
    await expect(page.getByText(t.held)).toBeVisible();

    // The mail's link leads to the move: one button, and the booking moves to Jari's old time.
    await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
    await expect(page.getByRole('heading', { level: 1, name: t.changeTitle })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: t.move }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.moved })).toBeVisible();
    const mine = await appointmentsOf(page);
    const moved = mine.find((a) => a.startDate === his.startDate && a.practitionerId === his.practitionerId);
    expect(moved).toBeDefined();
    expect(mine.find((a) => a.id === lauraId)).toBeUndefined();

    // Her old time is free again: the search lists it.
    const search = await page.request.get(`/api/appointments?lang=en&customerType=private&practitionerIds=${his.practitionerId}&startDate=${lauraStart.slice(0, 10)}`);
    const listed = ((await search.json()) as { availableAppointments: { appointments?: { startDate: string; isReserved: boolean }[] } }).availableAppointments.appointments ?? [];
    expect(listed.some((a) => a.startDate === lauraStart && !a.isReserved)).toBe(true);

    // Laura's bookings stay under the limit of ten for the tests after this one.
    await page.goto(`/en/appointments/${moved?.id}`);
    await page.getByRole('button', { name: 'Cancel appointment' }).click();
    await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByRole('button', { name: 'Yes, cancel' }).click();
    await expect(page.getByText('Your appointment has been cancelled.')).toBeVisible();
  });
}
