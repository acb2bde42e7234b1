import { smsPhoneNumber } from '@portal/shared/util';
import type { Database } from '@portal/shared/db';
import { smsOutbox } from '@portal/shared/db';
import type { Html } from '@portal/shared/server';
import { html, notFound, page, parseInput } from '@portal/shared/server';
import type { Language } from '@portal/shared/util';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { codeInMessage } from './texts';

/** The page shows this many, newest first. */
const PAGE_SIZE = 50;

const texts = {
  fi: {
    title: 'Kehitysympäristön tekstiviestit',
    notice: 'Kehitysympäristö ei lähetä tekstiviestejä: ne tallennetaan tänne. Uusin ensin, viestit säilyvät vuorokauden.',
    caption: 'Lähetetyt viestit',
    time: 'Aika',
    to: 'Vastaanottaja',
    body: 'Viesti',
    empty: 'Ei viestejä.',
  },
  sv: {
    title: 'Utvecklingsmiljöns textmeddelanden',
    notice: 'Utvecklingsmiljön skickar inga textmeddelanden: de sparas här. Nyaste först, meddelandena sparas ett dygn.',
    caption: 'Skickade meddelanden',
    time: 'Tid',
    to: 'Mottagare',
    body: 'Meddelande',
    empty: 'Inga meddelanden.',
  },
  en: {
    title: 'Text messages of the development environment',
    notice: 'The development environment sends no text messages: they are kept here. Newest first, kept for a day.',
    caption: 'Messages sent',
    time: 'Time',
    to: 'Recipient',
    body: 'Message',
    empty: 'No messages.',
  },
} satisfies Record<Language, Record<string, string>>;

const PageQuerySchema = v.object({ lang: v.optional(v.picklist(['fi', 'sv', 'en']), 'fi') });
const LatestQuerySchema = v.object({ phoneNumber: v.pipe(v.string(), v.regex(/^\+?[\d\s-]{6,20}$/)) });

function helsinkiTime(at: Date): string {
  return at.toLocaleString('fi-FI', { timeZone: 'Europe/Helsinki', dateStyle: 'short', timeStyle: 'medium' });
}

/**
 * The outbox for people and tests, in the development environment only: `/dev-sms` lists the
 * messages newest first (fi, sv or en with `?lang`), `/dev-sms/latest?phoneNumber=` answers the
 * newest message with a code to a number as JSON with its code, for the end-to-end tests (the
 * booking texts the notifications send to the same outbox are passed over).
 */
export function registerDevSmsPages(app: FastifyInstance, deps: { db: Database }): void {
  app.get('/dev-sms', async (request, reply) => {
    const { lang } = parseInput(PageQuerySchema, request.query);
    const t = texts[lang];
    const rows = await deps.db.select().from(smsOutbox).orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id)).limit(PAGE_SIZE);
    const items: Html[] = rows.map(
      (row) => html`<tr><td><time datetime="${row.createdAt.toISOString()}">${helsinkiTime(row.createdAt)}</time></td><td>${row.phoneNumber}</td><td style="white-space:pre-line">${row.body}</td></tr>`,
    );
    const list =
      rows.length === 0
        ? html`<p>${t.empty}</p>`
        : html`<table><caption>${t.caption}</caption><thead><tr><th scope="col">${t.time}</th><th scope="col">${t.to}</th><th scope="col">${t.body}</th></tr></thead><tbody>${items}</tbody></table>`;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return reply.send(page(lang, t.title, html`<h1>${t.title}</h1><p class="notice">${t.notice}</p>${list}`));
  });

  app.get('/dev-sms/latest', async (request, reply) => {
    const { phoneNumber } = parseInput(LatestQuerySchema, request.query);
    const to = smsPhoneNumber(phoneNumber);
    // The newest message with a code: a booking text to the same number (notifications) may be newer.
    const rows = await deps.db.select().from(smsOutbox).where(eq(smsOutbox.phoneNumber, to)).orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id)).limit(PAGE_SIZE);
    const row = rows.find((candidate) => codeInMessage(candidate.body) !== null);
    if (!row) throw notFound();
    reply.header('cache-control', 'no-store');
    return { phoneNumber: row.phoneNumber, body: row.body, code: codeInMessage(row.body), createdAt: row.createdAt.toISOString() };
  });
}
