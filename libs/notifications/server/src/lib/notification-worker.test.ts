import { messages, messagingThreads, notificationDeliveries, notificationPreferences, patientConsents, patients, professionalUsers, smsOutbox } from '@portal/shared/db';
import type { AppointmentNoticeJob } from '@portal/shared/db';
import type { NoticeChannel } from '@portal/shared/util';
import { queuedJobs, testDatabases } from '@portal/shared/db/testing';
import type { SmsSender } from '@portal/shared/server';
import { hours, NOW } from '@portal/shared/server/testing';
import { insertReservedAppointment } from '../testing/appointments';
import { noticeTestApp } from '../testing/notice-app';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import type { simpleParser } from 'mailparser';
import { notificationsServer } from '../index';
import type { MailSender } from './mail/mailer';
import { MailNotSent } from './mail/mailer';
import { purgeDeliveries } from './deliveries';
import { DeliveryInProgress, deliverAppointmentNotice, deliverNotice } from './notification-worker';

type Job = AppointmentNoticeJob;

const later = (h: number) => new Date(NOW.getTime() + hours(h));

describe.each(testDatabases)('appointment notices by e-mail on $name', ({ open }) => {
  const n = noticeTestApp(open, [notificationsServer], {
    onJobError: (error) => {
      throw error;
    },
  });
  const { c, deps, received } = n;

  beforeAll(() => n.setUp());
  afterAll(() => n.tearDown());
  beforeEach(async () => {
    await n.reset();
    await c.database.db.delete(patientConsents);
    await c.database.db.delete(notificationPreferences);
  });

  /** The adult patient's notification choices, as my information saves them. */
  const choose = (appointments: NoticeChannel, messages: NoticeChannel = 'email') =>
    c.database.db.insert(notificationPreferences).values({ patientId: c.t.personIds.adult, appointments, messages, updatedAt: NOW });
  const texts = () => c.database.db.select({ to: smsOutbox.phoneNumber, body: smsOutbox.body }).from(smsOutbox);

  const reserved = (values: Parameters<typeof insertReservedAppointment>[2] = {}) =>
    insertReservedAppointment(c.database, c.t.personIds.adult, { language: 'sv', ...values });
  const job = (appointmentId: number, extra: Partial<Job> = {}): Job => ({ about: 'appointment', appointmentId, kind: 'confirmation', sequence: 0, audience: 'signedIn', ...extra });
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

  it('tells of a move with the first booking’s calendar entry, one version on, and plans the new time’s reminder', async () => {
    const first = await reserved({ cancelledAt: NOW, hasAppointeeCanceled: true });
    const moved = await reserved({ language: 'en', calendarEntryId: first, calendarSequence: 1, startDate: later(96) });
    expect(await deliverAppointmentNotice(deps(), job(moved, { kind: 'change', sequence: 1 }))).toBe('sent');
    const { mail } = await receivedAt(0);
    expect(mail.subject).toMatch(/^Kajo: your appointment has moved to /);
    const { method, event } = calendarOf(mail);
    expect([method, event.uid, event.sequence]).toEqual(['REQUEST', `appointment-${first}@general.portal`, 1]);
    expect(event.startDate.toJSDate().getTime()).toBe(later(96).getTime());
    expect((await queuedJobs(c.database.db, 'notification')).map((queued) => queued.data)).toEqual([job(moved, { kind: 'reminder', sequence: 1 })]);
  });

  it('says in the cancellation that the clinic cancelled, when it did', async () => {
    const id = await reserved({ cancelledAt: NOW, hasAppointeeCanceled: false, calendarSequence: 1, language: 'en' });
    expect(await deliverAppointmentNotice(deps(), job(id, { kind: 'cancellation', sequence: 1 }))).toBe('sent');
    expect((await receivedAt(0)).mail.text).toContain('Unfortunately, the clinic has had to cancel this appointment.');
  });

  describe('by text message too', () => {
    const allowTexts = (allowsBookingSms: boolean) =>
      c.database.db.insert(patientConsents).values({
        patientId: c.t.personIds.adult,
        allowsCommonRegistry: true,
        allowsViewingOccupationalInformation: false,
        allowsMarketingMail: false,
        allowsTreatmentInstructionsMail: false,
        allowsBookingSms,
        updatedAt: NOW,
      });
    it('sends the confirmation to the booking’s phone in E.164 when the patient allows booking texts, once', async () => {
      await allowTexts(true);
      const id = await reserved({ phone: '040 123 4567', language: 'fi' });
      expect(await deliverAppointmentNotice(deps(), job(id))).toBe('sent');
      expect(await deliverAppointmentNotice(deps(), job(id))).toBe('alreadySent');
      const sent = await texts();
      expect(sent).toHaveLength(1);
      expect(sent[0]?.to).toBe('+358401234567');
      expect(sent[0]?.body).toMatch(/^Kajo: Aikasi on varattu .*Kajo .*Tiedot: http/);
      expect(sent[0]?.body).toContain(`/fi/ajanvaraukset/${id}`);
    });

    it('sends none without the patient’s consent to booking texts, or without a consent at all', async () => {
      const id = await reserved({ phone: '0401234567' });
      await deliverAppointmentNotice(deps(), job(id));
      await allowTexts(false);
      const other = await reserved({ phone: '0401234567' });
      await deliverAppointmentNotice(deps(), job(other));
      expect(await texts()).toEqual([]);
      expect(await received()).toHaveLength(2);
    });

    it('follows the anonymous form’s box over the consent on record, either way', async () => {
      await allowTexts(false);
      const asked = await reserved({ phone: '0401234567', bookingSmsAllowed: true });
      await deliverAppointmentNotice(deps(), job(asked, { audience: 'anonymous' }));
      expect(await texts()).toHaveLength(1);
      await c.database.db.update(patientConsents).set({ allowsBookingSms: true });
      const declined = await reserved({ phone: '0401234567', bookingSmsAllowed: false });
      await deliverAppointmentNotice(deps(), job(declined, { audience: 'anonymous' }));
      expect(await texts()).toHaveLength(1);
    });

    it('tries the text again without sending the mail twice when the gateway fails', async () => {
      await allowTexts(true);
      const id = await reserved({ phone: '0401234567', cancelledAt: NOW, hasAppointeeCanceled: true, calendarSequence: 1 });
      const failing: SmsSender = { send: () => Promise.reject(new Error('gateway down')) };
      await expect(deliverAppointmentNotice(deps(n.smtp(), failing), job(id, { kind: 'cancellation', sequence: 1 }))).rejects.toThrow('gateway down');
      expect(await deliverAppointmentNotice(deps(), job(id, { kind: 'cancellation', sequence: 1 }))).toBe('alreadySent');
      expect(await received()).toHaveLength(1);
      expect((await texts()).map((text) => text.body)).toEqual([expect.stringMatching(/^Kajo: Din tid .* är avbokad\. Boka en ny tid: http/)]);
    });
  });

  describe('as the patient chose in my information', () => {
    it('sends a confirmation by e-mail whatever the choice, and its text when texts are chosen', async () => {
      await choose('sms');
      const id = await reserved({ phone: '0401234567' });
      expect(await deliverAppointmentNotice(deps(), job(id))).toBe('sent');
      expect(await received()).toHaveLength(1);
      expect(await texts()).toHaveLength(1);
      await c.database.db.update(notificationPreferences).set({ appointments: 'none' });
      const other = await reserved({ phone: '0401234567' });
      expect(await deliverAppointmentNotice(deps(), job(other))).toBe('sent');
      expect([(await received()).length, (await texts()).length]).toEqual([2, 1]);
    });

    it('sends reminders and cancellations only by the channels chosen, or not at all', async () => {
      const id = await reserved({ phone: '0401234567' });
      const cancelled = await reserved({ phone: '0401234567', cancelledAt: NOW, hasAppointeeCanceled: true, calendarSequence: 1 });
      await choose('sms');
      expect(await deliverAppointmentNotice(deps(), job(id, { kind: 'reminder' }))).toBe('sent');
      expect([(await received()).length, (await texts()).length]).toEqual([0, 1]);
      await c.database.db.update(notificationPreferences).set({ appointments: 'none' });
      expect(await deliverAppointmentNotice(deps(), job(cancelled, { kind: 'cancellation', sequence: 1 }))).toBe('skipped:notWanted');
      await c.database.db.update(notificationPreferences).set({ appointments: 'email' });
      expect(await deliverAppointmentNotice(deps(), job(cancelled, { kind: 'cancellation', sequence: 1 }))).toBe('sent');
      expect([(await received()).length, (await texts()).length]).toEqual([1, 1]);
    });

    it('plans the reminder from the text when the booking has no e-mail address', async () => {
      await choose('both');
      const id = await reserved({ phone: '0401234567', emailAddress: null });
      expect(await deliverAppointmentNotice(deps(), job(id))).toBe('sent');
      expect(await received()).toEqual([]);
      expect(await texts()).toHaveLength(1);
      expect((await queuedJobs(c.database.db, 'notification')).map((queued) => queued.data)).toEqual([job(id, { kind: 'reminder' })]);
      await c.database.db.update(notificationPreferences).set({ appointments: 'email' });
      const unreachable = await reserved({ phone: '0401234567', emailAddress: null });
      expect(await deliverAppointmentNotice(deps(), job(unreachable))).toBe('skipped:noAddress');
    });

    it('keeps to the anonymous form’s answers over the choice on record', async () => {
      await choose('none');
      const id = await reserved({ phone: '0401234567', bookingSmsAllowed: true });
      expect(await deliverAppointmentNotice(deps(), job(id, { audience: 'anonymous', kind: 'reminder' }))).toBe('sent');
      expect([(await received()).length, (await texts()).length]).toEqual([1, 1]);
    });
  });

  describe('an address the mail server refuses', () => {
    const refusing = (code: number): MailSender => ({
      send: () => Promise.reject(new MailNotSent(`The mail server refused the message: SMTP ${code}`, code)),
      close: () => Promise.resolve(),
    });

    it('is refused for good on 501, 550, 551 and 553: recorded, not tried again, and the reminder still planned', async () => {
      for (const code of [501, 550, 551, 553]) {
        const id = await reserved();
        expect(await deliverAppointmentNotice(deps(refusing(code)), job(id))).toBe('skipped:refused');
        const [row] = await c.database.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.key, `appointment:${id}:confirmation:0:email`));
        expect([row?.refusedCode, row?.sentAt]).toEqual([code, null]);
        // A retry of the job, even with a server that would take it, sends nothing.
        expect(await deliverAppointmentNotice(deps(), job(id))).toBe('skipped:refused');
        expect((await queuedJobs(c.database.db, 'notification')).filter((queued) => queued.data.about === 'appointment' && queued.data.appointmentId === id)).toHaveLength(1);
      }
      expect(await received()).toEqual([]);
    });

    it('is tried again after any other refusal (a full mailbox, a busy server)', async () => {
      const id = await reserved();
      for (const code of [421, 450, 452, 552, 554]) {
        await expect(deliverAppointmentNotice(deps(refusing(code)), job(id))).rejects.toBeInstanceOf(MailNotSent);
        expect(await c.database.db.select().from(notificationDeliveries)).toEqual([]);
      }
      expect(await deliverAppointmentNotice(deps(), job(id))).toBe('sent');
    });
  });

  it('lets the claim go when sending fails, so that the queue’s retry sends it', async () => {
    const id = await reserved();
    const failing: MailSender = { send: () => Promise.reject(new Error('mail server down')), close: () => Promise.resolve() };
    await expect(deliverAppointmentNotice(deps(failing), job(id))).rejects.toThrow('mail server down');
    expect(await c.database.db.select().from(notificationDeliveries)).toEqual([]);
    expect(await deliverAppointmentNotice(deps(), job(id))).toBe('sent');
    expect(await received()).toHaveLength(1);
  });

  it('forgets the record of a notice a year after its claim', async () => {
    const day = 86_400_000;
    await c.database.db.insert(notificationDeliveries).values([
      { key: 'appointment:1:confirmation:0:email', claimedAt: new Date(NOW.getTime() - 366 * day), sentAt: new Date(NOW.getTime() - 366 * day) },
      { key: 'appointment:2:confirmation:0:email', claimedAt: new Date(NOW.getTime() - 300 * day), sentAt: new Date(NOW.getTime() - 300 * day) },
    ]);
    expect(await purgeDeliveries(c.database.db, NOW)).toBe(1);
    expect((await c.database.db.select({ key: notificationDeliveries.key }).from(notificationDeliveries)).map((row) => row.key)).toEqual(['appointment:2:confirmation:0:email']);
  });

  it('waits (a retry) while another worker holds a fresh claim, and takes over a stale one', async () => {
    const id = await reserved();
    const key = `appointment:${id}:confirmation:0:email`;
    await c.database.db.insert(notificationDeliveries).values({ key, claimedAt: NOW });
    await expect(deliverAppointmentNotice(deps(), job(id))).rejects.toBeInstanceOf(DeliveryInProgress);
    c.t.clock.now = new Date(NOW.getTime() + 3 * 60_000);
    expect(await deliverAppointmentNotice(deps(), job(id))).toBe('sent');
  });

  describe('a message from the care team', () => {
    /** A thread of the adult patient with the patient's first message and the care team's answer. */
    async function answeredThread(deleted = false) {
      const db = c.database.db;
      const [professional] = await db.insert(professionalUsers).values({ firstName: 'Aino', lastName: 'Lääkäri', title: 'Lääkäri', emailAddress: 'aino@clinic.example' }).returning({ id: professionalUsers.id });
      const [thread] = await db.insert(messagingThreads).values({ patientId: c.t.personIds.adult, title: 'Selkäkipu', isActive: true, created: NOW }).returning({ id: messagingThreads.id });
      if (!professional || !thread) throw new Error('insert failed');
      const [own] = await db.insert(messages).values({ threadId: thread.id, created: NOW, content: 'Selkä on kipeä', authorPersonId: c.t.personIds.adult }).returning({ id: messages.id });
      const [answer] = await db
        .insert(messages)
        .values({ threadId: thread.id, created: NOW, content: 'Tule vastaanotolle', authorProfessionalId: professional.id, deletedAt: deleted ? NOW : null })
        .returning({ id: messages.id });
      if (!own || !answer) throw new Error('insert failed');
      return { threadId: thread.id, own: own.id, answer: answer.id };
    }

    beforeEach(async () => {
      await c.database.db.update(patients).set({ email: 'maija.testinen@example.fi' }).where(eq(patients.personId, c.t.personIds.adult));
    });

    it('says only that a message waits, with the link to the conversation, to the address on record, once', async () => {
      const { threadId, answer } = await answeredThread();
      const job = { about: 'message', threadId, messageId: answer } as const;
      expect(await deliverNotice(deps(), job)).toBe('sent');
      expect(await deliverNotice(deps(), job)).toBe('alreadySent');
      const mails = await received();
      expect(mails.map((mail) => mail.recipients)).toEqual([['maija.testinen@example.fi']]);
      const { mail } = await receivedAt(0);
      expect(mail.text).toContain(`${c.t.config.publicOrigin}/fi/`);
      expect(mail.text).toContain(String(threadId));
      // Nothing of the message, its title or its author.
      for (const secret of ['Tule vastaanotolle', 'Selkäkipu', 'Selkä', 'Aino', 'Lääkäri']) {
        expect(`${mail.subject} ${mail.text} ${mail.html || ''}`).not.toContain(secret);
      }
      expect(mail.attachments).toEqual([]);
    });

    it('goes by the channels the patient chose for message notices, to the phone on record', async () => {
      await c.database.db.update(patients).set({ phoneNumber: '040 123 4567' }).where(eq(patients.personId, c.t.personIds.adult));
      await choose('email', 'sms');
      const first = await answeredThread();
      expect(await deliverNotice(deps(), { about: 'message', threadId: first.threadId, messageId: first.answer })).toBe('sent');
      expect(await received()).toEqual([]);
      const sent = await texts();
      expect(sent.map((text) => text.to)).toEqual(['+358401234567']);
      expect(sent[0]?.body).toMatch(/^Kajo: Hoitotiimisi on lähettänyt sinulle viestin\. Lue se palvelussa: http.*\/fi\//);
      for (const secret of ['Tule vastaanotolle', 'Selkäkipu', 'Aino']) expect(sent[0]?.body).not.toContain(secret);
      await c.database.db.update(notificationPreferences).set({ messages: 'both' });
      const second = await answeredThread();
      expect(await deliverNotice(deps(), { about: 'message', threadId: second.threadId, messageId: second.answer })).toBe('sent');
      expect([(await received()).length, (await texts()).length]).toEqual([1, 2]);
      await c.database.db.update(notificationPreferences).set({ messages: 'none' });
      const third = await answeredThread();
      expect(await deliverNotice(deps(), { about: 'message', threadId: third.threadId, messageId: third.answer })).toBe('skipped:notWanted');
    });

    it('sends nothing for the patient’s own message, a deleted one or a patient without an address', async () => {
      const { threadId, own } = await answeredThread();
      expect(await deliverNotice(deps(), { about: 'message', threadId, messageId: own })).toBe('skipped:notFromCareTeam');
      const deleted = await answeredThread(true);
      expect(await deliverNotice(deps(), { about: 'message', threadId: deleted.threadId, messageId: deleted.answer })).toBe('skipped:deleted');
      const other = await answeredThread();
      expect(await deliverNotice(deps(), { about: 'message', threadId: other.threadId + 1, messageId: other.answer })).toBe('skipped:noMessage');
      await c.database.db.update(patients).set({ email: null }).where(eq(patients.personId, c.t.personIds.adult));
      expect(await deliverNotice(deps(), { about: 'message', threadId: other.threadId, messageId: other.answer })).toBe('skipped:noAddress');
      expect(await received()).toEqual([]);
    });
  });
});
