import type { APIRequestContext, BrowserContext, Page, TestInfo } from '@playwright/test';
import { expect, request as requests, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brandOf, signIn } from './support';

/**
 * A walk of every page in each language that follows every link it finds (issue 44's "no link to
 * an address the product does not serve or configure"). It starts from every page address of the
 * route map (docs/route-map.md) that needs no id, anonymous and signed in as the brand's test
 * person, and opens each page a link leads to once per shape of address (the first appointment,
 * not every one). A link must lead to:
 * - a page of the portal (not the not-found page);
 * - an address of the API (`/api/`, the outside links' `/out/`, the sign-in's `/oauth/`, the
 *   development stand-ins' `/dev-`) that answers without an error once its redirects are followed;
 * - a phone number or an e-mail address;
 * - or one of the few public addresses the pages write themselves (below).
 * The walk changes nothing: every request but a GET (and the messaging API's GraphQL queries) is
 * stopped before it leaves the browser, so opening a conversation, a reservation or a payment page
 * marks, holds or starts nothing that the other tests see.
 */

const notFoundTitles = { fi: 'Sivua ei löytynyt', sv: 'Sidan hittades inte', en: 'Page not found' } as const;
type Lang = keyof typeof notFoundTitles;
const langs: readonly Lang[] = ['fi', 'sv', 'en'];

/** The public addresses of other sites the pages link to, by what they are. */
const publicSites: readonly RegExp[] = [
  // The accessibility statement's supervisory authority (Act 306/2019), in each language.
  /^https:\/\/www\.(saavutettavuusvaatimukset|tillganglighetskrav|webaccessibility)\.fi\/?$/,
  // Suomi.fi e-Authorizations, from the mandate sign-in's refusal.
  /^https:\/\/www\.suomi\.fi\/valtuudet\/?$/,
  // A clinic's address on a map.
  /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
];

/** The route map's addresses in `lang` that need no id, by who may open them. */
function routeMapPages(lang: Lang): { signedIn: string[]; anonymous: string[] } {
  const table = readFileSync(path.join(__dirname, '../../../docs/route-map.md'), 'utf8');
  const column = { fi: 2, sv: 3, en: 4 }[lang];
  const signedIn: string[] = [];
  const anonymous: string[] = [];
  for (const line of table.split('\n').filter((row) => row.startsWith('| `'))) {
    const cells = line.split('|').map((cell) => cell.trim());
    const address = (cells[column] ?? '').replace(/`/g, '').replace(/\/:[A-Za-z]+\?$/, '');
    const access = cells[5];
    if (!address.startsWith('/') || address.includes(':')) continue;
    if (access !== 'anonymous') signedIn.push(address);
    if (access !== 'signed-in') anonymous.push(address);
  }
  return { signedIn, anonymous };
}

/** Addresses of one shape share a page: ids, dates and list ids (anything with a digit) are one. */
function shapeOf(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => (/\d/.test(segment) ? ':id' : segment))
    .join('/');
}

const serverPath = /^\/(api|out|oauth|dev-[a-z-]+)(\/|$)/;

/** Lets the page read but not write: only GETs (and GraphQL queries) leave the browser. */
async function readOnly(context: BrowserContext): Promise<void> {
  await context.route('**/*', (route) => {
    const request = route.request();
    if (request.method() === 'GET' || request.method() === 'HEAD') return route.continue();
    const body = request.postData() ?? '';
    const isQuery = request.url().includes('/api/customer-messaging') && /"query"\s*:\s*"\s*(query\b|\{)/.test(body);
    return isQuery ? route.continue() : route.abort('blockedbyclient');
  });
}

interface Walk {
  lang: Lang;
  page: Page;
  /** The page's own session for the API's files; a cookie-less one for every other server address. */
  signedInRequests: APIRequestContext;
  anonymousRequests: APIRequestContext;
  checked: Set<string>;
  visitedShapes: Set<string>;
  problems: string[];
}

async function linksOn(page: Page): Promise<string[]> {
  return page.locator('a[href]').evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
}

/**
 * Opens a page and waits until what it loads is shown (no placeholder rows, no spinner). After the
 * first, pages are opened as the app's own links open them, by the router (a full load of each
 * took about a second on this machine, most of it the app starting again).
 */
async function open(walk: Walk, address: string, first: boolean): Promise<string[]> {
  const { page } = walk;
  if (first) {
    await page.goto(address);
  } else {
    await page.locator('h1').evaluateAll((headings) => headings.forEach((heading) => heading.setAttribute('data-walk-left', '')));
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, address);
    // A page of the same component as the last may keep its heading element: then the wait ends at its time-out.
    await page
      .locator('h1:not([data-walk-left])')
      .first()
      .waitFor({ timeout: 1_000 })
      .catch(() => undefined);
  }
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"], [role="progressbar"]')).toHaveCount(0);
  return linksOn(page);
}

async function checkLink(walk: Walk, href: string, from: string, queue: string[]): Promise<void> {
  const url = new URL(href);
  const origin = new URL(walk.page.url()).origin;
  const key = url.origin === origin ? `${url.pathname}${url.search}` : href;
  if (walk.checked.has(key)) return;
  walk.checked.add(key);
  if (url.protocol === 'tel:' || url.protocol === 'mailto:') return;
  if (url.origin !== origin) {
    if (!publicSites.some((site) => site.test(href))) walk.problems.push(`${from}: ${href} is another site's address the product does not configure`);
    return;
  }
  if (serverPath.test(url.pathname)) {
    const requests = url.pathname.startsWith('/api/') ? walk.signedInRequests : walk.anonymousRequests;
    // A sign-in link starts a sign-in at the identity provider: its first answer is what is checked.
    const answer = await requests.get(key, { maxRedirects: url.pathname.startsWith('/oauth/') ? 0 : 5 });
    if (answer.status() >= 400) walk.problems.push(`${from}: ${key} answers ${answer.status()}`);
    return;
  }
  // A page in another language is that language's walk's.
  if (url.pathname !== `/${walk.lang}` && !url.pathname.startsWith(`/${walk.lang}/`)) return;
  const shape = shapeOf(url.pathname);
  if (walk.visitedShapes.has(shape)) return;
  walk.visitedShapes.add(shape);
  queue.push(key);
}

/** Opens the start pages and every page their links lead to (once per shape), checking each link. */
async function walkFrom(walk: Walk, starts: readonly string[]): Promise<number> {
  const queue = [...starts];
  for (const start of starts) walk.visitedShapes.add(shapeOf(start));
  let opened = 0;
  while (queue.length > 0) {
    const address = queue.shift() as string;
    const isStart = starts.includes(address);
    const links = await open(walk, address, opened === 0);
    opened += 1;
    const heading = (await walk.page.getByRole('heading', { level: 1 }).first().textContent()) ?? '';
    // A start page the brand lacks may be the not-found page; a page a link led to may not.
    if (!isStart && heading.trim() === notFoundTitles[walk.lang]) walk.problems.push(`${address} (linked from a page) is the not-found page`);
    for (const href of links) await checkLink(walk, href, address, queue);
  }
  return opened;
}

async function walkIn(lang: Lang, page: Page, testInfo: TestInfo, signedIn: boolean): Promise<{ opened: number; checked: number; problems: string[] }> {
  const anonymousRequests = await requests.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    const pages = routeMapPages(lang);
    if (signedIn) await signIn(page, testInfo, lang);
    await readOnly(page.context());
    const walk: Walk = { lang, page, signedInRequests: page.request, anonymousRequests, checked: new Set(), visitedShapes: new Set(), problems: [] };
    const opened = await walkFrom(walk, signedIn ? pages.signedIn : pages.anonymous);
    return { opened, checked: walk.checked.size, problems: walk.problems };
  } finally {
    await anonymousRequests.dispose();
  }
}

/**
 * Every run walks both brands in Finnish, where a brand's pages differ (the sections it lacks);
 * `WALK_EVERY_LANGUAGE=1` walks Swedish and English too (about two minutes more of the run's time
 * on this machine). The languages differ by the words of the addresses, which the route map's test
 * (apps/portal route-map.test.ts) checks for every page in every language. A tag keeps each walk to
 * its brand's project.
 */
const walks: readonly { brand: 'general' | 'children'; lang: Lang }[] = (process.env['WALK_EVERY_LANGUAGE'] ? langs : (['fi'] as const)).flatMap((lang) => [
  { brand: 'general' as const, lang },
  { brand: 'children' as const, lang },
]);

test.describe('every link leads to an address the product serves or configures', () => {
  for (const { brand, lang } of walks) {
    test(`a walk of every page of the ${brand} brand, anonymous and signed in (${lang})`, { tag: `@${brand}` }, async ({ browser, page }, testInfo) => {
      test.slow();
      const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
      try {
        const anonymous = await walkIn(lang, await context.newPage(), testInfo, false);
        const signedIn = await walkIn(lang, page, testInfo, true);
        testInfo.annotations.push({
          type: 'walk',
          description: `${brandOf(testInfo)} ${lang}: ${anonymous.opened} + ${signedIn.opened} pages opened, ${anonymous.checked} + ${signedIn.checked} links checked`,
        });
        expect([...anonymous.problems, ...signedIn.problems]).toEqual([]);
        expect(anonymous.opened).toBeGreaterThan(10);
        expect(signedIn.opened).toBeGreaterThan(30);
      } finally {
        await context.close();
      }
    });
  }
});
