import { appointments, earlierTimeOffers, earlierTimeRequests, patients, smsOutbox } from '@portal/shared/db';
import { testDatabases } from '@portal/shared/db/testing';
import { hours, insertFreeSlot, NOW } from '@portal/shared/server/testing';
import { formatTime, pagePaths } from '@portal/shared/util';
import { eq } from 'drizzle-orm';
import { insertReservedAppointment } from '../testing/appointments';
import { noticeTestApp } from '../testing/notice-app';
import { deliverNotice } from './notification-worker';

const later = (h: number) => new Date(NOW.getTime() + hours(h));
const HELD_UNTIL = new Date(NOW.getTime() + 15 * 60_000);

describe.each(testDatabases)('the offer of an earlier time on $name', ({ open }) => {
  const n = noticeTestApp(open);
  const { c } = n;
  beforeAll(() => n.setUp());
  afterAll(() => n.tearDown());
  beforeEach(async () => {
    await n.reset();
    await c.database.db.delete(earlierTimeRequests);
  });

  const deliver = (offerId: number) => deliverNotice(n.deps(), { about: 'earlierTime', offerId });

  /** The adult's booking with a request for an earlier time, and a time held for it by an offer. */
  const offered = async (channels: ('email' | 'sms')[], language: 'fi' | 'sv' | 'en' = 'sv') => {
    const booking = await insertReservedAppointment(c.database, c.t.personIds.adult, { startDate: later(120), phone: '040 123 4567', emailAddress: 'maija@example.fi', description: 'Selkäkipu' });
    const time = await insertFreeSlot(c.database, { startDate: later(48), heldUntil: HELD_UNTIL, heldForPatientId: c.t.personIds.adult });
    const [request] = await c.database.db
      .insert(earlierTimeRequests)
      .values({ appointmentId: booking, patientId: c.t.personIds.adult, requestedByPersonId: c.t.personIds.adult, samePractitioner: true, clinicIds: ['HKA'], remote: false, partsOfDay: ['morning'], channels, language, createdAt: NOW })
      .returning();
    const [offer] = await c.database.db.insert(earlierTimeOffers).values({ requestId: request?.id ?? 0, appointmentId: time, offeredAt: NOW, heldUntil: HELD_UNTIL }).returning();
    return { booking, time, request: request?.id ?? 0, offer: offer?.id ?? 0 };
  };
  const texts = () => c.database.db.select({ to: smsOutbox.phoneNumber, body: smsOutbox.body }).from(smsOutbox);

  it('sends the mail once, in the request’s language, with the hold’s end and the link that moves the booking, and nothing of either booking', async () => {
    const { booking, time, offer } = await offered(['email']);
    expect(await deliver(offer)).toBe('sent');
    expect(await deliver(offer)).toBe('alreadySent');
    const [sent] = await n.received();
    expect(sent?.recipients).toEqual(['maija@example.fi']);
    expect(sent?.mail.subject).toMatch(/en tidigare tid har blivit ledig/);
    const text = sent?.mail.text ?? '';
    expect(text).toContain(`hålls åt dig till kl. ${formatTime(HELD_UNTIL)}`);
    expect(text).toContain(`${c.t.config.publicOrigin}${pagePaths.booking.reservation('sv', time, `?customerType=private&moveFrom=${booking}`)}`);
    // Nothing personal: not the reason, the practitioner, the clinic or the times.
    for (const personal of ['Selkäkipu', 'Aino Virtanen', 'Kamppi', 'maija']) expect(`${sent?.mail.subject ?? ''} ${text}`.replace('maija@example.fi', '')).not.toContain(personal);
    expect(await texts()).toEqual([]);
  });

  it('sends a text message when the request chose it, no mail when it did not', async () => {
    const { offer } = await offered(['sms'], 'en');
    expect(await deliver(offer)).toBe('sent');
    expect(await n.received()).toEqual([]);
    const [text] = await texts();
    expect(text?.to).toBe('+358401234567');
    expect(text?.body).toMatch(/^.+: An earlier time has become free for your booking\. It is held for you until \d\d:\d\d: http.+moveFrom=\d+$/);
  });

  it('sends a search’s offer to the contact details on record, linking the reservation of the search’s list', async () => {
    await c.database.db.update(patients).set({ email: 'ville@example.fi', phoneNumber: '0407654321' }).where(eq(patients.personId, c.t.personIds.guardian));
    const time = await insertFreeSlot(c.database, { startDate: later(48), heldUntil: HELD_UNTIL, heldForPatientId: c.t.personIds.guardian });
    const [request] = await c.database.db
      .insert(earlierTimeRequests)
      .values({
        patientId: c.t.personIds.guardian,
        requestedByPersonId: c.t.personIds.guardian,
        samePractitioner: false,
        organisationId: 'general',
        specialtyId: 'YL',
        customerType: 'kela65',
        notAfter: later(24 * 14),
        clinicIds: ['HKA'],
        remote: false,
        partsOfDay: ['morning'],
        channels: ['email', 'sms'],
        language: 'en',
        createdAt: NOW,
      })
      .returning();
    const [offer] = await c.database.db.insert(earlierTimeOffers).values({ requestId: request?.id ?? 0, appointmentId: time, offeredAt: NOW, heldUntil: HELD_UNTIL }).returning();
    expect(await deliver(offer?.id ?? 0)).toBe('sent');
    const [sent] = await n.received();
    expect(sent?.recipients).toEqual(['ville@example.fi']);
    expect(sent?.mail.subject).toMatch(/a time that suits you has become free/);
    expect(sent?.mail.text).toContain(`${c.t.config.publicOrigin}${pagePaths.booking.reservation('en', time, '?customerType=kela65')}`);
    expect(sent?.mail.text).not.toContain('moveFrom');
    const [text] = await texts();
    expect(text?.to).toBe('+358407654321');
    expect(text?.body).toMatch(/A time that suits you has become free\. It is held for you until \d\d:\d\d: http/);
  });

  it('sends nothing once the hold has ended, the request was cancelled or the time was taken', async () => {
    const first = await offered(['email']);
    c.t.clock.now = new Date(HELD_UNTIL.getTime() + 1);
    expect(await deliver(first.offer)).toBe('skipped:holdEnded');
    c.t.clock.now = NOW;
    await c.database.db.update(earlierTimeRequests).set({ endedAt: NOW, endReason: 'cancelled' }).where(eq(earlierTimeRequests.id, first.request));
    expect(await deliver(first.offer)).toBe('skipped:requestEnded');
    await c.database.db.update(appointments).set({ reservedByPatientId: c.t.personIds.guardian }).where(eq(appointments.id, first.time));
    expect(await deliver(first.offer)).toBe('skipped:accepted');
    expect(await deliver(999_999)).toBe('skipped:noOffer');
    expect(await n.received()).toEqual([]);
  });
});
