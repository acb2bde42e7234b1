import AxeBuilder from '@axe-core/playwright';
import type { Cookie, Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { addCalendarDays, helsinkiDateString } from '@portal/shared/util';

export type Brand = 'general' | 'children';

export function brandOf(testInfo: TestInfo): Brand {
  return testInfo.project.metadata['brand'] as Brand;
}

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The finite animations and transitions running in the page, each as 'name on element'. Runs in
 * the browser, so it must not refer to anything outside itself. Infinite ones (a spinner's turn)
 * never finish and are left out: they only move things, never change the colours axe measures.
 */
function runningAnimations(): string[] {
  return document
    .getAnimations()
    .filter((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity)
    .map((animation) => {
      const name =
        animation instanceof CSSAnimation
          ? `animation ${animation.animationName}`
          : animation instanceof CSSTransition
            ? `transition of ${animation.transitionProperty}`
            : 'scripted animation';
      const effect = animation.effect instanceof KeyframeEffect ? animation.effect : null;
      const target = effect?.target;
      const element = target ? [target.tagName.toLowerCase(), ...target.classList].join('.') : 'nothing';
      return `${name} on ${element}${effect?.pseudoElement ?? ''}`;
    });
}

/**
 * Waits, within the normal expect timeout, until nothing is fading or sliding any more, so that
 * axe never measures the contrast of something half-way through appearing.
 */
async function expectSettled(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(runningAnimations), {
      message: `animations still running on ${page.url()}, so axe cannot scan it yet`,
      intervals: [50, 100, 250],
    })
    .toEqual([]);
}

/**
 * Runs axe on the page once its animations have settled; any violation fails the test with its
 * details.
 *
 * Axe runs in the page itself (legacy mode) instead of finishing its run in a new blank page, and
 * works out element selectors for violations only. The portal's pages and the stories have no
 * frames, which is all legacy mode gives up, and the rules and violations are the same (checked
 * with a missing alt text and a low-contrast text added to the booking list: both reported). On
 * this 2-core machine, one scan of the booking list took 3.5-4.8 s before and 1.3-1.7 s after.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await expectSettled(page);
  // options() replaces every option set before it, so it comes before withTags.
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(wcagTags)
    .setLegacyMode(true)
    .analyze();
  const summary = results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')),
  }));
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** Opens a page, waits for its heading, and scans it with axe. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
}

/** The demo test person each brand signs in as in the e2e tests (README "Test persons"). */
export const testPerson = {
  general: { name: 'Laura Mäkinen', firstName: 'Laura' },
  children: { name: 'Ella Laine', firstName: 'Ella' },
} as const;

const signInAs = { fi: 'Tunnistaudu: {name}', sv: 'Identifiera dig som {name}', en: 'Identify as {name}' } as const;

/**
 * Signs in through the development identity provider as the brand's test person, starting the
 * sign-in as the login page's links do, and waits for the page `next`.
 */
export async function signIn(page: Page, testInfo: TestInfo, lang: 'fi' | 'sv' | 'en' = 'en', next = `/${lang}`): Promise<void> {
  await signInAsPerson(page, testPerson[brandOf(testInfo)], lang, next);
}

/**
 * The session cookies of each origin, person and language this worker has signed in as. A later
 * test of the worker that signs in as the same person takes the session over instead of walking
 * the identity provider again (about a second each on a busy machine, a few hundred times a run),
 * when the server still calls it what a fresh sign-in would give: valid, the default scope, the
 * same person, acting for no one. A test that logged out, let the session run out or chose to act
 * for a child leaves a session that fails that check, and the next test signs in anew. The sign-in
 * itself is what sign-in.spec.ts and the flows that start at the login page test.
 */
const signedInSessions = new Map<string, Cookie[]>();

/** Whether `GET /api/session` answers for `person`'s fresh sign-in: acting for themselves. */
function isFreshSessionOf(answer: unknown, person: { name: string }): boolean {
  const session = answer as { isSessionValid?: unknown; sessionScope?: unknown; user?: { firstName?: unknown; lastName?: unknown; actingFor?: unknown } } | null;
  return (
    session?.isSessionValid === true &&
    session.sessionScope === 'default' &&
    session.user?.actingFor === null &&
    `${String(session.user.firstName)} ${String(session.user.lastName)}` === person.name
  );
}

async function takeOverSession(page: Page, cookies: Cookie[], person: { name: string }, next: string): Promise<boolean> {
  await page.context().addCookies(cookies);
  const answer = await page.request.get('/api/session?lang=en');
  if (answer.ok() && isFreshSessionOf(await answer.json(), person)) {
    await page.goto(next);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const at = new URL(page.url());
    if (at.pathname + at.search === next) return true;
  }
  await page.context().clearCookies();
  return false;
}

/** Signs in as another demo person (README "Test persons"), as signIn does. */
export async function signInAsPerson(page: Page, person: { name: string }, lang: 'fi' | 'sv' | 'en', next = `/${lang}`): Promise<void> {
  const key = [test.info().project.use.baseURL, person.name, lang].join(' ');
  const cookies = signedInSessions.get(key);
  if (cookies && (await takeOverSession(page, cookies, person, next))) return;
  const query = new URLSearchParams({ lang, next, acr_values: 'nordea', mode: 'self' });
  await page.goto(`/oauth/authenticate?${query}`);
  await page.getByRole('button', { name: signInAs[lang].replace('{name}', person.name) }).click();
  await expect(page).toHaveURL(next);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  signedInSessions.set(key, await page.context().cookies());
}

/**
 * Ticks (or clears) a design-system checkbox as a person does: by its label, since the input
 * itself is hidden.
 */
export async function tick(box: Locator, checked = true): Promise<void> {
  if ((await box.isChecked()) !== checked) await box.locator('xpath=ancestor::label').click();
  await expect(box).toBeChecked({ checked });
}

/** Ticks the binding-reservation box when the time is close enough to need it. */
export async function confirmBindingIfAsked(page: Page, name: RegExp): Promise<void> {
  const binding = page.getByRole('checkbox', { name });
  if (await binding.count()) await tick(binding);
}

/** The Helsinki calendar day `days` days from today, as YYYY-MM-DD. */
export function helsinkiDay(days = 0): string {
  return addCalendarDays(helsinkiDateString(new Date()), days);
}

/**
 * The booking lists' search parameter for times from tomorrow on. A test that opens or reserves a
 * listed time searches with it: today's first time may start while the test runs, and a time that
 * has begun can no longer be opened or reserved (the API answers 404 and appointmentNotAvailable),
 * so a list of today's times fails the test at some hours of the day and not at others.
 */
export const fromTomorrow = `startDate=${helsinkiDay(1)}`;

/**
 * Where the focus is: 'lost' on the page's body, 'shown' on an element the browser marks
 * :focus-visible or the design system's components mark data-focus-visible (react-aria's own
 * keyboard focus, which their styles draw: Chromium does not match :focus-visible on a date
 * input, whose focus is inside it).
 */
function focusNow(): string {
  const element = document.activeElement;
  if (!element || element === document.body || element === document.documentElement) return 'lost';
  const shown = element.matches(':focus-visible') || element.closest('[data-focus-visible]') !== null;
  return shown ? 'shown' : `not shown on ${element.tagName.toLowerCase()}${element.getAttribute('type') ? `[type=${element.getAttribute('type')}]` : ''}`;
}

/** The focus is on an element of the page, and shown (a dialog closing or a page change must not drop it). */
export async function expectFocusShown(page: Page, after: string): Promise<void> {
  await expect.poll(() => page.evaluate(focusNow), { message: `the focus after ${after}` }).toBe('shown');
}

/**
 * Keyboard only, the focus shown at every step: Tab until the target has the focus (each stop on
 * the way shown), then `key` on it, after which the focus must still be on the page unless the key
 * leaves for another site's page (`leavesPage`), which starts at the top as any page load does.
 */
export async function keyTo(page: Page, target: Locator, key: string, { leavesPage = false } = {}): Promise<void> {
  for (let presses = 0; !(await target.evaluate((element) => element === document.activeElement)); presses++) {
    if (presses === 200) throw new Error('Not reachable with the Tab key');
    await page.keyboard.press('Tab');
    // Past the page's last stop Tab visits the browser's own controls ('lost' to the page) and comes back.
    expect(['shown', 'lost'], 'the focus on the way with Tab').toContain(await page.evaluate(focusNow));
  }
  await page.keyboard.press(key);
  if (!leavesPage) await expectFocusShown(page, key);
}

/** Types into the field reached with Tab, the focus shown. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await keyTo(page, field, 'End');
  await page.keyboard.type(text);
}

/** Presses Tab until the target has the focus: the way a keyboard user reaches it. */
export async function tabTo(page: Page, target: Locator, limit = 200): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Not reachable with the Tab key');
}

type Lang = 'fi' | 'sv' | 'en';

const layoutTexts = {
  fi: { menu: 'Päävalikko', notFound: 'Sivua ei löytynyt' },
  sv: { menu: 'Huvudmeny', notFound: 'Sidan hittades inte' },
  en: { menu: 'Main', notFound: 'Page not found' },
} as const;

/**
 * Checks, signed in, that the brand lacks a section in every language: the main menu has no link
 * with its title and its address is not found (an accessible not-found page).
 */
export async function expectSectionAbsent(page: Page, section: { title: Record<Lang, string>; segment: Record<Lang, string> }): Promise<void> {
  for (const lang of ['fi', 'sv', 'en'] as const) {
    await page.goto(`/${lang}`);
    const menu = page.getByRole('navigation', { name: layoutTexts[lang].menu });
    await expect(menu.getByRole('link').first()).toBeVisible();
    await expect(menu.getByRole('link', { name: section.title[lang], exact: true })).toHaveCount(0);
    await page.goto(`/${lang}/${section.segment[lang]}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(layoutTexts[lang].notFound);
    await expectAccessible(page);
  }
}
