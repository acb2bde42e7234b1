import type { InvoiceStatus } from '@portal/invoices/contracts';
import type { Language } from '@portal/shared/util';
import { LOCALE_TAGS } from '@portal/shared/util';

/**
 * The words of the receipt and invoice PDFs. The API has no react-intl catalog (the portal's
 * catalogs are for the browser), so the few texts of the PDF live here, one set per language.
 */
export interface InvoicePdfTexts {
  receipt: string;
  invoice: string;
  /** The default file name's first part, ASCII: 'kuitti' makes kuitti-41000001.pdf. */
  receiptFile: string;
  invoiceFile: string;
  invoiceNumber: string;
  creationDate: string;
  dueDate: string;
  paidDate: string;
  status: string;
  creditedInvoices: string;
  description: string;
  payer: string;
  patient: string;
  rows: string;
  columns: { description: string; date: string; count: string; unitPrice: string; vat: string; amount: string };
  total: string;
  statuses: Record<InvoiceStatus, string>;
}

export const invoicePdfTexts: Readonly<Record<Language, InvoicePdfTexts>> = {
  fi: {
    receipt: 'Kuitti',
    invoice: 'Lasku',
    receiptFile: 'kuitti',
    invoiceFile: 'lasku',
    invoiceNumber: 'Laskun numero',
    creationDate: 'Laskun päivämäärä',
    dueDate: 'Eräpäivä',
    paidDate: 'Maksupäivä',
    status: 'Tila',
    creditedInvoices: 'Hyvitetyt laskut',
    description: 'Tuote tai palvelu',
    payer: 'Maksaja',
    patient: 'Potilas',
    rows: 'Erittely',
    columns: { description: 'Kuvaus', date: 'Päivämäärä', count: 'Määrä', unitPrice: 'Yksikköhinta', vat: 'ALV', amount: 'Summa' },
    total: 'Yhteensä',
    statuses: {
      open: 'Avoin',
      overdue: 'Erääntynyt',
      paper: 'Paperilasku',
      paid: 'Maksettu',
      refunded: 'Hyvitetty',
      refundInProgress: 'Hyvitys käsittelyssä',
      notAvailable: 'Ei saatavilla',
    },
  },
  sv: {
    receipt: 'Kvitto',
    invoice: 'Faktura',
    receiptFile: 'kvitto',
    invoiceFile: 'faktura',
    invoiceNumber: 'Fakturanummer',
    creationDate: 'Fakturadatum',
    dueDate: 'Förfallodag',
    paidDate: 'Betalningsdag',
    status: 'Status',
    creditedInvoices: 'Krediterade fakturor',
    description: 'Produkt eller tjänst',
    payer: 'Betalare',
    patient: 'Patient',
    rows: 'Specifikation',
    columns: { description: 'Beskrivning', date: 'Datum', count: 'Antal', unitPrice: 'Styckpris', vat: 'Moms', amount: 'Summa' },
    total: 'Totalt',
    statuses: {
      open: 'Öppen',
      overdue: 'Förfallen',
      paper: 'Pappersfaktura',
      paid: 'Betald',
      refunded: 'Krediterad',
      refundInProgress: 'Kreditering pågår',
      notAvailable: 'Inte tillgänglig',
    },
  },
  en: {
    receipt: 'Receipt',
    invoice: 'Invoice',
    receiptFile: 'receipt',
    invoiceFile: 'invoice',
    invoiceNumber: 'Invoice number',
    creationDate: 'Invoice date',
    dueDate: 'Due date',
    paidDate: 'Date paid',
    status: 'Status',
    creditedInvoices: 'Credited invoices',
    description: 'Product or service',
    payer: 'Payer',
    patient: 'Patient',
    rows: 'Items',
    columns: { description: 'Description', date: 'Date', count: 'Quantity', unitPrice: 'Unit price', vat: 'VAT', amount: 'Amount' },
    total: 'Total',
    statuses: {
      open: 'Open',
      overdue: 'Overdue',
      paper: 'Paper invoice',
      paid: 'Paid',
      refunded: 'Refunded',
      refundInProgress: 'Refund in progress',
      notAvailable: 'Not available',
    },
  },
};

/** '24 %' in Finnish and Swedish (with the locale's no-break space), '24%' in English. */
export function formatVat(percentage: number, lang: Language): string {
  return new Intl.NumberFormat(LOCALE_TAGS[lang], { style: 'percent', maximumFractionDigits: 2 }).format(percentage / 100);
}

export function formatCount(count: number, lang: Language): string {
  return new Intl.NumberFormat(LOCALE_TAGS[lang]).format(count);
}
