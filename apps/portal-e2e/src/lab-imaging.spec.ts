import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { brandOf, expectAccessible, signIn, testPerson } from './support';

// Laboratory and imaging with the demo data (README "Test persons"): Laura Mäkinen in the
// general brand and Ella Laine in the children's brand both have a blood count package, CRP and
// laboratory referrals on their newest result date; only Laura has imaging.

interface ListedReferral {
  id: number;
  title: string;
  status: 'valid' | 'expired';
}

/** The signed-in patient's referrals of a section, as the API answers the portal. */
async function referralsOf(request: APIRequestContext, section: 'laboratory' | 'imaging', lang: string): Promise<ListedReferral[]> {
  const response = await request.get(`/api/${section}?lang=${lang}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { referrals: ListedReferral[] }).referrals;
}

/** The expandable test or package whose summary names `name`. */
/** The innermost details whose summary starts with the name ('Hemoglobiini', not 'Glykoitunut hemoglobiini'). */
function testNamed(page: Page, name: string) {
  const startsWith = new RegExp(`^\\s*${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
  return page.locator('details').filter({ has: page.locator('summary', { hasText: startsWith }) }).last();
}

async function expand(page: Page, name: string): Promise<void> {
  const details = testNamed(page, name);
  await details.locator('xpath=./summary').click();
  await expect(details).toHaveAttribute('open', '');
}

test('from the front page to a lab result: a package, the trend, and a print preview', async ({ page }, testInfo) => {
  await signIn(page, testInfo, 'en');
  const lab = page.getByRole('region', { name: 'Laboratory results', exact: true });
  await lab.getByRole('link').first().click();

  await expect(page).toHaveURL(/\/en\/laboratoryresult\/\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Your results \d{1,2}\.\d{1,2}\.\d{4}$/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Tests' })).toBeVisible();
  await expect(page.getByRole('main').getByText(testPerson[brandOf(testInfo)].name, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectAccessible(page);

  // A package opens to its tests, a test to its range, and the trend loads on demand.
  await expand(page, 'Perusverenkuva');
  await expect(page.getByRole('list', { name: 'Perusverenkuva' })).toBeVisible();
  await expand(page, 'Hemoglobiini');
  const hemoglobin = testNamed(page, 'Hemoglobiini');
  await expect(hemoglobin.getByText('Reference range', { exact: true })).toBeVisible();
  await expect(hemoglobin.getByText('117–167 g/l')).toBeVisible();
  await hemoglobin.getByRole('button', { name: 'Show earlier results' }).click();
  const trend = hemoglobin.getByRole('figure', { name: /^Hemoglobiini: your/ });
  await expect(trend).toBeVisible();
  await expect(trend.getByRole('table', { name: 'Results of Hemoglobiini' })).toBeVisible();
  await expect(trend.getByRole('row').filter({ hasText: '(this result)' })).toHaveCount(1);
  // The demo data holds earlier measurements: a header row and at least two results.
  expect(await trend.getByRole('row').count()).toBeGreaterThan(2);
  await expectAccessible(page);

  // Printed: no navigation nor buttons, every test open, closed ones too.
  const crp = testNamed(page, 'C-reaktiivinen proteiini');
  await expect(crp).not.toHaveAttribute('open', '');
  await page.emulateMedia({ media: 'print' });
  for (const navigation of await page.getByRole('navigation', { includeHidden: true }).all()) await expect(navigation).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(crp.getByText('Reference range', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await expect(crp).not.toHaveAttribute('open', '');
});

test('the laboratory list and a referral in Finnish: validity and the Finnish description', async ({ page }, testInfo) => {
  await signIn(page, testInfo, 'fi', '/fi/laboratorio');
  await expect(page.getByRole('heading', { level: 1, name: 'Laboratoriotulokset' })).toBeVisible();
  const referrals = page.getByRole('list', { name: 'Lähetteet' });
  await expect(referrals).toBeVisible();
  await expect(page.getByRole('list', { name: 'Tulokset' })).toBeVisible();
  await expectAccessible(page);

  const [referral] = await referralsOf(page.request, 'laboratory', 'fi');
  if (!referral) throw new Error('The seed has no laboratory referral');
  await referrals.getByRole('link', { name: referral.title }).click();
  await expect(page).toHaveURL(`/fi/laboratoriolahete/${referral.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Laboratoriolähete' })).toBeVisible();
  const details = page.getByRole('article', { name: referral.title });
  await expect(details.getByRole('heading', { name: 'Ohjeet' })).toBeVisible();
  // The brand's laboratory finder is the deployment's address (OUTSIDE_LINK_LABORATORIES), through the API.
  await expect(details.getByRole('link', { name: /^Etsi lähin laboratorio/ })).toHaveAttribute('href', '/out/laboratories?lang=fi');
  await expectAccessible(page);
});

test('the laboratory list in Swedish: no description, and an expired referral', async ({ page }, testInfo) => {
  await signIn(page, testInfo, 'sv', '/sv/laboratorium');
  await expect(page.getByRole('heading', { level: 1, name: 'Laboratoriesvar' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Resultat' })).toBeVisible();
  await expectAccessible(page);

  const referrals = await referralsOf(page.request, 'laboratory', 'sv');
  const expired = referrals.find((r) => r.status === 'expired') ?? referrals[0];
  if (!expired) throw new Error('The seed has no laboratory referral');
  await page.goto(`/sv/laboratorieremiss/${expired.id}`);
  const details = page.getByRole('article', { name: expired.title });
  await expect(details).toBeVisible();
  await expect(details.getByRole('heading', { name: 'Anvisningar' })).toHaveCount(0);
  if (expired.status === 'expired') await expect(details.getByText('Inte giltig')).toBeVisible();
  await expectAccessible(page);
});

test('imaging: a result from the front page, its referral with the imaging centres', { tag: '@general' }, async ({ page }, testInfo) => {
  await signIn(page, testInfo, 'en');
  await page.getByRole('region', { name: 'Imaging', exact: true }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/en\/imaging\/\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Imaging results / })).toBeVisible();
  const result = page.getByRole('article').first();
  await expect(result.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(result.getByText(/Doctor’s statement|No doctor’s statement/).first()).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'All imaging' }).click();
  await expect(page).toHaveURL('/en/imaging');
  await expect(page.getByRole('heading', { level: 1, name: 'Imaging' })).toBeVisible();
  await expectAccessible(page);
  const [referral] = await referralsOf(page.request, 'imaging', 'en');
  if (!referral) throw new Error('The seed has no imaging referral');
  await page.getByRole('list', { name: 'Referrals' }).getByRole('link', { name: referral.title }).click();
  await expect(page).toHaveURL(`/en/imagingreferral/${referral.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Imaging referral' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Find the nearest imaging centre/ })).toHaveAttribute('href', '/out/imaging-centres?lang=en');
  // Development sends it on to a stand-in page of its own.
  const finder = await page.request.get('/out/imaging-centres?lang=en');
  expect(finder.ok()).toBe(true);
  expect(finder.url()).toContain('/dev-outside/imaging-centres?lang=en');
  await expectAccessible(page);
});

test('imaging without results in the children’s brand, in Finnish', { tag: '@children' }, async ({ page }, testInfo) => {
  await signIn(page, testInfo, 'fi', '/fi/kuvantaminen');
  await expect(page.getByRole('heading', { level: 1, name: 'Kuvantaminen' })).toBeVisible();
  await expect(page.getByText('Ei lähetteitä')).toBeVisible();
  await expect(page.getByText('Ei tuloksia')).toBeVisible();
  await expectAccessible(page);
});

test('another person’s or a missing result reads as not found', async ({ page }, testInfo) => {
  await signIn(page, testInfo, 'en', '/en/laboratoryresult/2001-01-01');
  await expect(page.getByRole('heading', { level: 1, name: 'Results were not found' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/en/laboratoryreferral/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Referral was not found' })).toBeVisible();
  await page.goto('/en/imaging/2001-01-01');
  await expect(page.getByRole('heading', { level: 1, name: 'Results were not found' })).toBeVisible();
  await expectAccessible(page);
});
