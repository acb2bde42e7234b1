import type { DatabaseHandle } from '@portal/shared/db';
import { devMail } from '@portal/shared/db';
import { testDatabases } from '@portal/shared/db/testing';
import { hours, NOW } from '@portal/shared/server/testing';
import { asc } from 'drizzle-orm';
import type { DevSmtpServer } from './dev-smtp-server';
import { DEV_MAIL_MAX_BYTES, purgeDevMail, startDevSmtpServer } from './dev-smtp-server';
import type { MailSender } from './mailer';
import { createSmtpSender, MailNotSent } from './mailer';

const day = hours(24);

describe.each(testDatabases)('the development SMTP server on $name', ({ open }) => {
  let database: DatabaseHandle;
  let server: DevSmtpServer;
  let sender: MailSender;
  let at = NOW;
  const rows = () => database.db.select().from(devMail).orderBy(asc(devMail.id));

  beforeAll(async () => {
    database = await open();
    server = await startDevSmtpServer(database.db, () => at);
    sender = createSmtpSender(server.url);
  });
  afterAll(async () => {
    await sender.close();
    await server.close();
    await database.close();
  });
  beforeEach(async () => {
    at = NOW;
    await database.db.delete(devMail);
  });

  it('listens on this machine only, on a port of its own', () => {
    expect(server.url).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
    expect(server.url).not.toMatch(/:(0|25|587)$/);
  });

  it('keeps each message it receives, with its envelope in lower case', async () => {
    await sender.send({ to: 'Maija.Testinen@Example.FI', from: 'Kajo <No-Reply@Portal.invalid>', subject: 'Aika vahvistettu', html: '<p>Hei</p>', text: 'Hei' });
    at = new Date(NOW.getTime() + 1000);
    await sender.send({ to: 'ville@example.fi', from: 'no-reply@portal.invalid', subject: 'Muistutus', html: '<p>Muista</p>', text: 'Muista' });
    const [first, second, ...rest] = await rows();
    expect(rest).toEqual([]);
    expect(first).toEqual({
      id: expect.any(Number),
      receivedAt: NOW,
      envelopeFrom: 'no-reply@portal.invalid',
      recipients: ['maija.testinen@example.fi'],
      raw: expect.stringContaining('Subject: Aika vahvistettu'),
    });
    expect(first?.raw).toMatch(/^To: Maija\.Testinen@example\.fi$/m);
    expect(second).toEqual(expect.objectContaining({ receivedAt: new Date(NOW.getTime() + 1000), recipients: ['ville@example.fi'] }));
  });

  it('refuses a message over its size limit and keeps nothing of it', async () => {
    const large = { filename: 'large.bin', content: Buffer.alloc(DEV_MAIL_MAX_BYTES + 1024, 1), contentType: 'application/octet-stream' };
    const mail = { to: 'maija@example.fi', from: 'no-reply@portal.invalid', subject: 'Iso', html: '<p>Iso</p>', text: 'Iso', attachments: [large] };
    const error: unknown = await sender.send(mail).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(MailNotSent);
    expect((error as MailNotSent).responseCode).toBe(552);
    expect(await rows()).toEqual([]);
  });

  it('purges messages older than a week, and only those', async () => {
    const message = (receivedAt: Date) => ({ receivedAt, envelopeFrom: null, recipients: ['maija@example.fi'], raw: 'Subject: x\r\n\r\nx' });
    await database.db.insert(devMail).values([message(new Date(NOW.getTime() - 7 * day - 1000)), message(new Date(NOW.getTime() - 7 * day + 1000)), message(NOW)]);
    expect(await purgeDevMail(database.db, NOW)).toBe(1);
    expect((await rows()).map((row) => row.receivedAt)).toEqual([new Date(NOW.getTime() - 7 * day + 1000), NOW]);
    expect(await purgeDevMail(database.db, NOW)).toBe(0);
    expect(await purgeDevMail(database.db, new Date(NOW.getTime() + 7 * day + 1000))).toBe(2);
  });
});
