import { devMail, notificationDeliveries, openJobQueue } from '@portal/shared/db';
import type { JobData, JobQueue } from '@portal/shared/db';
import { clearQueuedJobs, queuedJobs, testDatabases } from '@portal/shared/db/testing';
import { appointmentTestApp, hours, insertAppointment, NOW } from '@portal/shared/server/testing';
import { asc } from 'drizzle-orm';
import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import { notificationsServer } from '../index';
import type { DevSmtpServer } from './mail/dev-smtp-server';
import { startDevSmtpServer } from './mail/dev-smtp-server';
import type { MailSender } from './mail/mailer';
import { createSmtpSender } from './mail/mailer';
import type { NotificationWorkerDeps } from './notification-worker';
import { DeliveryInProgress, deliverAppointmentNotice } from './notification-worker';

type Job = JobData['notification'];

const later = (h: number) => new Date(NOW.getTime() + hours(h));

describe.each(testDatabases)('appointment notices by e-mail on $name', ({ open }) => {
  const c = appointmentTestApp(open, [notificationsServer]);
  let server: DevSmtpServer;
  let smtp: MailSender;
  let jobs: JobQueue;

  beforeAll(async () => {
    await c.setUp();
    server = await startDevSmtpServer(c.database.db, () => c.t.clock.now);
    smtp = createSmtpSender(server.url);
    jobs = await openJobQueue(c.database.queueDatabase, { work: false, onError: (error) => { throw error; } });
  });
  afterAll(async () => {
    await jobs.stop();
    await smtp.close();
    await server.close();
    await c.tearDown();
  });
  beforeEach(async () => {
    await c.reset();
    await c.database.db.delete(devMail);
    await c.database.db.delete(notificationDeliveries);
    await clearQueuedJobs(c.database.db);
  });

  const deps = (mail: MailSender = smtp): NotificationWorkerDeps => ({
    db: c.database.db,
    config: c.t.config,
    now: () => c.t.clock.now,
    jobs,
    mail,
    from: 'Kajo <no-reply@portal.invalid>',
    fromAddress: 'no-reply@portal.invalid',
    reminderHoursBefore: 24,
    log: c.t.app.log,
  });
  let links = 0;
  const reserved = (values: Partial<Parameters<typeof insertAppointment>[1]> = {}) =>
    insertAppointment(c.database, {
      startDate: later(72),
      reservedByPatientId: c.t.personIds.adult,
      emailAddress: 'maija@example.fi',
      language: 'sv',
      anonymousLinkId: `AnonymousLinkOfTheTest${String(++links).padStart(4, '0')}`,
      payerType: 'self',
      ...values,
    });
  const job = (appointmentId: number, extra: Partial<Job> = {}): Job => ({ about: 'appointment', appointmentId, kind: 'confirmation', sequence: 0, audience: 'signedIn', ...extra });
  const received = async () => {
    const rows = await c.database.db.select().from(devMail).orderBy(asc(devMail.id));
    return Promise.all(rows.map(async (row) => ({ recipients: row.recipients, mail: await simpleParser(row.raw) })));
  };
  const receivedAt = async (index: number) => {
    const found = (await received())[index];
    if (!found) throw new Error(`No mail ${index}`);
    return found;
  };
  /** The calendar entry of a mail, parsed: the text/calendar part nodemailer adds. */
  const calendarOf = (mail: Awaited<ReturnType<typeof simpleParser>>) => {
    const ics = mail.attachments.find((file) => file.contentType.startsWith('text/calendar') || file.contentType === 'application/ics');
    if (!ics) throw new Error('no calendar entry');
    const calendar = new ICAL.Component(ICAL.parse(ics.content.toString('utf8')));
    const event = calendar.getFirstSubcomponent('vevent');
    if (!event) throw new Error('no event');
    return { method: calendar.getFirstPropertyValue('method'), event: new ICAL.Event(event) };
  };

  it('sends the confirmation over SMTP in the booking’s language, with the calendar entry and the appointment page, and plans the reminder', async () => {
    const id = await reserved();
    expect(await deliverAppointmentNotice(deps(), job(id))).toBe('sent');
    expect(await received()).toHaveLength(1);
    const first = await receivedAt(0);
    expect(first.recipients).toEqual(['maija@example.fi']);
    const mail = first.mail;
    expect(mail.subject).toMatch(/Kajo/);
    expect(mail.html || '').toContain('lang="sv"');
    expect(mail.text).toContain(`${c.t.config.publicOrigin}/sv/tidsbokningar/${id}`);
    const { method, event } = calendarOf(mail);
    expect(method).toBe('REQUEST');
    expect(event.sequence).toBe(0);
    expect(event.startDate.toJSDate().getTime()).toBe(later(72).getTime());
    expect((await queuedJobs(c.database.db, 'notification')).map((queued) => [queued.data, queued.startAfter.getTime()])).toEqual([
      [job(id, { kind: 'reminder' }), later(72 - 24).getTime()],
    ]);
  });

  it('sends a notice once: the same job again finds it sent', async () => {
    const id = await reserved();
    expect(await deliverAppointmentNotice(deps(), job(id))).toBe('sent');
    expect(await deliverAppointmentNotice(deps(), job(id))).toBe('alreadySent');
    expect(await received()).toHaveLength(1);
  });

  it('leads an anonymous booker to the anonymous appointment link', async () => {
    const id = await reserved({ language: 'en', anonymousLinkId: 'AnonymousLinkOfTheTest123' });
    await deliverAppointmentNotice(deps(), job(id, { audience: 'anonymous' }));
    const [first] = await received();
    expect(first?.mail.text).toContain(`${c.t.config.publicOrigin}/en/appointment/AnonymousLinkOfTheTest123`);
  });

  it('plans no reminder for a time booked closer than the reminder’s lead', async () => {
    const id = await reserved({ startDate: later(20) });
    expect(await deliverAppointmentNotice(deps(), job(id))).toBe('sent');
    expect(await queuedJobs(c.database.db, 'notification')).toEqual([]);
  });

  it('skips a confirmation or reminder of an appointment cancelled or started since, and a reminder planned before a change', async () => {
    const cancelled = await reserved({ cancelledAt: NOW });
    const started = await reserved({ startDate: later(-1) });
    const changed = await reserved({ calendarSequence: 2 });
    expect(await deliverAppointmentNotice(deps(), job(cancelled))).toBe('skipped:cancelled');
    expect(await deliverAppointmentNotice(deps(), job(cancelled, { kind: 'reminder' }))).toBe('skipped:cancelled');
    expect(await deliverAppointmentNotice(deps(), job(started, { kind: 'reminder' }))).toBe('skipped:started');
    expect(await deliverAppointmentNotice(deps(), job(changed, { kind: 'reminder', sequence: 1 }))).toBe('skipped:changed');
    expect(await deliverAppointmentNotice(deps(), job(999_999))).toBe('skipped:noAppointment');
    expect(await received()).toEqual([]);
  });

  it('sends the cancellation as a calendar CANCEL of the same entry, with the next sequence', async () => {
    const id = await reserved({ cancelledAt: NOW, hasAppointeeCanceled: true, calendarSequence: 1 });
    await deliverAppointmentNotice(deps(), job(id));
    expect(await deliverAppointmentNotice(deps(), job(id, { kind: 'cancellation', sequence: 1 }))).toBe('sent');
    expect(await received()).toHaveLength(1);
    const { method, event } = calendarOf((await receivedAt(0)).mail);
    expect([method, event.sequence]).toEqual(['CANCEL', 1]);
    const confirmed = await reserved();
    await deliverAppointmentNotice(deps(), job(confirmed));
    const confirmation = calendarOf((await receivedAt(1)).mail);
    expect(event.uid.replace(String(id), '#')).toBe(confirmation.event.uid.replace(String(confirmed), '#'));
  });

  it('lets the claim go when sending fails, so that the queue’s retry sends it', async () => {
    const id = await reserved();
    const failing: MailSender = { send: () => Promise.reject(new Error('mail server down')), close: () => Promise.resolve() };
    await expect(deliverAppointmentNotice(deps(failing), job(id))).rejects.toThrow('mail server down');
    expect(await c.database.db.select().from(notificationDeliveries)).toEqual([]);
    expect(await deliverAppointmentNotice(deps(), job(id))).toBe('sent');
    expect(await received()).toHaveLength(1);
  });

  it('waits (a retry) while another worker holds a fresh claim, and takes over a stale one', async () => {
    const id = await reserved();
    const key = `appointment:${id}:confirmation:0:email`;
    await c.database.db.insert(notificationDeliveries).values({ key, claimedAt: NOW });
    await expect(deliverAppointmentNotice(deps(), job(id))).rejects.toBeInstanceOf(DeliveryInProgress);
    c.t.clock.now = new Date(NOW.getTime() + 3 * 60_000);
    expect(await deliverAppointmentNotice(deps(), job(id))).toBe('sent');
  });
});
