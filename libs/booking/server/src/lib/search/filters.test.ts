import { testDatabases } from '@portal/shared/db/testing';
import { at, searchTestApp } from './testing/fixtures';

const day = '2026-11-24';

describe.each(testDatabases)('searching free times by filter on $name', ({ open }) => {
  const c = searchTestApp(open);
  beforeAll(c.setUp, 60_000);
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  it('lists only free times, by start and then id', async () => {
    const [later, first, second] = await c.insert(
      { startDate: at(day, '10:00') },
      { startDate: at(day, '08:00') },
      { startDate: at(day, '08:00') },
      { startDate: at(day, '09:00'), reservedByPatientId: c.patientId },
      { startDate: at(day, '09:20'), cancelledAt: at('2026-11-20', '10:00') },
      { startDate: at(day, '09:40'), reservedByPatientId: c.patientId, cancelledAt: at('2026-11-20', '10:00') },
    );
    expect(await c.search('')).toEqual([first, second, later]);
  });

  it('lists the brand’s own times and the remote clinics’ times of both brands', async () => {
    const [general, children, childrenRemote] = await c.insert(
      { startDate: at(day, '08:00') },
      { startDate: at(day, '09:00'), organisationId: 'children', clinicId: 'LRU', practitionerId: 35, specialtyId: 'LAS' },
      { startDate: at(day, '10:00'), organisationId: 'children', clinicId: 'RMT', practitionerId: 35, isRemote: true, kindId: 'VETA', locationType: 'RemoteAppointment' },
    );
    expect(await c.search('includeRemote=true')).toEqual([general, childrenRemote]);
    expect(await c.search('includeRemote=true', c.childrenApp)).toEqual([children, childrenRemote]);
  });

  it('gives each customer type its times, and 65+ only the Y65V visit', async () => {
    const [everyone, , kela65, visitForKela65Too] = await c.insert(
      { startDate: at(day, '08:00') },
      { startDate: at(day, '09:00'), practitionerId: 10, specialtyId: 'TTH', healthCareTypes: ['occupational'] },
      { startDate: at(day, '10:00'), kindId: 'Y65V', healthCareTypes: ['kela65'] },
      { startDate: at(day, '11:00'), healthCareTypes: ['private', 'kela65'] },
    );
    expect(await c.search('')).toEqual([everyone, visitForKela65Too]);
    expect(await c.search('customerType=private')).toEqual([everyone, visitForKela65Too]);
    // An occupational search finds what the session's agreement covers: nothing without a session
    // (occupational-search.test.ts searches with agreements).
    expect(await c.search('customerType=occupational')).toEqual([]);
    expect(await c.search('customerType=insurance')).toEqual([everyone]);
    expect(await c.search('customerType=kela65')).toEqual([kela65]);
  });

  it('adds linked clinics and the clinics of nearby municipalities to the chosen clinics', async () => {
    const [kamppi, itakeskus, leppavaara, tikkurila, tampere] = await c.insert(
      { startDate: at(day, '08:00'), clinicId: 'HKA' },
      { startDate: at(day, '08:20'), clinicId: 'HIT' },
      { startDate: at(day, '08:40'), clinicId: 'ELE', practitionerId: 3 },
      { startDate: at(day, '09:00'), clinicId: 'VTI', practitionerId: 4 },
      { startDate: at(day, '09:20'), clinicId: 'TRE', practitionerId: 5 },
    );
    expect(await c.search('clinicIds=HKA')).toEqual([kamppi, itakeskus, leppavaara, tikkurila]);
    expect(await c.search('clinicIds=TRE')).toEqual([tampere]);
    // Leppävaara is linked to Tapiola, and Espoo borders Helsinki and Vantaa.
    expect(await c.search('clinicIds=ETA&clinicIds=TRE')).toEqual([kamppi, itakeskus, leppavaara, tikkurila, tampere]);
  });

  it('includes remote clinics and video visits only with includeRemote', async () => {
    const [physical, atRemoteClinic, video, chat] = await c.insert(
      { startDate: at(day, '08:00'), clinicId: 'TRE', practitionerId: 5 },
      { startDate: at(day, '09:00'), clinicId: 'RMT', isRemote: true, kindId: 'PUH', locationType: 'PhoneAppointment' },
      { startDate: at(day, '10:00'), clinicId: 'HKA', kindId: 'VETA' },
      { startDate: at(day, '11:00'), clinicId: 'CHA' },
    );
    expect(await c.search('')).toEqual([physical]);
    expect(await c.search('includeRemote=false')).toEqual([physical]);
    expect(await c.search('includeRemote=true')).toEqual([physical, atRemoteClinic, video, chat]);
    expect(await c.search('clinicIds=HKA&includeRemote=true')).toEqual([atRemoteClinic, video, chat]);
    expect(await c.search('clinicIds=HKA')).toEqual([]);
  });

  it('pages through physical and remote times merged in start order, same-time ties by id', async () => {
    // 25 physical and 25 remote times, every third one at the same minute as the one before.
    const rows = Array.from({ length: 50 }, (_, i) => {
      const minutes = 7 * 60 + Math.floor(i / 3) * 20 + (i % 3 === 2 ? 0 : (i % 3) * 5);
      const startDate = new Date(at(day, '00:00').getTime() + minutes * 60_000);
      return i % 2 === 0 ? { startDate, clinicId: 'HKA' } : { startDate, clinicId: 'RMT', isRemote: true, kindId: 'PUH', locationType: 'PhoneAppointment' as const };
    });
    const ids = await c.insert(...rows);
    const expected = ids
      .map((id, i) => ({ id, at: rows[i]?.startDate.getTime() ?? 0 }))
      .sort((a, b) => a.at - b.at || a.id - b.id)
      .map((row) => row.id);
    for (const clinics of ['', 'clinicIds=HKA&']) {
      expect(await c.search(`${clinics}includeRemote=true&offset=0`)).toEqual(expected.slice(0, 20));
      expect(await c.search(`${clinics}includeRemote=true&offset=20`)).toEqual(expected.slice(20, 40));
      expect(await c.search(`${clinics}includeRemote=true&offset=40`)).toEqual(expected.slice(40));
      expect(await c.search(`${clinics}includeRemote=true&offset=60`)).toEqual([]);
    }
  });

  it('filters by specialties and practitioners, together with the clinics', async () => {
    const [gp, psychiatrist, otherGp] = await c.insert(
      { startDate: at(day, '08:00') },
      { startDate: at(day, '09:00'), practitionerId: 17, specialtyId: 'PSY' },
      { startDate: at(day, '10:00'), practitionerId: 28 },
    );
    expect(await c.search('specialtyIds=PSY')).toEqual([psychiatrist]);
    expect(await c.search('specialtyIds=PSY&specialtyIds=YL')).toEqual([gp, psychiatrist, otherGp]);
    expect(await c.search('practitionerIds=28')).toEqual([otherGp]);
    expect(await c.search('practitionerIds=28&practitionerIds=1&specialtyIds=YL')).toEqual([gp, otherGp]);
    expect(await c.search('practitionerIds=17&specialtyIds=YL')).toEqual([]);
    expect(await c.search('practitionerIds=1&clinicIds=TRE')).toEqual([]);
  });

  it('splits the day by the start hour in Helsinki time, the evening taking 21:00-21:59 (inclusive)', async () => {
    const times = ['06:59', '07:00', '11:59', '12:00', '15:59', '16:00', '20:59', '21:00', '21:59', '22:00'];
    const ids = await c.insert(...times.map((time) => ({ startDate: at(day, time) })));
    const byTime = Object.fromEntries(times.map((time, i) => [time, ids[i]]));
    expect(await c.search('timeOfDay=all')).toEqual(ids);
    expect(await c.search('timeOfDay=morning')).toEqual([byTime['07:00'], byTime['11:59']]);
    expect(await c.search('timeOfDay=afternoon')).toEqual([byTime['12:00'], byTime['15:59']]);
    expect(await c.search('timeOfDay=evening')).toEqual([byTime['16:00'], byTime['20:59'], byTime['21:00'], byTime['21:59']]);
  });

  it('keeps to Helsinki time in summer too', async () => {
    c.clock.now = new Date('2026-06-01T05:00:00Z');
    const [morning, evening] = await c.insert({ startDate: new Date('2026-06-02T04:00:00Z') }, { startDate: new Date('2026-06-02T13:00:00Z') });
    expect(await c.search('startDate=2026-06-02&timeOfDay=morning')).toEqual([morning]);
    expect(await c.search('startDate=2026-06-02&timeOfDay=evening')).toEqual([evening]);
  });
});
