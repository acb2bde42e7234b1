import { PaymentResultSchema } from '@portal/invoices/contracts';
import { testDatabases } from '@portal/shared/db/testing';
import type { TestSession } from '@portal/shared/server/testing';
import { call, minutes, NOW, sessionFor } from '@portal/shared/server/testing';
import * as v from 'valibot';
import { insertInvoice, invoiceTestApp, PAYTRAIL_SECRET, signedOutcome, storedInvoice, storedPayments } from '../testing/invoice-fixtures';
import { paytrailSignature } from './paytrail/signature';

describe.each(testDatabases)('the outcome of a payment on $name', ({ open }) => {
  const c = invoiceTestApp(open);
  beforeAll(c.setUp);
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  /** An open invoice of `patientId` and one payment of it created through the API. */
  const started = async (patientId = c.t.personIds.adult, actingFor: number | null = null) => {
    const invoice = await insertInvoice(c.database, patientId);
    const session = await sessionFor(c.t, actingFor === null ? patientId : c.t.personIds.guardian, actingFor);
    const created = await call(c.t, 'POST', '/api/payments/', { session, body: { invoiceNumber: invoice.invoiceNumber, language: 'FI' } });
    expect(created.json()).toHaveProperty('providers');
    const stamp = c.service.requests.at(-1)?.stamp ?? '';
    return { invoice, session, stamp };
  };

  const callback = (params: Record<string, string>) => call(c.t, 'GET', `/api/payments/callback?${new URLSearchParams(params)}`);
  const result = async (session: TestSession, params: Record<string, string>) => {
    const response = await call(c.t, 'POST', '/api/payments/result', { session, body: params });
    expect(response.statusCode).toBe(200);
    return v.parse(PaymentResultSchema, response.json());
  };

  describe('GET /api/payments/callback', () => {
    it('is public: an ok callback marks the payment ok and the invoice paid today in Helsinki, answering 200 empty', async () => {
      const { invoice, stamp } = await started();
      // 23:30 UTC is already the next day in Helsinki.
      c.t.clock.now = new Date('2026-11-23T23:30:00Z');
      const response = await callback(signedOutcome({ stamp, amount: 10_390, status: 'ok' }));
      expect([response.statusCode, response.body]).toEqual([200, '']);
      expect(await storedInvoice(c.database, invoice.id)).toMatchObject({ status: 'paid', paidDate: '2026-11-24', canBePaidOnline: false });
      expect(await storedPayments(c.database, invoice.id)).toMatchObject([{ status: 'ok', providerId: 'nordea', completedAt: c.t.clock.now }]);
    });

    it('refuses a bad signature with 401 and changes nothing', async () => {
      const { invoice, stamp } = await started();
      const good = signedOutcome({ stamp, amount: 10_390, status: 'ok' });
      const forged = [
        signedOutcome({ stamp, amount: 10_390, status: 'ok' }, 'someone else’s secret'),
        { ...good, signature: 'a'.repeat(64) },
        { ...good, 'checkout-status': 'ok', 'checkout-amount': '1' },
        { ...good, 'checkout-extra': 'added after signing' },
        Object.fromEntries(Object.entries(good).filter(([name]) => name !== 'signature')),
        { ...good, 'checkout-algorithm': 'sha512' },
      ];
      for (const params of forged) {
        const response = await callback(params);
        expect([response.statusCode, response.json()]).toEqual([401, { type: 'Unauthorized' }]);
      }
      const repeated = await call(c.t, 'GET', `/api/payments/callback?${new URLSearchParams(good)}&checkout-status=fail`);
      expect(repeated.statusCode).toBe(401);
      expect(await storedInvoice(c.database, invoice.id)).toMatchObject({ status: 'open', paidDate: null });
      expect(await storedPayments(c.database, invoice.id)).toMatchObject([{ status: 'pending' }]);
    });

    it('refuses a signed callback whose amount is not the payment’s, changing nothing', async () => {
      const { invoice, stamp } = await started();
      const response = await callback(signedOutcome({ stamp, amount: 100, status: 'ok' }));
      expect([response.statusCode, response.json()]).toEqual([400, { type: 'invoiceSumNotValid' }]);
      expect(await storedInvoice(c.database, invoice.id)).toMatchObject({ status: 'open', paidDate: null });
      expect(await storedPayments(c.database, invoice.id)).toMatchObject([{ status: 'pending' }]);
    });

    it('answers 404 for a signed callback of no payment of ours', async () => {
      const response = await callback(signedOutcome({ stamp: '41999999-unknown', amount: 100, status: 'ok' }));
      expect(response.statusCode).toBe(404);
    });

    it('marks the invoice paid once however often the callback comes, and a later fail does not undo it', async () => {
      const { invoice, stamp } = await started();
      const ok = signedOutcome({ stamp, amount: 10_390, status: 'ok' });
      expect((await callback(ok)).statusCode).toBe(200);
      const first = await storedPayments(c.database, invoice.id);
      c.t.clock.now = new Date(NOW.getTime() + 2 * 86_400_000);
      expect((await callback(ok)).statusCode).toBe(200);
      expect((await callback(signedOutcome({ stamp, amount: 10_390, status: 'fail' }))).statusCode).toBe(200);
      expect(await storedPayments(c.database, invoice.id)).toEqual(first);
      expect(await storedInvoice(c.database, invoice.id)).toMatchObject({ status: 'paid', paidDate: '2026-11-23' });
    });

    it('records fail, pending and delayed without touching the invoice', async () => {
      const { invoice, stamp } = await started();
      expect((await callback(signedOutcome({ stamp, amount: 10_390, status: 'delayed' }))).statusCode).toBe(200);
      expect(await storedPayments(c.database, invoice.id)).toMatchObject([{ status: 'delayed', completedAt: null }]);
      expect((await callback(signedOutcome({ stamp, amount: 10_390, status: 'pending' }))).statusCode).toBe(200);
      expect(await storedPayments(c.database, invoice.id)).toMatchObject([{ status: 'pending', completedAt: null }]);
      expect((await callback(signedOutcome({ stamp, amount: 10_390, status: 'fail' }))).statusCode).toBe(200);
      expect(await storedPayments(c.database, invoice.id)).toMatchObject([{ status: 'fail', completedAt: NOW }]);
      expect(await storedInvoice(c.database, invoice.id)).toMatchObject({ status: 'open', paidDate: null, canBePaidOnline: true });
    });

    it('refuses a signed callback of a status it does not know', async () => {
      const { invoice, stamp } = await started();
      const unsigned = Object.fromEntries(
        Object.entries({ ...signedOutcome({ stamp, amount: 10_390, status: 'ok' }), 'checkout-status': 'new' }).filter(([name]) => name !== 'signature'),
      );
      const response = await callback({ ...unsigned, signature: paytrailSignature(PAYTRAIL_SECRET, unsigned) });
      expect([response.statusCode, (response.json() as { type: string }).type]).toEqual([400, 'ValidationError']);
      expect(await storedPayments(c.database, invoice.id)).toMatchObject([{ status: 'pending' }]);
    });
  });

  describe('POST /api/payments/result', () => {
    it('takes the redirect when it comes first, and the callback after it changes nothing', async () => {
      const { invoice, session, stamp } = await started();
      const ok = signedOutcome({ stamp, amount: 10_390, status: 'ok' });
      expect(await result(session, ok)).toEqual({ type: 'success', status: 'ok' });
      const recorded = await storedPayments(c.database, invoice.id);
      expect(await storedInvoice(c.database, invoice.id)).toMatchObject({ status: 'paid', paidDate: '2026-11-23' });
      c.t.clock.now = new Date(NOW.getTime() + minutes(5));
      expect((await callback(ok)).statusCode).toBe(200);
      expect(await storedPayments(c.database, invoice.id)).toEqual(recorded);
      expect(await result(session, ok)).toEqual({ type: 'success', status: 'ok' });
    });

    it('answers the recorded outcome when the callback came first', async () => {
      const { invoice, session, stamp } = await started();
      expect((await callback(signedOutcome({ stamp, amount: 10_390, status: 'ok' }))).statusCode).toBe(200);
      const recorded = await storedPayments(c.database, invoice.id);
      c.t.clock.now = new Date(NOW.getTime() + minutes(1));
      expect(await result(session, signedOutcome({ stamp, amount: 10_390, status: 'ok' }))).toEqual({ type: 'success', status: 'ok' });
      expect(await storedPayments(c.database, invoice.id)).toEqual(recorded);
    });

    it('answers fail, pending and delayed as recorded', async () => {
      const { session, stamp } = await started();
      expect(await result(session, signedOutcome({ stamp, amount: 10_390, status: 'pending' }))).toEqual({ type: 'success', status: 'pending' });
      expect(await result(session, signedOutcome({ stamp, amount: 10_390, status: 'fail' }))).toEqual({ type: 'success', status: 'fail' });
    });

    it('answers invoiceNotFound for another patient’s payment and changes nothing', async () => {
      const { invoice, stamp } = await started(c.t.personIds.guardian);
      const stranger = await sessionFor(c.t, c.t.personIds.adult);
      expect(await result(stranger, signedOutcome({ stamp, amount: 10_390, status: 'ok' }))).toEqual({ type: 'invoiceNotFound' });
      expect(await result(stranger, signedOutcome({ stamp: 'no-such-stamp', amount: 10_390, status: 'ok' }))).toEqual({ type: 'invoiceNotFound' });
      expect(await storedInvoice(c.database, invoice.id)).toMatchObject({ status: 'open' });
    });

    it('answers invoiceSumNotValid for a signed redirect with another amount', async () => {
      const { invoice, session, stamp } = await started();
      expect(await result(session, signedOutcome({ stamp, amount: 1, status: 'ok' }))).toEqual({ type: 'invoiceSumNotValid' });
      expect(await storedInvoice(c.database, invoice.id)).toMatchObject({ status: 'open' });
    });

    it('refuses a bad signature with 400 on signature (the session is fine), changing nothing', async () => {
      const { invoice, session, stamp } = await started();
      const response = await call(c.t, 'POST', '/api/payments/result', { session, body: signedOutcome({ stamp, amount: 10_390, status: 'ok' }, 'forged') });
      expect([response.statusCode, response.json()]).toEqual([400, { type: 'ValidationError', details: [{ path: 'signature', message: 'Invalid signature' }] }]);
      expect(await storedInvoice(c.database, invoice.id)).toMatchObject({ status: 'open' });
    });

    it('needs the csrf token', async () => {
      const { session, stamp } = await started();
      const response = await call(c.t, 'POST', '/api/payments/result', { session, csrf: false, body: signedOutcome({ stamp, amount: 10_390, status: 'ok' }) });
      expect([response.statusCode, response.json()]).toEqual([403, { type: 'Forbidden', reason: 'csrf' }]);
    });

    it('answers invoiceAlreadyPaid to a second payment that went through after the first, every time', async () => {
      const { invoice, session, stamp: first } = await started();
      // A second tab: created while the first was still open.
      await call(c.t, 'POST', '/api/payments/', { session, body: { invoiceNumber: invoice.invoiceNumber, language: 'FI' } });
      const second = c.service.requests.at(-1)?.stamp ?? '';
      expect(await result(session, signedOutcome({ stamp: first, amount: 10_390, status: 'ok' }))).toEqual({ type: 'success', status: 'ok' });
      c.t.clock.now = new Date(NOW.getTime() + minutes(1));
      expect(await result(session, signedOutcome({ stamp: second, amount: 10_390, status: 'ok' }))).toEqual({ type: 'invoiceAlreadyPaid', status: 'ok' });
      expect((await callback(signedOutcome({ stamp: second, amount: 10_390, status: 'ok' }))).statusCode).toBe(200);
      expect(await result(session, signedOutcome({ stamp: second, amount: 10_390, status: 'ok' }))).toEqual({ type: 'invoiceAlreadyPaid', status: 'ok' });
      expect(await result(session, signedOutcome({ stamp: first, amount: 10_390, status: 'ok' }))).toEqual({ type: 'success', status: 'ok' });
      expect(await storedInvoice(c.database, invoice.id)).toMatchObject({ status: 'paid', paidDate: '2026-11-23' });
    });

    it('lets a guardian acting for a child take the child’s payment, and not without acting for the child', async () => {
      const { guardian, child8 } = c.t.personIds;
      const { invoice, session, stamp } = await started(child8, child8);
      const ok = signedOutcome({ stamp, amount: 10_390, status: 'ok' });
      expect(await result(await sessionFor(c.t, guardian), ok)).toEqual({ type: 'invoiceNotFound' });
      expect(await result(session, ok)).toEqual({ type: 'success', status: 'ok' });
      expect(await storedInvoice(c.database, invoice.id)).toMatchObject({ status: 'paid' });
    });
  });
});
