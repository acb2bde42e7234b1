import { ValidationErrorBodySchema } from '@portal/shared/contracts';
import { practitioners } from '@portal/shared/db';
import { testDatabases } from '@portal/shared/db/testing';
import * as v from 'valibot';
import { at, searchTestApp } from './testing/fixtures';

describe.each(testDatabases)('the search window, paging and answer on $name', ({ open }) => {
  const c = searchTestApp(open);
  beforeAll(c.setUp, 60_000);
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  // The clock stands at Monday 23 November 2026, 12:00 in Helsinki.
  it('searches from now to the end of the week the month ends in', async () => {
    const [, today, lastMoment] = await c.insert(
      { startDate: at('2026-11-23', '09:00') },
      { startDate: at('2026-11-23', '13:00') },
      { startDate: at('2026-12-06', '23:40') },
      { startDate: at('2026-12-07', '00:00') },
    );
    expect(await c.search('')).toEqual([today, lastMoment]);
    expect(await c.search('startDate=2026-11-23')).toEqual([today, lastMoment]);
    expect(await c.search('startDate=2026-11-01')).toEqual([today, lastMoment]);
  });

  it('starts a later month at its start day and runs to the end of its last week', async () => {
    const [, startDay, lastMoment] = await c.insert(
      { startDate: at('2026-12-09', '23:40') },
      { startDate: at('2026-12-10', '00:00') },
      { startDate: at('2027-01-03', '23:40') },
      { startDate: at('2027-01-04', '00:00') },
    );
    expect(await c.search('startDate=2026-12-10')).toEqual([startDay, lastMoment]);
    expect(await c.search('startDate=2026-12-10&endDate=2026-12-10')).toEqual([startDay]);
  });

  it('gives 20 at a time from the offset', async () => {
    const ids = await c.insert(...Array.from({ length: 45 }, (_, i) => ({ startDate: new Date(at('2026-11-24', '07:00').getTime() + i * 20 * 60_000) })));
    expect(await c.search('offset=0')).toEqual(ids.slice(0, 20));
    expect(await c.search('offset=20')).toEqual(ids.slice(20, 40));
    expect(await c.search('offset=40')).toEqual(ids.slice(40));
    expect(await c.search('offset=60')).toEqual([]);
  });

  it('answers a time with its texts in the language, its end and its price', async () => {
    const [visit, y65v] = await c.insert({ startDate: at('2026-11-24', '08:00') }, { startDate: at('2026-11-24', '09:00'), kindId: 'Y65V', healthCareTypes: ['kela65'] });
    const response = await c.get('/api/appointments?lang=en');
    expect(response.headers['cache-control']).toBe('no-store');
    const body = await c.searchBody('lang=en');
    expect(body.availableAppointments.type).toBe('success');
    expect(body.availableAppointments.appointments[0]).toMatchObject({
      id: visit,
      startDate: '2026-11-24T06:00:00.000Z',
      endDate: '2026-11-24T06:20:00.000Z',
      isRemote: false,
      isReserved: false,
      requiresAuthToReserve: false,
      organisationId: 'general',
      kind: { cmsContent: { title: 'Clinic visit' } },
      practitioner: { id: 1, name: 'Aino Virtanen', title: 'General practitioner', isResource: false },
      specialtyData: { specialties: [{ id: 'YL' }] },
      clinic: { id: 'HKA', name: 'Kajo Kamppi', address: { street: 'Urho Kekkosen katu 4', postalCode: '00100', postOffice: 'Helsinki' }, municipality: 'Helsinki' },
      price: {
        rateEuros: 89,
        additionalFees: [{ code: 'TOIM', name: 'Office fee', rateEuros: 14.9 }],
        fixedPriceEuros: null,
        priceDetails: [
          { name: 'General practitioner', rateEuros: 89 },
          { name: 'Office fee', rateEuros: 14.9 },
        ],
      },
    });
    const finnish = await c.searchBody('lang=fi');
    expect(finnish.availableAppointments.appointments[0]?.kind.cmsContent.title).toBe('Vastaanottokäynti');
    const kela65 = await c.searchBody('customerType=kela65');
    expect(kela65.availableAppointments.appointments.map((a) => [a.id, a.price?.fixedPriceEuros])).toEqual([[y65v, 28.2]]);
  });

  it("answers the specialty's and the practitioner's reservation info and photo in the language", async () => {
    await c.database.db
      .insert(practitioners)
      .values({
        id: 901,
        name: 'Uusi Hoitaja',
        title: { fi: 'Sairaanhoitaja', sv: 'Sjukskötare', en: 'Nurse' },
        profilePictureUrl: 'https://images.kajo.example/901.jpg',
        appointmentReservationInfo: { fi: 'Ota mukaan lähete.', sv: 'Ta med remissen.', en: 'Bring your referral.' },
      })
      .onConflictDoNothing();
    await c.insert({ startDate: at('2026-11-24', '09:00'), practitionerId: 901, practitionerRateId: null, specialtyId: 'LAB' });
    const [time] = (await c.searchBody('lang=sv')).availableAppointments.appointments;
    expect(time?.practitioner).toMatchObject({ profileImage: 'https://images.kajo.example/901.jpg', cmsContent: { appointmentReservationInfo: 'Ta med remissen.' } });
    expect(time?.specialtyData.specialties[0]?.cmsContent.appointmentReservationInfo).toBe('Kom fastande till provtagningen om inte remissen säger något annat.');
  });

  it('finds a time of a practitioner added after the reference data was cached', async () => {
    await c.insert({ startDate: at('2026-11-24', '08:00') });
    expect(await c.search('')).toHaveLength(1);
    await c.database.db
      .insert(practitioners)
      .values({ id: 900, name: 'Uusi Lääkäri', title: { fi: 'Yleislääkäri', sv: 'Allmänläkare', en: 'General practitioner' } })
      .onConflictDoNothing();
    const [added] = await c.insert({ startDate: at('2026-11-24', '09:00'), practitionerId: 900, practitionerRateId: null });
    const body = await c.searchBody('lang=en');
    expect(body.availableAppointments.appointments.map((a) => [a.id === added, a.practitioner.name, a.price])).toEqual([
      [false, 'Aino Virtanen', expect.anything()],
      [true, 'Uusi Lääkäri', null],
    ]);
  });

  it.each([
    ['startDate=2026-02-30', 'startDate'],
    ['startDate=24.11.2026', 'startDate'],
    ['endDate=tomorrow', 'endDate'],
    ['timeOfDay=night', 'timeOfDay'],
    ['offset=10', 'offset'],
    ['offset=-20', 'offset'],
    ['includeRemote=1', 'includeRemote'],
    ['customerType=company', 'customerType'],
    ['practitionerIds=abc', 'practitionerIds.0'],
  ])('rejects %s with a validation error', async (query, path) => {
    for (const url of [`/api/appointments?${query}`, `/api/appointments/available-appointment-dates?${query}`]) {
      const response = await c.get(url);
      expect(response.statusCode).toBe(400);
      const body = v.parse(ValidationErrorBodySchema, response.json());
      expect(body.details.map((detail) => detail.path)).toContain(path);
    }
  });
});
