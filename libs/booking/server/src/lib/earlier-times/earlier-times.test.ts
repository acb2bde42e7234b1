import { EarlierTimeSaveResponseSchema, EarlierTimeStateSchema, MAX_SEARCH_REQUESTS, MoveAppointmentResponseSchema, SearchRequestListSchema, SearchRequestSaveResponseSchema } from '@portal/booking/contracts';
import { ValidationErrorBodySchema } from '@portal/shared/contracts';
import type { JobQueue } from '@portal/shared/db';
import { appointments, earlierTimeOffers, earlierTimeRequests, openJobQueue, practitionerSpecialties } from '@portal/shared/db';
import { queuedJobs, testDatabases } from '@portal/shared/db/testing';
import { hours, insertAppointment, insertFreeSlot, NOW, reservationTestApp, send, sessionFor, storedAppointment } from '@portal/shared/server/testing';
import { helsinkiDateString, helsinkiInstant, VIDEO_KIND_ID } from '@portal/shared/util';
import { and, eq, isNull, ne } from 'drizzle-orm';
import * as v from 'valibot';
import { bookingServer } from '../../index';
import { DEFAULT_HOLD_MINUTES } from './config';
import { inPartsOfDay, offerFreedTime } from './offers';

const later = (h: number) => new Date(NOW.getTime() + hours(h));
/** A Helsinki wall-clock time `days` days on from the test clock's day. */
const onDay = (days: number, time: string) => helsinkiInstant(helsinkiDateString(new Date(NOW.getTime() + days * 86_400_000)), time);
const minutes = (n: number) => n * 60_000;

const asked = {
  samePractitioner: true,
  clinicIds: ['HKA'],
  remote: false,
  partsOfDay: ['morning', 'afternoon', 'evening'],
  channels: ['email'],
  language: 'en',
};

describe('inPartsOfDay', () => {
  it('places a start in the search’s parts of the day, Helsinki time, and every start in all three', () => {
    expect(inPartsOfDay(onDay(3, '07:00'), ['morning'])).toBe(true);
    expect(inPartsOfDay(onDay(3, '11:59'), ['morning'])).toBe(true);
    expect(inPartsOfDay(onDay(3, '12:00'), ['morning'])).toBe(false);
    expect(inPartsOfDay(onDay(3, '12:00'), ['afternoon'])).toBe(true);
    expect(inPartsOfDay(onDay(3, '16:00'), ['afternoon'])).toBe(false);
    expect(inPartsOfDay(onDay(3, '21:40'), ['evening'])).toBe(true);
    expect(inPartsOfDay(onDay(3, '06:30'), ['morning', 'afternoon'])).toBe(false);
    expect(inPartsOfDay(onDay(3, '06:30'), ['morning', 'afternoon', 'evening'])).toBe(true);
  });
});

describe.each(testDatabases)('offers of an earlier time on $name', ({ open }) => {
  const c = reservationTestApp(open, [bookingServer]);
  let jobs: JobQueue;
  beforeAll(async () => {
    await c.setUp();
    jobs = await openJobQueue(c.database.queueDatabase, { work: false, onError: () => undefined });
  });
  afterAll(async () => {
    await jobs.stop();
    await c.tearDown();
  });
  beforeEach(async () => {
    await c.reset();
    // A search's requests name no appointment, whose clearing takes the bookings' along.
    await c.database.db.delete(earlierTimeRequests);
  });

  const deps = () => ({ db: c.database.db, config: c.t.config, jobs, holdMinutes: DEFAULT_HOLD_MINUTES });
  const offer = (appointmentId: number, at = NOW) => offerFreedTime(deps(), appointmentId, at);
  const path = (id: number) => `/api/appointments/${id}/earlier-time`;

  /** A booking of `patientId` (the adult by default) at `startDate`, private. */
  const booked = (startDate: Date, patientId = c.t.personIds.adult, values: Partial<typeof appointments.$inferInsert> = {}) =>
    insertAppointment(c.database, { startDate, reservedByPatientId: patientId, reservedByPersonId: patientId, emailAddress: 'maija@example.com', phone: '+358401234567', payerType: 'self', ...values });
  const free = (startDate: Date, values: Partial<typeof appointments.$inferInsert> = {}) => insertFreeSlot(c.database, { startDate, ...values });

  const put = async (id: number, body: Record<string, unknown> = asked, personId = c.t.personIds.adult) =>
    send(c.t, 'PUT', path(id), { session: await sessionFor(c.t, personId), body });
  const ask = async (id: number, body: Record<string, unknown> = asked, personId = c.t.personIds.adult) => {
    const response = await put(id, body, personId);
    expect(response.statusCode).toBe(200);
    return v.parse(EarlierTimeSaveResponseSchema, response.json());
  };
  const state = async (id: number, personId = c.t.personIds.adult) => {
    const response = await send(c.t, 'GET', `${path(id)}?lang=en`, { session: await sessionFor(c.t, personId) });
    expect(response.statusCode).toBe(200);
    return v.parse(EarlierTimeStateSchema, response.json());
  };
  const move = async (fromAppointmentId: number, toAppointmentId: number, personId = c.t.personIds.adult) => {
    const response = await send(c.t, 'POST', '/api/move-appointment', { session: await sessionFor(c.t, personId), body: { fromAppointmentId, toAppointmentId, language: 'en' } });
    expect(response.statusCode).toBe(200);
    return v.parse(MoveAppointmentResponseSchema, response.json());
  };
  const offers = () => c.database.db.select().from(earlierTimeOffers).orderBy(earlierTimeOffers.id);

  describe('the request', () => {
    it('is made, read back with the form’s choices, and changed in place by a second PUT (a retry changes nothing)', async () => {
      const id = await booked(later(96));
      const saved = await ask(id);
      expect(saved.type).toBe('saved');
      const read = await state(id);
      expect(read).toMatchObject({ available: true, offer: null, request: { samePractitioner: true, clinicIds: ['HKA'], remote: false, channels: ['email'], createdAt: NOW.toISOString() } });
      expect(read.choices.clinics.map((clinic) => clinic.id)).toContain('HKA');
      expect(read.choices).toMatchObject({ sms: true, specialtyName: 'General practice' });
      expect(read.choices.practitionerName).toMatch(/, General practitioner$/);

      c.t.clock.now = later(1);
      await ask(id, { ...asked, samePractitioner: false, partsOfDay: ['morning'] });
      await ask(id, { ...asked, samePractitioner: false, partsOfDay: ['morning'] });
      const rows = await c.database.db.select().from(earlierTimeRequests);
      expect(rows).toHaveLength(1);
      // Its place in line is kept.
      expect(rows[0]).toMatchObject({ samePractitioner: false, partsOfDay: ['morning'], createdAt: NOW, endedAt: null, requestedByPersonId: c.t.personIds.adult });
    });

    it.each([
      ['no clinic and no remote times', { clinicIds: [], remote: false }, 'clinicIds'],
      ['no part of the day', { partsOfDay: [] }, 'partsOfDay'],
      ['no way to be told', { channels: [] }, 'channels'],
      ['a part of the day twice', { partsOfDay: ['morning', 'morning'] }, 'partsOfDay'],
      ['a clinic where the specialty is not seen', { clinicIds: ['NOPE'] }, 'clinicIds'],
      ['remote times of a specialty without them', { remote: true }, 'remote'],
    ])('refuses %s (400 naming the field)', async (_name, change, field) => {
      const id = await booked(later(96));
      const response = await put(id, { ...asked, ...change });
      expect(response.statusCode).toBe(400);
      const body = v.parse(ValidationErrorBodySchema, response.json());
      expect(body.details.map((detail) => detail.path)).toContain(field);
      expect(await c.database.db.select().from(earlierTimeRequests)).toHaveLength(0);
    });

    it('refuses text messages for a booking with no phone number', async () => {
      const id = await booked(later(96), c.t.personIds.adult, { phone: null });
      expect((await state(id)).choices.sms).toBe(false);
      const response = await put(id, { ...asked, channels: ['email', 'sms'] });
      expect(response.statusCode).toBe(400);
    });

    it('is not available inside the cancellation window, nor for a payer the portal does not book', async () => {
      const soon = await booked(later(10));
      expect(await ask(soon)).toEqual({ type: 'notAvailable' });
      expect((await state(soon)).available).toBe(false);
      const other = await booked(later(96), c.t.personIds.adult, { payerType: 'other' });
      expect(await ask(other)).toEqual({ type: 'notAvailable' });
    });

    it('answers 404 for another patient’s booking, a cancelled or a past one, and without a session 401', async () => {
      const theirs = await booked(later(96), c.t.personIds.guardian);
      expect((await put(theirs)).statusCode).toBe(404);
      expect((await send(c.t, 'GET', `${path(theirs)}?lang=en`, { session: await sessionFor(c.t, c.t.personIds.adult) })).statusCode).toBe(404);
      expect((await send(c.t, 'DELETE', path(theirs), { session: await sessionFor(c.t, c.t.personIds.adult) })).statusCode).toBe(404);
      const cancelled = await booked(later(96), c.t.personIds.adult, { cancelledAt: NOW });
      expect((await put(cancelled)).statusCode).toBe(404);
      const past = await booked(later(-2));
      expect((await put(past)).statusCode).toBe(404);
      expect((await send(c.t, 'GET', `${path(theirs)}?lang=en`)).statusCode).toBe(401);
    });

    it('refuses a change without the CSRF token', async () => {
      const id = await booked(later(96));
      const response = await send(c.t, 'PUT', path(id), { session: await sessionFor(c.t, c.t.personIds.adult), body: asked, csrf: false });
      expect(response.statusCode).toBe(403);
    });

    it('is cancelled by DELETE, again without harm, and the time it held passes on at once', async () => {
      const mine = await booked(later(120));
      const theirs = await booked(later(130), c.t.personIds.guardian);
      await ask(mine);
      await ask(theirs, asked, c.t.personIds.guardian);
      const time = await free(later(60));
      expect(await offer(time)).toBe('offered');
      expect((await state(mine)).offer).toMatchObject({ appointmentId: time });

      const session = await sessionFor(c.t, c.t.personIds.adult);
      expect((await send(c.t, 'DELETE', path(mine), { session })).statusCode).toBe(204);
      expect((await send(c.t, 'DELETE', path(mine), { session })).statusCode).toBe(204);
      expect(await state(mine)).toMatchObject({ request: null, offer: null });
      expect(await storedAppointment(c.database, time)).toMatchObject({ heldUntil: null, heldForPatientId: null });
      expect((await queuedJobs(c.database.db, 'earlier-time')).filter((job) => job.startAfter <= later(1)).map((job) => job.data)).toContainEqual({ appointmentId: time });
      // The next in line gets it.
      expect(await offer(time)).toBe('offered');
      expect((await storedAppointment(c.database, time))?.heldForPatientId).toBe(c.t.personIds.guardian);
    });
  });

  describe('matching a freed time', () => {
    it('offers it to the first who asked, holds it, and plans the notice and the passing on', async () => {
      const first = await booked(later(120), c.t.personIds.guardian);
      const second = await booked(later(120));
      await ask(first, asked, c.t.personIds.guardian);
      c.t.clock.now = later(0.1);
      await ask(second);
      const time = await free(later(48));
      expect(await offer(time)).toBe('offered');
      const heldUntil = new Date(NOW.getTime() + minutes(DEFAULT_HOLD_MINUTES));
      expect(await storedAppointment(c.database, time)).toMatchObject({ heldUntil, heldForPatientId: c.t.personIds.guardian });
      const [made] = await offers();
      expect(made).toMatchObject({ appointmentId: time, heldUntil, acceptedAt: null });
      expect((await queuedJobs(c.database.db, 'notification')).map((job) => job.data)).toEqual([{ about: 'earlierTime', offerId: made?.id }]);
      const passOn = (await queuedJobs(c.database.db, 'earlier-time')).find((job) => job.data.appointmentId === time);
      expect(passOn?.startAfter).toEqual(heldUntil);
      // Held: a second job for the time offers nothing, and nobody else sees it or takes it.
      expect(await offer(time)).toBe('held');
      expect((await send(c.t, 'GET', `/api/appointments/${time}?lang=en`)).statusCode).toBe(404);
      expect((await move(second, time)).type).toBe('appointmentNotAvailable');

      // When the hold ends, the next in line gets it; the first is not offered it again.
      const after = new Date(heldUntil.getTime() + 1_000);
      expect(await offer(time, after)).toBe('offered');
      expect((await storedAppointment(c.database, time))?.heldForPatientId).toBe(c.t.personIds.adult);
      expect(await offer(time, new Date(after.getTime() + minutes(DEFAULT_HOLD_MINUTES) + 1_000))).toBe('nobodyWaiting');
    });

    it('leaves the search and the reservation page without a held time until its hold ends', async () => {
      const mine = await booked(later(120));
      await ask(mine);
      const time = await free(onDay(2, '10:00'));
      await offer(time);
      const listed = async () => {
        const response = await send(c.t, 'GET', `/api/appointments?lang=en&customerType=private&clinicIds=HKA&startDate=${helsinkiDateString(onDay(2, '10:00'))}`);
        const body = response.json() as { availableAppointments: { appointments?: { id: number }[] } };
        return (body.availableAppointments.appointments ?? []).map((row) => row.id);
      };
      expect(await listed()).not.toContain(time);
      c.t.clock.now = new Date(NOW.getTime() + minutes(DEFAULT_HOLD_MINUTES) + 1_000);
      expect(await listed()).toContain(time);
    });

    it.each([
      ['a later time than the booking', { startDate: later(130) }, {}],
      ['another practitioner when the same one was asked', { practitionerId: 0 }, {}],
      ['another clinic', { clinicId: 'HIT' }, {}],
      ['a remote time when none was asked', { isRemote: true }, {}],
      ['a time in a part of the day not asked', { startDate: onDay(2, '17:00') }, { partsOfDay: ['morning'] }],
      ['a time of another specialty', { specialtyId: 'TTH' }, {}],
      ['a time not offered to the booking’s payer', { healthCareTypes: ['occupational'] as ('occupational' | 'private')[] }, {}],
    ])('does not offer %s', async (_name, timeValues, requestValues) => {
      const mine = await booked(later(120));
      await ask(mine, { ...asked, ...requestValues });
      const values = { ...timeValues } as Partial<typeof appointments.$inferInsert>;
      if (values.practitionerId === 0) values.practitionerId = await otherGp();
      const time = await free((timeValues as { startDate?: Date }).startDate ?? onDay(2, '10:00'), values);
      expect(await offer(time)).toBe('nobodyWaiting');
      expect(await offers()).toEqual([]);
    });

    it('offers anyone of the specialty when asked, and a booking inside its cancellation window nothing', async () => {
      const mine = await booked(later(120));
      await ask(mine, { ...asked, samePractitioner: false });
      const time = await free(onDay(2, '10:00'), { practitionerId: await otherGp() });
      expect(await offer(time)).toBe('offered');

      await c.reset();
      const soon = await booked(later(30));
      await ask(soon);
      // The window closes while the request waits.
      const time2 = await free(later(26));
      expect(await offer(time2, later(10))).toBe('nobodyWaiting');
    });

    it('keeps an insurance booking’s kind of visit', async () => {
      const insured = await booked(later(120), c.t.personIds.adult, { payerType: 'insurance', insuranceCompany: 'IF', reimbursementOption: 'USE_REIMBURSEMENT', kindId: 'VO' });
      await ask(insured);
      const otherKind = await free(onDay(2, '10:00'), { kindId: VIDEO_KIND_ID });
      expect(await offer(otherKind)).toBe('nobodyWaiting');
      const sameKind = await free(onDay(2, '11:00'));
      expect(await offer(sameKind)).toBe('offered');
    });

    it('offers a patient’s cancelled time and the time a move frees', async () => {
      const waiting = await booked(later(200), c.t.personIds.guardian);
      await ask(waiting, asked, c.t.personIds.guardian);
      const moving = await booked(later(100));
      const target = await free(later(150));
      expect((await move(moving, target)).type).toBe('success');
      const [job] = (await queuedJobs(c.database.db, 'earlier-time')).map((queued) => queued.data);
      expect(job).toBeDefined();
      const copy = await storedAppointment(c.database, job?.appointmentId ?? 0);
      expect(copy).toMatchObject({ startDate: later(100), reservedByPatientId: null, cancelledAt: null });
      expect(await offer(copy?.id ?? 0)).toBe('offered');
    });
  });

  describe('accepting', () => {
    it('moves the booking to the held time, ends the request and frees the old time for the next', async () => {
      const mine = await booked(later(120));
      await ask(mine);
      const time = await free(later(48));
      await offer(time);
      c.t.clock.now = later(0.1);
      expect(await move(mine, time)).toMatchObject({ type: 'success', appointmentId: time });
      expect(await storedAppointment(c.database, time)).toMatchObject({ reservedByPatientId: c.t.personIds.adult, heldUntil: null, heldForPatientId: null });
      expect(await storedAppointment(c.database, mine)).toMatchObject({ movedToAppointmentId: time });
      const [request] = await c.database.db.select().from(earlierTimeRequests);
      expect(request).toMatchObject({ endedAt: later(0.1), endReason: 'moved' });
      expect((await offers())[0]).toMatchObject({ acceptedAt: later(0.1) });
      // The old time is free again, and offered on.
      const free120 = await c.database.db
        .select({ id: appointments.id })
        .from(appointments)
        .where(and(eq(appointments.startDate, later(120)), ne(appointments.id, mine)));
      expect(free120).toHaveLength(1);
      expect((await queuedJobs(c.database.db, 'earlier-time')).map((job) => job.data)).toContainEqual({ appointmentId: free120[0]?.id });
    });

    it('still takes the time after the hold when nobody else holds it', async () => {
      const mine = await booked(later(120));
      await ask(mine);
      const time = await free(later(48));
      await offer(time);
      c.t.clock.now = new Date(NOW.getTime() + minutes(DEFAULT_HOLD_MINUTES + 5));
      expect((await move(mine, time)).type).toBe('success');
    });
  });

  describe('a search’s request', () => {
    const searchBody = {
      customerType: 'private',
      specialtyId: 'YL',
      practitionerId: null,
      clinicIds: ['HKA'],
      remote: false,
      partsOfDay: ['morning', 'afternoon', 'evening'],
      channels: ['email'],
      notAfter: helsinkiDateString(later(24 * 14)),
      language: 'en',
    };
    const postSearch = async (body: Record<string, unknown> = searchBody, personId = c.t.personIds.guardian) =>
      send(c.t, 'POST', '/api/earlier-time-requests', { session: await sessionFor(c.t, personId), body });
    const askSearch = async (body: Record<string, unknown> = searchBody, personId = c.t.personIds.guardian) => {
      const response = await postSearch(body, personId);
      expect(response.statusCode).toBe(200);
      return v.parse(SearchRequestSaveResponseSchema, response.json());
    };
    const listed = async (personId = c.t.personIds.guardian) => {
      const response = await send(c.t, 'GET', '/api/earlier-time-requests?lang=en', { session: await sessionFor(c.t, personId) });
      expect(response.statusCode).toBe(200);
      return v.parse(SearchRequestListSchema, response.json()).requests;
    };

    it('is made, listed with its names, and cancelled (again without harm)', async () => {
      const saved = await askSearch();
      expect(saved.type).toBe('saved');
      const [request] = await listed();
      expect(request).toMatchObject({ customerType: 'private', specialtyName: 'General practice', practitionerName: null, remote: false, channels: ['email'], notAfter: searchBody.notAfter, offer: null });
      expect(request?.clinics).toHaveLength(1);
      expect(await listed(c.t.personIds.adult)).toEqual([]);
      const id = saved.type === 'saved' ? saved.id : 0;
      // Nobody else's to cancel.
      expect((await send(c.t, 'DELETE', `/api/earlier-time-requests/${id}`, { session: await sessionFor(c.t, c.t.personIds.adult) })).statusCode).toBe(404);
      const session = await sessionFor(c.t, c.t.personIds.guardian);
      expect((await send(c.t, 'DELETE', `/api/earlier-time-requests/${id}`, { session })).statusCode).toBe(204);
      expect((await send(c.t, 'DELETE', `/api/earlier-time-requests/${id}`, { session })).statusCode).toBe(204);
      expect(await listed()).toEqual([]);
    });

    it(`allows ${MAX_SEARCH_REQUESTS} open at once`, async () => {
      for (let n = 0; n < MAX_SEARCH_REQUESTS; n++) expect((await askSearch()).type).toBe('saved');
      expect(await askSearch()).toEqual({ type: 'tooManyRequests' });
    });

    it.each([
      ['a past latest day', { notAfter: helsinkiDateString(later(-48)) }, 'notAfter'],
      ['a latest day over a year on', { notAfter: helsinkiDateString(later(24 * 400)) }, 'notAfter'],
      ['a practitioner of another specialty', { practitionerId: 99_999 }, 'practitionerId'],
      ['no clinic and no remote times', { clinicIds: [] }, 'clinicIds'],
      ['text messages without a phone on record', { channels: ['sms'] }, 'channels'],
    ])('refuses %s (400 naming the field)', async (_name, change, field) => {
      const response = await postSearch({ ...searchBody, ...change });
      expect(response.statusCode).toBe(400);
      expect(v.parse(ValidationErrorBodySchema, response.json()).details.map((detail) => detail.path)).toContain(field);
    });

    it('refuses the occupational list to a patient outside occupational health care', async () => {
      expect(await askSearch({ ...searchBody, customerType: 'occupational' })).toEqual({ type: 'notAvailable' });
    });

    it('keeps of the search’s clinics and remote times those where the specialty is seen, and is not available with none', async () => {
      expect(await askSearch({ ...searchBody, clinicIds: ['NOPE'] })).toEqual({ type: 'notAvailable' });
      expect(await askSearch({ ...searchBody, clinicIds: [], remote: true })).toEqual({ type: 'notAvailable' });
      expect((await askSearch({ ...searchBody, clinicIds: ['NOPE', 'HKA'], remote: true })).type).toBe('saved');
      const [kept] = await c.database.db.select().from(earlierTimeRequests);
      expect(kept).toMatchObject({ clinicIds: ['HKA'], remote: false });
    });

    it('is offered a matching time in its turn among bookings’ requests, no later than its latest day, and served by reserving it', async () => {
      const booking = await booked(later(300));
      await ask(booking);
      c.t.clock.now = later(0.1);
      await askSearch();
      c.t.clock.now = NOW;
      // After the latest day: not for the search.
      const tooLate = await free(later(24 * 15));
      expect(await offer(tooLate)).toBe('nobodyWaiting');
      // The booking's request was first: it gets the first time; the search the next.
      const first = await free(later(48));
      const second = await free(later(50));
      expect(await offer(first)).toBe('offered');
      expect(await offer(second)).toBe('offered');
      expect((await storedAppointment(c.database, second))?.heldForPatientId).toBe(c.t.personIds.guardian);
      expect((await listed())[0]?.offer).toMatchObject({ appointmentId: second });

      const reserved = await send(c.t, 'POST', '/api/reserve-appointment', {
        session: await sessionFor(c.t, c.t.personIds.guardian),
        body: { internalOrganization: 'general', appointmentId: second, emailAddress: 'ville@example.com', phone: '0401234567' },
      });
      expect(reserved.json()).toMatchObject({ type: 'success' });
      expect(await listed()).toEqual([]);
      const [ended] = await c.database.db.select().from(earlierTimeRequests).where(isNull(earlierTimeRequests.appointmentId));
      expect(ended).toMatchObject({ endReason: 'booked', endedAt: NOW });
    });
  });

  async function otherGp(): Promise<number> {
    const [row] = await c.database.db
      .select({ id: practitionerSpecialties.practitionerId })
      .from(practitionerSpecialties)
      .where(and(eq(practitionerSpecialties.specialtyId, 'YL'), ne(practitionerSpecialties.practitionerId, 1)))
      .limit(1);
    if (!row) throw new Error('No second general practitioner in the catalogue');
    return row.id;
  }
});
