import { PaymentResultSchema } from '@portal/invoices/contracts';
import { serverDatabases } from '@portal/shared/db/testing';
import { call, sessionFor } from '@portal/shared/server/testing';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { insertInvoice, invoiceTestApp, signedOutcome, storedInvoice, storedPayments } from '../testing/invoice-fixtures';

const RACERS = 20;
const postgres = serverDatabases;

/**
 * Proof on a real PostgreSQL server, where requests run in parallel on separate connections, that
 * the callback and the redirect racing (and repeating) mark an invoice paid exactly once. Triggers
 * count every write that marks an invoice paid or a payment ok, rewriting one already so included
 * (but not the payment's own note that it paid the invoice, which changes nothing else): a
 * read-then-write without the conditional UPDATE would count more than one.
 */
describe.each(postgres)('concurrent payment outcomes on $name', ({ open }) => {
  const c = invoiceTestApp(open);
  beforeAll(async () => {
    await c.setUp();
    await c.database.db.execute(sql`create table marks (kind text not null, row_id integer not null)`);
    await c.database.db.execute(sql`
      create function count_mark() returns trigger language plpgsql as $$
      begin
        insert into marks values (tg_argv[0], new.id);
        return new;
      end $$`);
    await c.database.db.execute(sql`
      create trigger invoices_paid_mark after update on invoices
      for each row when (new.status = 'paid') execute function count_mark('invoice-paid')`);
    await c.database.db.execute(sql`
      create trigger payments_ok_mark after update on payments
      for each row when (new.status = 'ok' and new.marked_invoice_paid = old.marked_invoice_paid) execute function count_mark('payment-ok')`);
  });
  afterAll(() => c.tearDown());
  beforeEach(async () => {
    await c.reset();
    await c.database.db.execute(sql`delete from marks`);
  });

  const marks = async (kind: 'invoice-paid' | 'payment-ok', rowId: number) => {
    // Both drivers answer `execute` with the rows under `rows`.
    const result = (await c.database.db.execute(sql`select count(*)::int as count from marks where kind = ${kind} and row_id = ${rowId}`)) as {
      rows: Array<{ count: number }>;
    };
    return result.rows[0]?.count;
  };

  const pay = async (session: Awaited<ReturnType<typeof sessionFor>>, invoiceNumber: string) => {
    const created = await call(c.t, 'POST', '/api/payments/', { session, body: { invoiceNumber, language: 'FI' } });
    expect(created.json()).toHaveProperty('providers');
    return c.service.requests.at(-1)?.stamp ?? '';
  };

  it(`marks the invoice paid once when ${RACERS} callbacks and ${RACERS} redirects of one payment race`, async () => {
    const invoice = await insertInvoice(c.database, c.t.personIds.adult);
    const session = await sessionFor(c.t, c.t.personIds.adult);
    const ok = signedOutcome({ stamp: await pay(session, invoice.invoiceNumber), amount: invoice.sumCents, status: 'ok' });
    const answers = await Promise.all(
      Array.from({ length: RACERS * 2 }, (_, n) =>
        n % 2 === 0
          ? call(c.t, 'GET', `/api/payments/callback?${new URLSearchParams(ok)}`)
          : call(c.t, 'POST', '/api/payments/result', { session, body: ok }),
      ),
    );
    for (const [n, answer] of answers.entries()) {
      expect(answer.statusCode).toBe(200);
      if (n % 2 === 1) expect(v.parse(PaymentResultSchema, answer.json())).toEqual({ type: 'success', status: 'ok' });
    }
    expect(await marks('invoice-paid', invoice.id)).toBe(1);
    expect(await storedInvoice(c.database, invoice.id)).toMatchObject({ status: 'paid', paidDate: '2026-11-23' });
    const [payment] = await storedPayments(c.database, invoice.id);
    expect(payment).toMatchObject({ status: 'ok' });
    expect(await marks('payment-ok', payment?.id ?? 0)).toBe(1);
  });

  it('marks the invoice paid once when two payments of it go through at the same time, telling the second it was already paid', async () => {
    const invoice = await insertInvoice(c.database, c.t.personIds.adult);
    const session = await sessionFor(c.t, c.t.personIds.adult);
    const stamps = [await pay(session, invoice.invoiceNumber), await pay(session, invoice.invoiceNumber)];
    const answers = await Promise.all(
      stamps.map((stamp) => call(c.t, 'POST', '/api/payments/result', { session, body: signedOutcome({ stamp, amount: invoice.sumCents, status: 'ok' }) })),
    );
    const types = answers.map((answer) => v.parse(PaymentResultSchema, answer.json()).type).sort();
    expect(types).toEqual(['invoiceAlreadyPaid', 'success']);
    expect(await marks('invoice-paid', invoice.id)).toBe(1);
  });
});
