import { devMail } from '@portal/shared/db';
import { testDatabases } from '@portal/shared/db/testing';
import { withConfig } from '@portal/shared/server';
import { domainTestApp, minutes, NOW } from '@portal/shared/server/testing';
import { asc } from 'drizzle-orm';
import { DEV_MAIL_PATH, linksOf, registerDevMailPages } from './dev-mail-page';
import type { DevSmtpServer } from './dev-smtp-server';
import { startDevSmtpServer } from './dev-smtp-server';
import { mailConfig } from './mail-config';
import type { MailSender, OutgoingMail } from './mailer';
import { createSmtpSender } from './mailer';

/** The pages as the notifications domain registers them in development. */
const pagesOnly = withConfig(async (app, deps) => registerDevMailPages(app, { db: deps.db }), [mailConfig]);

const calendar = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Kajo//Ajanvaraus//FI',
  'METHOD:REQUEST',
  'BEGIN:VEVENT',
  'UID:appointment-17@portal.invalid',
  'SEQUENCE:0',
  'DTSTART:20261130T080000Z',
  'DTEND:20261130T082000Z',
  'SUMMARY:Lääkärin vastaanotto',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

const confirmation: OutgoingMail = {
  to: 'Maija.Testinen@Example.fi',
  from: 'Kajo <no-reply@portal.invalid>',
  subject: 'Ajanvarauksesi on vahvistettu',
  html: '<p>Hei Maija,</p><p><a href="http://portal.test/ajanvaraukset/17?a=1&amp;b=2">Näytä varaus</a> <a href=\'http://portal.test/varaa\'>Varaa uusi aika</a></p><script>alert("x")</script>',
  text: 'Hei Maija,\n\nNäytä varaus: http://portal.test/ajanvaraukset/17?a=1&b=2',
  icalEvent: { method: 'REQUEST', filename: 'vastaanotto.ics', content: calendar },
  attachments: [{ filename: 'ohjeet.txt', content: 'Tule ajoissa.', contentType: 'text/plain' }],
};

describe.each(testDatabases)('the development mailbox on $name', ({ open }) => {
  const c = domainTestApp(open, { domains: [pagesOnly], clear: [devMail] });
  let server: DevSmtpServer;
  let sender: MailSender;

  beforeAll(async () => {
    await c.setUp();
    server = await startDevSmtpServer(c.database.db, () => c.t.clock.now);
    sender = createSmtpSender(server.url);
  });
  afterAll(async () => {
    await sender.close();
    await server.close();
    await c.tearDown();
  });
  beforeEach(c.reset);

  const get = (url: string) => c.t.app.inject({ method: 'GET', url });
  const stored = () => c.database.db.select().from(devMail).orderBy(asc(devMail.id));
  const sendAt = async (at: Date, mail: OutgoingMail) => {
    c.t.clock.now = at;
    await sender.send(mail);
  };

  it('answers the newest message to an address as JSON, after a real round trip over SMTP', async () => {
    await sendAt(NOW, { ...confirmation, subject: 'Vanhempi viesti' });
    await sendAt(new Date(NOW.getTime() + minutes(1)), confirmation);
    await sendAt(new Date(NOW.getTime() + minutes(2)), { ...confirmation, to: 'ville@example.fi', subject: 'Toiselle' });
    const rows = await stored();
    expect(rows.map((row) => row.recipients)).toEqual([['maija.testinen@example.fi'], ['maija.testinen@example.fi'], ['ville@example.fi']]);

    const response = await get(`${DEV_MAIL_PATH}/latest?to=${encodeURIComponent('Maija.Testinen@example.FI')}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      id: rows[1]?.id,
      subject: 'Ajanvarauksesi on vahvistettu',
      text: confirmation.text,
      html: confirmation.html,
      links: ['http://portal.test/ajanvaraukset/17?a=1&b=2', 'http://portal.test/varaa'],
      attachments: [
        { filename: 'ohjeet.txt', contentType: 'text/plain', content: Buffer.from('Tule ajoissa.').toString('base64') },
        // nodemailer sends the entry twice, as the text/calendar alternative and as the .ics file: listed once.
        { filename: 'vastaanotto.ics', contentType: 'text/calendar', content: calendar },
      ],
      receivedAt: new Date(NOW.getTime() + minutes(1)).toISOString(),
    });
  });

  it('answers the newest message whose subject contains the words asked, among the address’s others', async () => {
    await sendAt(NOW, { ...confirmation, subject: 'Vanhempi viesti' });
    await sendAt(new Date(NOW.getTime() + minutes(1)), confirmation);
    const rows = await stored();
    const older = await get(`${DEV_MAIL_PATH}/latest?to=maija.testinen@example.fi&subject=${encodeURIComponent('Vanhempi')}`);
    expect(older.json()).toMatchObject({ id: rows[0]?.id, subject: 'Vanhempi viesti' });
    expect((await get(`${DEV_MAIL_PATH}/latest?to=maija.testinen@example.fi&subject=nothing`)).statusCode).toBe(404);
  });

  it('answers 404 when nothing came to the address, and 400 to what is no address', async () => {
    await sendAt(NOW, confirmation);
    const none = await get(`${DEV_MAIL_PATH}/latest?to=nobody@example.fi`);
    expect(none.statusCode).toBe(404);
    expect(none.headers['cache-control']).toBe('no-store');
    for (const to of ['x', '', 'Maija <maija.testinen@example.fi>']) expect((await get(`${DEV_MAIL_PATH}/latest?to=${encodeURIComponent(to)}`)).statusCode).toBe(400);
    expect((await get(`${DEV_MAIL_PATH}/latest`)).statusCode).toBe(400);
  });

  it('lists the messages newest first in an accessible table, to one address when asked, in the language asked', async () => {
    await sendAt(NOW, { ...confirmation, subject: 'Ensimmäinen <b>viesti</b>' });
    await sendAt(new Date(NOW.getTime() + minutes(1)), { ...confirmation, to: 'ville@example.fi', subject: 'Toinen viesti', attachments: [] });
    const [first, second] = await stored();
    if (!first || !second) throw new Error('not stored');

    const response = await get(`${DEV_MAIL_PATH}?lang=en`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain('<caption>Messages received</caption>');
    expect(response.body).toContain('<th scope="col">Time</th><th scope="col">Recipient</th><th scope="col">Subject</th><th scope="col">Attachments</th>');
    expect(response.body.indexOf('Toinen viesti')).toBeLessThan(response.body.indexOf('Ensimmäinen'));
    expect(response.body).toContain(`<a href="${DEV_MAIL_PATH}/${first.id}?lang=en">Ensimmäinen &lt;b&gt;viesti&lt;/b&gt;</a></td><td>2</td>`);
    expect(response.body).toContain(`<a href="${DEV_MAIL_PATH}/${second.id}?lang=en">Toinen viesti</a></td><td>1</td>`);
    expect(response.body).toContain(`<time datetime="${NOW.toISOString()}">`);

    const filtered = await get(`${DEV_MAIL_PATH}?lang=en&to=${encodeURIComponent('VILLE@example.fi')}`);
    expect(filtered.body).toContain('Toinen viesti');
    expect(filtered.body).not.toContain('Ensimmäinen');
    expect(filtered.body).toContain('value="ville@example.fi"');
    expect((await get(`${DEV_MAIL_PATH}?lang=en&to=`)).body).toContain('Ensimmäinen');

    const empty = await get(`${DEV_MAIL_PATH}?lang=en&to=nobody@example.fi`);
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('<p>No messages.</p>');
    expect(empty.body).not.toContain('<table>');
    expect((await get(`${DEV_MAIL_PATH}?to=not-an-address`)).statusCode).toBe(400);

    expect((await get(DEV_MAIL_PATH)).body).toContain('Kehitysympäristön sähköpostit');
    expect((await get(`${DEV_MAIL_PATH}?lang=sv`)).body).toContain('Utvecklingsmiljöns e-post');
  });

  it('says so when no mail has come', async () => {
    const response = await get(DEV_MAIL_PATH);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<p>Ei viestejä.</p>');
  });

  it('shows one message: its HTML sandboxed and escaped in the frame, its text, links and files', async () => {
    await sendAt(NOW, confirmation);
    const [row] = await stored();
    if (!row) throw new Error('not stored');
    const response = await get(`${DEV_MAIL_PATH}/${row.id}?lang=en`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<h1>Ajanvarauksesi on vahvistettu</h1>');
    expect(response.body).toContain('<dd>&quot;Kajo&quot; &lt;no-reply@portal.invalid&gt;</dd>');
    expect(response.body).toContain('<dd>Maija.Testinen@example.fi</dd>');
    expect(response.body).toContain(
      '<iframe sandbox="" title="The message&#39;s HTML part" srcdoc="&lt;p&gt;Hei Maija,&lt;/p&gt;&lt;p&gt;&lt;a href=&quot;http://portal.test/ajanvaraukset/17?a=1&amp;amp;b=2&quot;&gt;Näytä varaus&lt;/a&gt;',
    );
    expect(response.body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;" style=');
    expect(response.body).not.toContain('<script>');
    expect(response.body).toContain('<pre style="white-space:pre-wrap">Hei Maija,\n\nNäytä varaus: http://portal.test/ajanvaraukset/17?a=1&amp;b=2</pre>');
    expect(response.body).toContain('<li><a href="http://portal.test/varaa">http://portal.test/varaa</a></li>');
    expect(response.body).toContain(`<a href="${DEV_MAIL_PATH}/${row.id}/attachments/0" download="ohjeet.txt">ohjeet.txt</a> (text/plain, 13 B)`);
    expect(response.body).toContain(`<a href="${DEV_MAIL_PATH}/${row.id}/attachments/1" download="vastaanotto.ics">vastaanotto.ics</a> (text/calendar,`);
    expect(response.body).toContain(`<a href="${DEV_MAIL_PATH}/${row.id}/raw">`);
    // The portal's own policy, unchanged: a srcdoc frame is not fetched, so frame-src and frame-ancestors leave it be.
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect((await get(`${DEV_MAIL_PATH}/${row.id}`)).body).toContain('Viestin HTML-osa');
  });

  it('serves the files for download, the calendar entry as text/calendar, and the message as is', async () => {
    await sendAt(NOW, confirmation);
    const [row] = await stored();
    if (!row) throw new Error('not stored');
    const ics = await get(`${DEV_MAIL_PATH}/${row.id}/attachments/1`);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(ics.headers['content-disposition']).toBe(`attachment; filename="vastaanotto.ics"; filename*=UTF-8''vastaanotto.ics`);
    expect(ics.headers['cache-control']).toBe('no-store');
    expect(ics.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(ics.body).toBe(calendar);
    const text = await get(`${DEV_MAIL_PATH}/${row.id}/attachments/0`);
    expect(text.headers['content-type']).toMatch(/^text\/plain/);
    expect(text.body).toBe('Tule ajoissa.');

    const raw = await get(`${DEV_MAIL_PATH}/${row.id}/raw`);
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-type']).toBe('message/rfc822');
    expect(raw.headers['cache-control']).toBe('no-store');
    expect(raw.body).toBe(row.raw);
    expect(raw.body).toMatch(/^Subject: Ajanvarauksesi on vahvistettu$/m);
  });

  it('answers 404 to an unknown message or file, and 400 to a malformed one', async () => {
    await sendAt(NOW, confirmation);
    const [row] = await stored();
    if (!row) throw new Error('not stored');
    const unknown = row.id + 1000;
    for (const url of [`${DEV_MAIL_PATH}/${unknown}`, `${DEV_MAIL_PATH}/${unknown}/raw`, `${DEV_MAIL_PATH}/${unknown}/attachments/0`, `${DEV_MAIL_PATH}/${row.id}/attachments/2`]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    for (const url of [`${DEV_MAIL_PATH}/x`, `${DEV_MAIL_PATH}/99999999999`, `${DEV_MAIL_PATH}/${row.id}/attachments/x`, `${DEV_MAIL_PATH}/1.5/raw`]) {
      expect((await get(url)).statusCode).toBe(400);
    }
  });
});

describe('the links of a mail', () => {
  it('are every href, in order, quoted or not, with character references decoded', () => {
    const mailHtml = [
      '<a href="https://a.example/x?y=1&amp;z=2">a</a>',
      "<A HREF='https://b.example'>b</A>",
      '<a class="c" href=https://c.example/&#x41;&#66;>c</a>',
      '<link href="https://d.example/s.css">',
    ].join('');
    expect(linksOf(mailHtml)).toEqual(['https://a.example/x?y=1&z=2', 'https://b.example', 'https://c.example/AB', 'https://d.example/s.css']);
    expect(linksOf('<p data-href="x">no link</p>')).toEqual([]);
  });
});
