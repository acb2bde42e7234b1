import type { Database } from '@portal/shared/db';
import { devMail } from '@portal/shared/db';
import type { Html } from '@portal/shared/server';
import { html, notFound, page, parseInput } from '@portal/shared/server';
import type { Language } from '@portal/shared/util';
import { isValidEmail, normalizeEmail } from '@portal/shared/util';
import { arrayContains, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AddressObject, ParsedMail } from 'mailparser';
import { simpleParser } from 'mailparser';
import * as v from 'valibot';

export const DEV_MAIL_PATH = '/dev-mail';
/** The page shows this many, newest first. */
const PAGE_SIZE = 50;

const texts = {
  fi: {
    title: 'Kehitysympäristön sähköpostit',
    notice: 'Kehitysympäristö ei lähetä sähköpostia: viestit tallennetaan tänne. Uusin ensin, viestit säilyvät viikon.',
    filter: 'Vain vastaanottajalle',
    show: 'Näytä',
    caption: 'Vastaanotetut viestit',
    time: 'Aika',
    to: 'Vastaanottaja',
    subject: 'Aihe',
    attachments: 'Liitteet',
    empty: 'Ei viestejä.',
    back: 'Kaikki viestit',
    from: 'Lähettäjä',
    date: 'Päiväys',
    received: 'Vastaanotettu',
    noSubject: '(ei aihetta)',
    htmlPart: 'HTML-osa',
    htmlFrame: 'Viestin HTML-osa',
    noHtml: 'Viestissä ei ole HTML-osaa.',
    textPart: 'Tekstiosa',
    noText: 'Viestissä ei ole tekstiosaa.',
    links: 'Linkit',
    noLinks: 'Ei linkkejä.',
    noAttachments: 'Ei liitteitä.',
    raw: 'Viesti sellaisenaan (raw)',
  },
  sv: {
    title: 'Utvecklingsmiljöns e-post',
    notice: 'Utvecklingsmiljön skickar ingen e-post: meddelandena sparas här. Nyaste först, meddelandena sparas en vecka.',
    filter: 'Endast till mottagaren',
    show: 'Visa',
    caption: 'Mottagna meddelanden',
    time: 'Tid',
    to: 'Mottagare',
    subject: 'Ämne',
    attachments: 'Bilagor',
    empty: 'Inga meddelanden.',
    back: 'Alla meddelanden',
    from: 'Avsändare',
    date: 'Datum',
    received: 'Mottaget',
    noSubject: '(inget ämne)',
    htmlPart: 'HTML-del',
    htmlFrame: 'Meddelandets HTML-del',
    noHtml: 'Meddelandet har ingen HTML-del.',
    textPart: 'Textdel',
    noText: 'Meddelandet har ingen textdel.',
    links: 'Länkar',
    noLinks: 'Inga länkar.',
    noAttachments: 'Inga bilagor.',
    raw: 'Meddelandet som sådant (raw)',
  },
  en: {
    title: 'Mail of the development environment',
    notice: 'The development environment sends no mail: the messages are kept here. Newest first, kept for a week.',
    filter: 'Only to the recipient',
    show: 'Show',
    caption: 'Messages received',
    time: 'Time',
    to: 'Recipient',
    subject: 'Subject',
    attachments: 'Attachments',
    empty: 'No messages.',
    back: 'All messages',
    from: 'From',
    date: 'Date',
    received: 'Received',
    noSubject: '(no subject)',
    htmlPart: 'HTML part',
    htmlFrame: "The message's HTML part",
    noHtml: 'The message has no HTML part.',
    textPart: 'Text part',
    noText: 'The message has no text part.',
    links: 'Links',
    noLinks: 'No links.',
    noAttachments: 'No attachments.',
    raw: 'The message as is (raw)',
  },
} satisfies Record<Language, Record<string, string>>;

const LangSchema = v.optional(v.picklist(['fi', 'sv', 'en']), 'fi');
/** An address as the recipients column holds it: normalized, valid, lower case. */
const AddressSchema = v.pipe(v.string(), v.transform(normalizeEmail), v.check((value) => isValidEmail(value)), v.transform((value) => value.toLowerCase()));
// The form's empty field means every recipient.
const ListQuerySchema = v.object({ lang: LangSchema, to: v.optional(v.union([v.literal(''), AddressSchema])) });
const PageQuerySchema = v.object({ lang: LangSchema });
/** `subject`: the newest of the address's last 50 whose subject contains it (tests running side by side mail one person). */
const LatestQuerySchema = v.object({ to: AddressSchema, subject: v.optional(v.pipe(v.string(), v.maxLength(200))) });
const IdSchema = v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number), v.maxValue(2_147_483_647));
const MailParamsSchema = v.object({ id: IdSchema });
const AttachmentParamsSchema = v.object({ id: IdSchema, index: v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number)) });

function helsinkiTime(at: Date): string {
  return at.toLocaleString('fi-FI', { timeZone: 'Europe/Helsinki', dateStyle: 'short', timeStyle: 'medium' });
}

const time = (at: Date) => html`<time datetime="${at.toISOString()}">${helsinkiTime(at)}</time>`;

/** One file of a message, as the pages list and serve it. */
interface MailFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

const CALENDAR_TYPE = 'text/calendar';
const isCalendar = (contentType: string, filename: string | undefined) => contentType === CALENDAR_TYPE || contentType === 'application/ics' || /\.ics$/i.test(filename ?? '');
/** A content type fit for a header; anything else is served as bytes. */
const MEDIA_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/;

/**
 * The message's files, in order, the same on every page (the download links count on it). A
 * calendar entry is text/calendar whatever the sender called it (nodemailer's .ics file is
 * application/ics). nodemailer also sends the entry as the message's text/calendar alternative,
 * a second copy without a name: it is left out when the named file holds the same entry.
 */
function filesOf(mail: ParsedMail): MailFile[] {
  const files = mail.attachments.map((attachment, index) => {
    const calendar = isCalendar(attachment.contentType, attachment.filename);
    const contentType = calendar ? CALENDAR_TYPE : MEDIA_TYPE.test(attachment.contentType) ? attachment.contentType : 'application/octet-stream';
    const filename = attachment.filename ?? `attachment-${index + 1}${calendar ? '.ics' : ''}`;
    return { named: attachment.filename !== undefined, filename, contentType, content: attachment.content };
  });
  const duplicate = (file: (typeof files)[number]) =>
    !file.named && file.contentType === CALENDAR_TYPE && files.some((other) => other.named && other.contentType === CALENDAR_TYPE && other.content.equals(file.content));
  return files.filter((file) => !duplicate(file)).map(({ filename, contentType, content }) => ({ filename, contentType, content }));
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** An attribute's value as the browser reads it: character references decoded. */
function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,4});/gi, (whole, reference: string) => {
    if (reference.startsWith('#')) {
      const code = reference[1] === 'x' || reference[1] === 'X' ? parseInt(reference.slice(2), 16) : parseInt(reference.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return entities[reference.toLowerCase()] ?? whole;
  });
}

/** Every href of the HTML, in order, decoded. */
export function linksOf(mailHtml: string): string[] {
  return [...mailHtml.matchAll(/<[a-z][^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi)].map((match) => decodeAttribute(match[1] ?? match[2] ?? match[3] ?? ''));
}

const addressText = (addresses: AddressObject | AddressObject[] | undefined) => [addresses ?? []].flat().map((address) => address.text).join(', ');

/** Parses a stored message. The HTML and text are the message's own parts: neither is made from the other. */
function parsed(raw: string): Promise<ParsedMail> {
  return simpleParser(raw, { skipHtmlToText: true, skipTextToHtml: true, skipTextLinks: true });
}

/** `attachment` with the name twice: plain ASCII for old clients, and UTF-8 (RFC 6266). */
function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^A-Za-z0-9._ -]/g, '_');
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** What a message received holds, for the end-to-end tests: a calendar entry as text, any other file in base64. */
export interface LatestDevMail {
  id: number;
  subject: string;
  text: string;
  html: string;
  links: string[];
  attachments: { filename: string; contentType: string; content: string }[];
  receivedAt: string;
}

/**
 * The mail the local SMTP server received (dev-smtp-server.ts), for people and tests, in the
 * development environment only: `/dev-mail` lists the messages newest first (fi, sv or en with
 * `?lang`, to one address with `?to`), `/dev-mail/{id}` shows one with its HTML, text, links and
 * files, and `/dev-mail/latest?to=` answers the newest message to an address (with `&subject=`, the newest
 * whose subject contains it) as JSON for the end-to-end tests. Nothing here is cached.
 *
 * The content security policy of every answer (http/security.ts) needs no exception: the HTML part
 * is shown in an `<iframe sandbox srcdoc>`, which frame-src and frame-ancestors do not govern (it
 * is not fetched), and which inherits the page's policy, so a mail's scripts stay off and its
 * pictures load only as data: (mailparser turns the message's own cid: pictures into those).
 */
export function registerDevMailPages(app: FastifyInstance, deps: { db: Database }): void {
  const { db } = deps;

  async function stored(id: number) {
    const [row] = await db.select().from(devMail).where(eq(devMail.id, id));
    if (!row) throw notFound();
    return row;
  }

  void app.register(async (pages) => {
    // Every answer, refusals included: a mailbox, however made up, is not for a shared cache.
    pages.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    pages.get(DEV_MAIL_PATH, async (request, reply) => {
      const { lang, to } = parseInput(ListQuerySchema, request.query);
      const t = texts[lang];
      const recipient = to === undefined || to === '' ? null : to;
      const rows = await db
        .select()
        .from(devMail)
        .where(recipient === null ? undefined : arrayContains(devMail.recipients, [recipient]))
        .orderBy(desc(devMail.receivedAt), desc(devMail.id))
        .limit(PAGE_SIZE);
      const items: Html[] = await Promise.all(
        rows.map(async (row) => {
          const mail = await parsed(row.raw);
          return html`<tr><td>${time(row.receivedAt)}</td><td>${row.recipients.join(', ')}</td><td><a href="${DEV_MAIL_PATH}/${row.id}?lang=${lang}">${mail.subject ?? t.noSubject}</a></td><td>${filesOf(mail).length}</td></tr>`;
        }),
      );
      const filter = html`<form method="get" action="${DEV_MAIL_PATH}"><input type="hidden" name="lang" value="${lang}"><label for="to">${t.filter}</label><input id="to" name="to" type="email" value="${recipient ?? ''}"><button type="submit">${t.show}</button></form>`;
      const list =
        rows.length === 0
          ? html`<p>${t.empty}</p>`
          : html`<table><caption>${t.caption}</caption><thead><tr><th scope="col">${t.time}</th><th scope="col">${t.to}</th><th scope="col">${t.subject}</th><th scope="col">${t.attachments}</th></tr></thead><tbody>${items}</tbody></table>`;
      reply.type('text/html; charset=utf-8');
      return reply.send(page(lang, t.title, html`<h1>${t.title}</h1><p class="notice">${t.notice}</p>${filter}${list}`));
    });

    pages.get(`${DEV_MAIL_PATH}/latest`, async (request): Promise<LatestDevMail> => {
      const { to, subject } = parseInput(LatestQuerySchema, request.query);
      const rows = await db
        .select()
        .from(devMail)
        .where(arrayContains(devMail.recipients, [to]))
        .orderBy(desc(devMail.receivedAt), desc(devMail.id))
        .limit(subject === undefined ? 1 : 50);
      let found: { row: (typeof rows)[number]; mail: Awaited<ReturnType<typeof parsed>> } | null = null;
      for (const row of rows) {
        const mail = await parsed(row.raw);
        if (subject === undefined || (mail.subject ?? '').includes(subject)) {
          found = { row, mail };
          break;
        }
      }
      if (!found) throw notFound();
      const { row, mail } = found;
      const mailHtml = typeof mail.html === 'string' ? mail.html : '';
      return {
        id: row.id,
        subject: mail.subject ?? '',
        text: mail.text ?? '',
        html: mailHtml,
        links: linksOf(mailHtml),
        attachments: filesOf(mail).map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: file.contentType === CALENDAR_TYPE ? file.content.toString('utf8') : file.content.toString('base64'),
        })),
        receivedAt: row.receivedAt.toISOString(),
      };
    });

    pages.get(`${DEV_MAIL_PATH}/:id`, async (request, reply) => {
      const { lang } = parseInput(PageQuerySchema, request.query);
      const { id } = parseInput(MailParamsSchema, request.params);
      const t = texts[lang];
      const row = await stored(id);
      const mail = await parsed(row.raw);
      const subject = mail.subject ?? t.noSubject;
      const mailHtml = typeof mail.html === 'string' ? mail.html : null;
      // Followed from here rather than inside the frame, where the portal's pages refuse to be shown.
      const links = mailHtml === null ? [] : linksOf(mailHtml).filter((link) => /^https?:\/\//i.test(link));
      const files = filesOf(mail);
      const body = html`<p><a href="${DEV_MAIL_PATH}?lang=${lang}">${t.back}</a></p><h1>${subject}</h1><dl>
<dt>${t.from}</dt><dd>${addressText(mail.from)}</dd>
<dt>${t.to}</dt><dd>${addressText(mail.to)}</dd>
<dt>${t.date}</dt><dd>${mail.date ? time(mail.date) : ''}</dd>
<dt>${t.received}</dt><dd>${time(row.receivedAt)}</dd>
</dl>
<h2>${t.htmlPart}</h2>${
        mailHtml === null
          ? html`<p>${t.noHtml}</p>`
          : html`<iframe sandbox="" title="${t.htmlFrame}" srcdoc="${mailHtml}" style="width:100%;height:36rem;border:1px solid #5c6670;border-radius:4px"></iframe>`
      }
<h2>${t.textPart}</h2>${mail.text ? html`<pre style="white-space:pre-wrap">${mail.text}</pre>` : html`<p>${t.noText}</p>`}
<h2>${t.links}</h2>${links.length === 0 ? html`<p>${t.noLinks}</p>` : html`<ul>${links.map((link) => html`<li><a href="${link}">${link}</a></li>`)}</ul>`}
<h2>${t.attachments}</h2>${
        files.length === 0
          ? html`<p>${t.noAttachments}</p>`
          : html`<ul>${files.map((file, index) => html`<li><a href="${DEV_MAIL_PATH}/${row.id}/attachments/${index}" download="${file.filename}">${file.filename}</a> (${file.contentType}, ${file.content.length} B)</li>`)}</ul>`
      }
<p><a href="${DEV_MAIL_PATH}/${row.id}/raw">${t.raw}</a></p>`;
      reply.type('text/html; charset=utf-8');
      return reply.send(page(lang, subject, body));
    });

    pages.get(`${DEV_MAIL_PATH}/:id/attachments/:index`, async (request, reply) => {
      const { id, index } = parseInput(AttachmentParamsSchema, request.params);
      const file = filesOf(await parsed((await stored(id)).raw))[index];
      if (!file) throw notFound();
      return reply
        .header('content-type', file.contentType === CALENDAR_TYPE ? `${CALENDAR_TYPE}; charset=utf-8` : file.contentType)
        .header('content-disposition', attachmentDisposition(file.filename))
        // A file a mail carried is the sender's, not ours: never run as a page of the portal's origin.
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(file.content);
    });

    pages.get(`${DEV_MAIL_PATH}/:id/raw`, async (request, reply) => {
      const { id } = parseInput(MailParamsSchema, request.params);
      const row = await stored(id);
      return reply.header('content-type', 'message/rfc822').header('content-security-policy', "default-src 'none'; sandbox").send(row.raw);
    });
  });
}
