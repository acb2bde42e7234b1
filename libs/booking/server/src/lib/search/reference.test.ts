import {
  AvailableDatesResponseSchema,
  BookingFiltersResponseSchema,
  PractitionerClinicsResponseSchema,
  SpecialtyResponseSchema,
} from '@portal/booking/contracts';
import { practitionerClinics, specialties } from '@portal/shared/db';
import { testDatabases } from '@portal/shared/db/testing';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { at, NOW, searchTestApp } from './testing/fixtures';

describe.each(testDatabases)('the calendar and the reference data of the search on $name', ({ open }) => {
  const c = searchTestApp(open);
  beforeAll(c.setUp, 60_000);
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  const dates = async (query: string) => {
    const response = await c.get(`/api/appointments/available-appointment-dates?${query}`);
    expect(response.statusCode).toBe(200);
    return v.parse(AvailableDatesResponseSchema, response.json()).dates;
  };

  it('lists the Helsinki days of the window with a free time, once each, with the same filters', async () => {
    c.clock.now = new Date('2026-11-20T10:00:00Z');
    await c.insert(
      { startDate: at('2026-11-24', '08:00') },
      { startDate: at('2026-11-24', '09:00') },
      // 00:30 in Helsinki is still the previous day in UTC.
      { startDate: at('2026-11-26', '00:30') },
      { startDate: at('2026-11-27', '08:00'), reservedByPatientId: c.patientId },
      { startDate: at('2026-11-28', '08:00'), cancelledAt: at('2026-11-20', '09:00') },
      { startDate: at('2026-11-30', '17:00'), clinicId: 'TRE', practitionerId: 5 },
      { startDate: at('2026-12-07', '08:00') },
    );
    expect(await dates('')).toEqual(['2026-11-24', '2026-11-26', '2026-11-30']);
    // The calendar shows the whole window, also the days before the chosen start day.
    expect(await dates('startDate=2026-11-26')).toEqual(['2026-11-24', '2026-11-26', '2026-11-30']);
    expect(await dates('timeOfDay=evening')).toEqual(['2026-11-30']);
    expect(await dates('clinicIds=HKA')).toEqual(['2026-11-24', '2026-11-26']);
    // December's window opens on Monday 30 November, the start of the week December begins in.
    expect(await dates('startDate=2026-12-01')).toEqual(['2026-11-30', '2026-12-07']);
  });

  it('gives the brand’s clinics where a practitioner works', async () => {
    const clinicsOf = async (query: string) => v.parse(PractitionerClinicsResponseSchema, (await c.get(`/api/appointments/practitioner-clinics?${query}`)).json());
    expect(await clinicsOf('id=1&lang=fi')).toEqual({ clinicIds: ['HIT', 'HKA', 'RMT'] });
    // A paediatrician of the children's brand works at none of the general brand's physical clinics.
    expect(await clinicsOf('id=35')).toEqual({ clinicIds: ['RMT'] });
    expect(await clinicsOf('id=999')).toEqual({ clinicIds: [] });
    expect((await c.get('/api/appointments/practitioner-clinics?id=x')).statusCode).toBe(400);
  });

  it('gives a specialty’s texts, or says it cannot be booked online', async () => {
    const specialty = async (query: string) => {
      const response = await c.get(`/api/appointments/specialty?${query}`);
      return [response.statusCode, response.statusCode === 200 ? v.parse(SpecialtyResponseSchema, response.json()) : response.json()];
    };
    expect(await specialty('id=YL&lang=en')).toEqual([200, { type: 'success', specialty: { cmsContent: { title: expect.any(String), description: expect.any(String) } } }]);
    expect(await specialty('id=KUV&lang=en')).toEqual([200, { type: 'webReservationNotAllowed' }]);
    expect(await specialty('id=NOPE')).toEqual([404, { type: 'NotFound' }]);
    expect((await specialty('lang=fi'))[0]).toBe(400);
  });

  it('gives the filters: the brand’s clinics with links and neighbours, practitioners with free times for the customer type', async () => {
    await c.insert(
      { startDate: at('2026-11-24', '08:00') },
      { startDate: at('2026-11-24', '09:00'), practitionerId: 10, specialtyId: 'TTH', healthCareTypes: ['occupational'] },
      { startDate: at('2026-11-24', '10:00'), practitionerId: 17, specialtyId: 'PSY', reservedByPatientId: c.patientId },
      { startDate: at('2026-11-20', '10:00'), practitionerId: 28 },
    );
    const filters = async (query: string) => v.parse(BookingFiltersResponseSchema, (await c.get(`/api/appointments/filters?${query}`)).json());
    const general = await filters('lang=en');
    expect(general.clinics.map((clinic) => clinic.id)).not.toContain('LRU');
    expect(general.clinics.find((clinic) => clinic.id === 'HKA')).toEqual({
      id: 'HKA',
      name: 'Kajo Kamppi',
      municipality: 'Helsinki',
      municipalityId: '091',
      isRemote: false,
      linkedClinicIds: ['HIT'],
      nearbyMunicipalityIds: ['049', '092'],
    });
    expect(general.clinics.find((clinic) => clinic.id === 'RMT')).toMatchObject({ isRemote: true, municipality: null });
    expect(general.practitioners).toEqual([{ id: 1, name: 'Aino Virtanen', title: 'General practitioner', isResource: false, specialtyIds: ['YL'], clinicIds: ['HIT', 'HKA', 'RMT'] }]);
    expect(general.specialties.map((s) => s.id)).toEqual(['YL']);
    const occupational = await filters('lang=en&customerType=occupational');
    expect(occupational.practitioners.map((p) => p.id).sort()).toEqual([1, 10]);
    expect(occupational.specialties.map((s) => s.id).sort()).toEqual(['TTH', 'YL']);
    const children = v.parse(BookingFiltersResponseSchema, (await c.get('/api/appointments/filters', c.childrenApp)).json());
    expect(children.clinics.map((clinic) => clinic.id).sort()).toEqual(['LOM', 'LRU', 'LTR', 'RMT']);
  });

  it('holds the filters, a practitioner’s clinics and a specialty’s texts for a minute by their arguments', async () => {
    // An hour away from the other tests' clock, so that nothing they loaded is still held.
    const start = new Date(NOW.getTime() + 3_600_000);
    c.clock.now = start;
    const practitionerIds = async (query: string) =>
      v.parse(BookingFiltersResponseSchema, (await c.get(`/api/appointments/filters?${query}`)).json()).practitioners.map((p) => p.id).sort((a, b) => a - b);
    const clinicIds = async () => v.parse(PractitionerClinicsResponseSchema, (await c.get('/api/appointments/practitioner-clinics?id=1')).json()).clinicIds;
    const title = async () => {
      const answer = v.parse(SpecialtyResponseSchema, (await c.get('/api/appointments/specialty?id=YL&lang=en')).json());
      return answer.type === 'success' ? answer.specialty.cmsContent.title : answer.type;
    };
    const [yl] = await c.database.db.select().from(specialties).where(eq(specialties.id, 'YL'));
    if (!yl) throw new Error('no YL in the catalogue');

    await c.insert({ startDate: at('2026-11-24', '08:00') });
    expect(await practitionerIds('lang=en')).toEqual([1]);
    expect(await clinicIds()).toEqual(['HIT', 'HKA', 'RMT']);
    expect(await title()).toBe(yl.title.en);

    // The rows change: a second practitioner gets a free time, the first a new clinic, the specialty a new title.
    await c.insert({ startDate: at('2026-11-24', '10:00'), practitionerId: 28 });
    await c.database.db.insert(practitionerClinics).values({ practitionerId: 1, clinicId: 'TRE' });
    await c.database.db
      .update(specialties)
      .set({ title: { ...yl.title, en: 'Family doctor' } })
      .where(eq(specialties.id, 'YL'));
    try {
      c.clock.now = new Date(start.getTime() + 60_000);
      expect(await practitionerIds('lang=en')).toEqual([1]);
      expect(await clinicIds()).toEqual(['HIT', 'HKA', 'RMT']);
      expect(await title()).toBe(yl.title.en);
      // Other arguments are other answers, loaded now.
      expect(await practitionerIds('lang=fi')).toEqual([1, 28]);

      c.clock.now = new Date(start.getTime() + 60_001);
      expect(await practitionerIds('lang=en')).toEqual([1, 28]);
      expect(await clinicIds()).toEqual(['HIT', 'HKA', 'RMT', 'TRE']);
      expect(await title()).toBe('Family doctor');
    } finally {
      await c.database.db.delete(practitionerClinics).where(and(eq(practitionerClinics.practitionerId, 1), eq(practitionerClinics.clinicId, 'TRE')));
      await c.database.db.update(specialties).set({ title: yl.title }).where(eq(specialties.id, 'YL'));
    }
  });
});
