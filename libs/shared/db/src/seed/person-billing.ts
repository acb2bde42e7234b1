import type { invoiceRows, invoices, payments } from '../lib/schema';
import type { SeedContext } from './context';
import type { DemoPerson } from './demo-persons';
import { demoPerson } from './demo-persons';
import type { AppointmentRow } from './slots';

type InvoiceRow = typeof invoices.$inferInsert & { id: number; invoiceNumber: string };
type Status = InvoiceRow['status'];
type Source = InvoiceRow['source'];

interface Template {
  status: Status;
  source: Source;
  daysAgo: number;
  /** Days from creation to due date. */
  dueAfter: number;
  description: string;
  rows: [description: string, count: number, unitPriceCents: number][];
  /** Index of the past appointment the invoice is for. */
  past?: number;
  /** Indexes (in this list) of the invoices it credits. */
  credits?: number[];
}

const VISIT: Template['rows'] = [
  ['Lääkärin vastaanottokäynti 20 min', 1, 8900],
  ['Toimistomaksu', 1, 1490],
];
const NURSE: Template['rows'] = [
  ['Sairaanhoitajan vastaanotto 15 min', 1, 3900],
  ['Toimistomaksu', 1, 1490],
];
const LAB: Template['rows'] = [
  ['Perusverenkuva (B-PVK)', 1, 2400],
  ['Plasman glukoosi (fP-Gluk)', 1, 1300],
  ['Näytteenotto', 1, 1990],
];
const REMOTE: Template['rows'] = [
  ['Videovastaanotto 20 min', 1, 7100],
  ['Etäpalvelumaksu', 1, 990],
];

/** The visit fee of the visit two days ago, still payable online for three days. */
const VISIT_FEE: Template = { status: 'open', source: 'GoodSignInvoice', daysAgo: 1, dueAfter: 14, description: 'Lääkärin vastaanotto', rows: VISIT, past: 0 };
/** Open and due in four days. */
const OPEN: Template = { status: 'open', source: 'CustomerInvoice', daysAgo: 10, dueAfter: 14, description: 'Laboratoriotutkimukset', rows: LAB };

// Every status and source of the spec, twelve in all so that the list has a second page.
const TEMPLATES: readonly Template[] = [
  VISIT_FEE,
  OPEN,
  { status: 'overdue', source: 'NetsuiteInvoice', daysAgo: 50, dueAfter: 14, description: 'Lääkärin vastaanotto', rows: VISIT },
  { status: 'paper', source: 'NetsuiteInvoice', daysAgo: 20, dueAfter: 21, description: 'Sairaanhoitajan vastaanotto', rows: NURSE },
  { status: 'paid', source: 'GoodSignInvoice', daysAgo: 35, dueAfter: 14, description: 'Sairaanhoitajan vastaanotto', rows: NURSE, past: 1 },
  { status: 'paid', source: 'CustomerInvoice', daysAgo: 120, dueAfter: 14, description: 'Videovastaanotto', rows: REMOTE, past: 2 },
  { status: 'paid', source: 'NetsuiteInvoice', daysAgo: 400, dueAfter: 14, description: 'Lääkärin vastaanotto', rows: VISIT, past: 3 },
  { status: 'paid', source: 'GoodSignInvoice', daysAgo: 200, dueAfter: 14, description: 'Laboratoriotutkimukset', rows: LAB },
  { status: 'refunded', source: 'NetsuiteInvoice', daysAgo: 90, dueAfter: 14, description: 'Hyvitys: laboratoriotutkimukset', rows: LAB, credits: [7] },
  { status: 'refundInProgress', source: 'CustomerInvoice', daysAgo: 15, dueAfter: 14, description: 'Hyvitys: vastaanottokäynnit', rows: VISIT, credits: [4, 5] },
  { status: 'notAvailable', source: 'NetsuiteInvoice', daysAgo: 60, dueAfter: 14, description: 'Lääkärin vastaanotto', rows: VISIT },
  { status: 'paid', source: 'CustomerInvoice', daysAgo: 250, dueAfter: 14, description: 'Videovastaanotto', rows: REMOTE },
];

const OVERDUE_EXTRA: readonly Template[] = [
  { status: 'overdue', source: 'NetsuiteInvoice', daysAgo: 80, dueAfter: 14, description: 'Lääkärin vastaanotto', rows: VISIT },
  { status: 'overdue', source: 'CustomerInvoice', daysAgo: 110, dueAfter: 14, description: 'Laboratoriotutkimukset', rows: LAB },
];

export interface BillingRows {
  invoices: (typeof invoices.$inferInsert)[];
  invoiceRows: (typeof invoiceRows.$inferInsert)[];
  payments: (typeof payments.$inferInsert)[];
}

/** Children's invoices go to the guardian, who pays them. */
function buyerOf(person: DemoPerson): DemoPerson {
  return person.key === 'child' || person.key === 'teen' ? demoPerson('guardian') : person;
}

export function billingFor(ctx: SeedContext, person: DemoPerson, past: AppointmentRow[], out: BillingRows): void {
  const templates = person.patient?.isCreditworthy === false ? [...TEMPLATES, ...OVERDUE_EXTRA] : TEMPLATES;
  const made: InvoiceRow[] = [];
  for (const template of templates) {
    const appointment = template.past === undefined ? undefined : past[template.past];
    made.push(invoiceFrom(ctx, person, template, appointment, made, out));
  }
}

/** The open invoices of the demo data: a visit fee still payable online, and one open and not yet due. */
export type OpenInvoiceKind = 'visitFee' | 'open';

const OPEN_TEMPLATES: Record<OpenInvoiceKind, Template> = { visitFee: VISIT_FEE, open: OPEN };

/**
 * For the roll-forward: the open invoice of `kind` as the seed makes it, dated from `ctx.today`
 * (a visit fee for `visit`, the person's last visit, when there is one).
 */
export function openInvoiceFor(ctx: SeedContext, person: DemoPerson, kind: OpenInvoiceKind, visit: AppointmentRow | undefined, out: BillingRows): void {
  invoiceFrom(ctx, person, OPEN_TEMPLATES[kind], kind === 'visitFee' ? visit : undefined, [], out);
}

function invoiceFrom(ctx: SeedContext, person: DemoPerson, template: Template, appointment: AppointmentRow | undefined, made: InvoiceRow[], out: BillingRows): InvoiceRow {
  const buyer = buyerOf(person);
  const id = ctx.nextId('invoices');
  const creationDate = ctx.day(-template.daysAgo);
  const sumCents = template.rows.reduce((sum, [, count, unit]) => sum + count * unit, 0);
  const goodSign = template.source === 'GoodSignInvoice';
  const invoice: InvoiceRow = {
    id,
    patientId: ctx.personId(person.key),
    organisationId: appointment?.organisationId ?? (person.key === 'child' || person.key === 'teen' ? 'children' : 'general'),
    appointmentId: appointment?.id ?? null,
    invoiceNumber: `41${String(id).padStart(6, '0')}`,
    creditedInvoiceNumber:
      template.credits
        ?.map((index) => made[index]?.invoiceNumber)
        .filter((n) => n !== undefined)
        .join(',') ?? null,
    status: template.status,
    source: template.source,
    delivery: template.status === 'paper' ? 'Paper' : goodSign ? 'Email' : 'EInvoice',
    description: template.description,
    creationDate,
    dueDate: ctx.day(-template.daysAgo + template.dueAfter),
    paidDate: template.status === 'paid' ? ctx.day(-template.daysAgo + 1) : null,
    // Online payment is open four days from creation, then the invoice goes by mail.
    payableOnlineUntil: goodSign ? ctx.at(-template.daysAgo + 4, '23:59') : null,
    sumCents,
    hasPdf: template.status !== 'notAvailable',
    pdfStorageKey: template.status === 'notAvailable' ? null : `demo/invoices/${id}.pdf`,
    canBePaidOnline: template.status === 'open',
    buyerName: `${buyer.firstName} ${buyer.lastName}`,
    buyerStreet: buyer.patient?.street ?? null,
    buyerPostalCode: buyer.patient?.postalCode ?? null,
    buyerPostOffice: buyer.patient?.postOffice ?? null,
  };
  out.invoices.push(invoice);
  if (goodSign) {
    template.rows.forEach(([description, count, unitPriceCents], i) => {
      out.invoiceRows.push({ invoiceId: id, position: i + 1, description, count, unitPriceCents, date: creationDate, vatPercentage: 0 });
    });
  }
  if (goodSign && template.status === 'paid') {
    out.payments.push({
      id: ctx.nextId('payments'),
      invoiceId: id,
      reference: `KAJO-${invoice.invoiceNumber}-1`,
      providerId: 'demo-bank',
      amountCents: sumCents,
      status: 'ok',
      createdAt: ctx.at(-template.daysAgo + 1, '12:00'),
      completedAt: ctx.at(-template.daysAgo + 1, '12:02'),
    });
  }
  return invoice;
}
