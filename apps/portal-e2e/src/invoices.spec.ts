import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { expectAccessible, keyTo, signIn, signInAsPerson, visit } from './support';

// Paying through the local Paytrail stand-in, which the e2e servers use (no Paytrail
// credentials): the pay page posts the provider's form to the stand-in's provider page, where
// the payer chooses the outcome, and the stand-in sends the browser back with Paytrail's signed
// query. Each test pays its own invoice of the demo data, so they run in any order.

interface ListedInvoice {
  id: number;
  invoiceNumber: string;
  status: string;
  source: string;
  hasPdf: boolean;
  canBePaidOnline: boolean;
}

/** The signed-in patient's invoices (both pages of the demo data), as the API answers the portal. */
async function invoicesOf(request: APIRequestContext): Promise<ListedInvoice[]> {
  const all: ListedInvoice[] = [];
  for (let page = 0; page < 3; page++) {
    const response = await request.get(`/api/payments/invoices-list?lang=en&page=${page}`);
    expect(response.ok()).toBe(true);
    all.push(...((await response.json()) as { invoices: ListedInvoice[] }).invoices);
  }
  return all;
}

async function visitFeeOf(request: APIRequestContext): Promise<{ id: number; invoiceNumber: string }> {
  const response = await request.get('/api/payments/visit-fees?lang=en');
  expect(response.ok()).toBe(true);
  const [fee] = ((await response.json()) as { visitFees: { id: number; invoiceNumber: string }[] }).visitFees;
  if (!fee) throw new Error('The seed has no visit fee to pay');
  return fee;
}

async function invoiceStatus(request: APIRequestContext, invoiceNumber: string): Promise<string | undefined> {
  const response = await request.get(`/api/payments/good-sign-invoice?invoiceNumber=${invoiceNumber}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { invoice?: { status: string } } }).data.invoice?.status;
}

/** On the pay page: waits for the payment methods, scans the page, and picks one. */
async function choosePaymentMethod(page: Page, provider: string): Promise<void> {
  const button = page.getByRole('button', { name: provider, exact: true });
  await expect(button).toBeEnabled();
  await expectAccessible(page);
  await button.click();
  // The stand-in's provider page: the payer decides what the bank reports.
  await expect(page).toHaveURL(/\/paytrail-stand-in\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('pays a visit fee through the payment service, found from the front page, with the keyboard alone', async ({ page }, testInfo) => {
  await signIn(page, testInfo, 'en', '/en');
  await keyTo(page, page.getByRole('region', { name: 'Visits' }).getByRole('link', { name: /^Pay (a visit fee|\d+ visit fees) online$/ }), 'Enter');
  await expect(page).toHaveURL('/en/pay-visit');
  await expect(page.getByText('You can pay the fee of a visit online for four days.', { exact: false })).toBeVisible();
  const fee = await visitFeeOf(page.request);
  const pay = page.getByRole('link', { name: `Pay invoice ${fee.invoiceNumber}` });
  await expect(pay).toBeVisible();
  await expectAccessible(page);
  await keyTo(page, pay, 'Enter');

  await expect(page).toHaveURL(`/en/pay/${fee.invoiceNumber}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay invoice' })).toBeVisible();
  const provider = page.getByRole('button', { name: 'OP', exact: true });
  await expect(provider).toBeEnabled();
  await expectAccessible(page);
  // The provider's form posts to the payment service (the stand-in), a page of its own.
  await keyTo(page, provider, 'Enter', { leavesPage: true });
  await expect(page).toHaveURL(/\/paytrail-stand-in\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
  await keyTo(page, page.getByRole('button', { name: /^Pay / }), 'Enter', { leavesPage: true });

  await expect(page).toHaveURL(new RegExp(`/en/payment/${fee.id}\\?`));
  await expect(page.getByRole('heading', { name: 'Payment completed' })).toBeVisible();
  const home = page.getByRole('main').getByRole('link', { name: 'Go to the front page' });
  await expect(home).toHaveAttribute('href', '/en');
  await expectAccessible(page);
  expect(await invoiceStatus(page.request, fee.invoiceNumber)).toBe('Paid');
  // Paid now: no longer among the visit fees.
  const fees = await page.request.get('/api/payments/visit-fees?lang=en');
  expect(((await fees.json()) as { visitFees: { id: number }[] }).visitFees.map((f) => f.id)).not.toContain(fee.id);
  await keyTo(page, home, 'Enter');
  await expect(page).toHaveURL('/en');
});

test('an interrupted payment, then paying again from the result page', async ({ page }, testInfo) => {
  await signIn(page, testInfo, 'fi', '/fi/laskut');
  await expectAccessible(page);
  const invoice = (await invoicesOf(page.request)).find(
    (i) => i.source === 'CustomerInvoice' && i.status === 'open' && i.canBePaidOnline,
  );
  if (!invoice) throw new Error('The seed has no open customer invoice to pay');

  // The list leads an open customer invoice to its summary, and the summary to paying it.
  await page.locator(`a[href="/fi/laskut/yhteenveto/${invoice.id}"]`).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: `Lasku ${invoice.invoiceNumber}` })).toBeVisible();
  await expectAccessible(page);
  await page.locator(`main a[href="/fi/maksa/${invoice.invoiceNumber}"]`).click();

  await choosePaymentMethod(page, 'Nordea');
  await page.getByRole('button', { name: 'Peruuta maksu' }).click();
  await expect(page).toHaveURL(new RegExp(`/fi/maksu/${invoice.id}\\?`));
  const tryAgain = page.locator(`main a[href="/fi/maksa/${invoice.invoiceNumber}"]`);
  await expect(tryAgain).toBeVisible();
  await expectAccessible(page);
  expect(await invoiceStatus(page.request, invoice.invoiceNumber)).toBe('Open');

  await tryAgain.click();
  await choosePaymentMethod(page, 'Visa / Mastercard');
  await page.getByRole('button', { name: /^Maksa / }).click();
  await expect(page).toHaveURL(new RegExp(`/fi/maksu/${invoice.id}\\?`));
  await expect(page.locator('main a[href="/fi"]')).toBeVisible();
  await expectAccessible(page);
  expect(await invoiceStatus(page.request, invoice.invoiceNumber)).toBe('Paid');
});

test('the invoices list in Swedish: pages, and a receipt as a PDF', async ({ page }, testInfo) => {
  await signIn(page, testInfo, 'sv', '/sv/fakturor');
  await expectAccessible(page);
  const paid = (await invoicesOf(page.request)).find((i) => i.status === 'paid' && i.hasPdf);
  if (!paid) throw new Error('The seed has no paid invoice');

  const receipt = page.locator(`a[href^="/api/invoices/${paid.id}/pdf?"]`);
  if (!(await receipt.isVisible())) {
    await page.getByRole('navigation', { name: 'Fakturasidor' }).getByRole('link').last().click();
    await expect(page).toHaveURL(/page=1/);
  }
  const href = await receipt.getAttribute('href');
  expect(href).toContain('lang=sv');
  const pdf = await page.request.get(href ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');

  // The second page of the demo invoices.
  await visit(page, '/sv/fakturor?page=1');
  await expect(page.getByRole('navigation', { name: 'Fakturasidor' })).toBeVisible();
});

test('asks for a valid e-mail address before paying online', async ({ page }) => {
  // Jari's e-mail on record fails the check (README "Test persons").
  await signInAsPerson(page, { name: 'Jari Salminen' }, 'en', '/en/pay-visit');
  const fee = await visitFeeOf(page.request);
  await visit(page, `/en/pay/${fee.invoiceNumber}`);
  await expect(page.getByText('E-mail required before paying online')).toBeVisible();
  const addEmail = page.getByRole('link', { name: 'Add your e-mail address' });
  await expect(addEmail).toHaveAttribute('href', /^\/en\/my-information\?saveAction=[\w-]+$/);
  await expect(page.getByRole('button', { name: 'OP', exact: true })).toHaveCount(0);

  const saveAction = new URL(String(await addEmail.getAttribute('href')), 'http://x').searchParams.get('saveAction') ?? '';
  expect(JSON.parse(Buffer.from(saveAction, 'base64url').toString('utf8'))).toEqual({
    type: 'go-to-invoice-page',
    invoiceNumber: fee.invoiceNumber,
  });
});
