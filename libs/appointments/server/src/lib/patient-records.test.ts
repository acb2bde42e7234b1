import { ARRIVAL_REASON_PREFIX } from '@portal/appointments/contracts';
import { testDatabases } from '@portal/shared/db/testing';
import { appointmentTestApp, fhirProblems, recordsQuery, hours, insertAppointment, insertFreeSlot, minutes, NOW } from '@portal/shared/server/testing';
import type { Language } from '@portal/shared/util';
import { appointmentsServer } from '../index';
import { appointmentRecords } from './patient-records';

describe.each(testDatabases)('the appointments in the patient’s own data on $name', ({ open }) => {
  const c = appointmentTestApp(open, [appointmentsServer]);
  beforeAll(c.setUp);
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  const ids = () => c.t.personIds;
  const inHours = (n: number) => new Date(NOW.getTime() + hours(n));
  const query = (subjectId: number, lang: Language = 'en') => recordsQuery(c.database, c.t.config, subjectId, { lang });
  const records = (subjectId: number, lang?: Language) => appointmentRecords.records(query(subjectId, lang));

  it('is the part the appointments plugin offers', () => {
    expect(appointmentsServer.patientRecords).toBe(appointmentRecords);
    expect(appointmentRecords.resourceTypes).toEqual(['Appointment']);
  });

  it('gives an upcoming appointment with its time, kind, specialty, practitioner, clinic and arrival reason', async () => {
    const id = await insertAppointment(c.database, {
      startDate: inHours(48),
      reservedByPatientId: ids().adult,
      arrivalReason: `${ARRIVAL_REASON_PREFIX}Selkäkipua`,
    });
    const [appointment, ...rest] = await records(ids().adult);
    expect(rest).toEqual([]);
    expect(appointment).toEqual({
      resourceType: 'Appointment',
      id: `appointment-${id}`,
      identifier: [{ system: 'http://portal.test/fhir/sid/appointment', value: String(id) }],
      status: 'booked',
      serviceType: [{ text: 'Clinic visit' }],
      specialty: [{ text: 'General practice' }],
      appointmentType: { text: 'Visit at the clinic' },
      reasonCode: [{ text: 'Selkäkipua' }],
      description: 'A visit at the clinic.',
      start: '2026-11-25T10:00:00.000Z',
      end: '2026-11-25T10:20:00.000Z',
      minutesDuration: 20,
      participant: [
        { actor: { reference: `Patient/${ids().adult}` }, status: 'accepted' },
        { actor: { display: 'Aino Virtanen' }, status: 'accepted' },
        { actor: { type: 'Location', display: 'Kajo Kamppi' }, status: 'accepted' },
      ],
    });
    expect(fhirProblems(appointment ?? {})).toEqual([]);
  });

  it('gives past, ongoing and cancelled ones too, each with its status, and every one valid FHIR R4', async () => {
    const { adult } = ids();
    const visited = await insertAppointment(c.database, { startDate: inHours(-30), reservedByPatientId: adult, checkedInAt: inHours(-30.2) });
    const unknown = await insertAppointment(c.database, { startDate: inHours(-26), reservedByPatientId: adult });
    const ongoing = await insertAppointment(c.database, { startDate: new Date(NOW.getTime() - minutes(10)), reservedByPatientId: adult, checkedInAt: inHours(-0.3) });
    const byPatient = await insertAppointment(c.database, { startDate: inHours(5), reservedByPatientId: adult, cancelledAt: NOW, hasAppointeeCanceled: true });
    const byClinic = await insertAppointment(c.database, {
      startDate: inHours(6),
      reservedByPatientId: adult,
      cancelledAt: NOW,
      locationType: 'PhoneAppointment',
      isRemote: true,
    });

    const found = await records(adult);
    expect(found.map((resource) => resource.id)).toEqual([visited, unknown, ongoing, byPatient, byClinic].map((id) => `appointment-${id}`));
    expect(found.map((resource) => (resource.resourceType === 'Appointment' ? [resource.status, resource.cancelationReason?.coding?.[0]?.code] : null))).toEqual([
      // Checked in and over.
      ['fulfilled', undefined],
      // Over, but not checked in: whether the patient came is not on record.
      ['booked', undefined],
      ['checked-in', undefined],
      ['cancelled', 'pat'],
      ['cancelled', 'prov'],
    ]);
    expect(found[4]).toMatchObject({ appointmentType: { text: 'Phone appointment' } });
    for (const resource of found) expect(fhirProblems(resource)).toEqual([]);
  });

  it('names the kinds and types in the language asked for', async () => {
    await insertAppointment(c.database, { startDate: inHours(48), reservedByPatientId: ids().adult, locationType: 'RemoteAppointment', isRemote: true });
    const [finnish] = await records(ids().adult, 'fi');
    expect(finnish).toMatchObject({ serviceType: [{ text: 'Vastaanottokäynti' }], specialty: [{ text: 'Yleislääketiede' }], appointmentType: { text: 'Videovastaanotto' } });
    const [swedish] = await records(ids().adult, 'sv');
    expect(swedish).toMatchObject({ appointmentType: { text: 'Videomottagning' } });
  });

  it('leaves out another person’s appointments and the times nobody holds', async () => {
    await insertAppointment(c.database, { startDate: inHours(30), reservedByPatientId: ids().guardian });
    await insertAppointment(c.database, { startDate: inHours(-30), reservedByPatientId: ids().child8, reservedByPersonId: ids().adult });
    await insertFreeSlot(c.database, { startDate: inHours(3) });
    expect(await records(ids().adult)).toEqual([]);
  });

  it('gives a child’s appointments when the child is the subject, and only theirs', async () => {
    const { guardian, child8, child13 } = ids();
    const childs = await insertAppointment(c.database, { startDate: inHours(30), reservedByPatientId: child8, reservedByPersonId: guardian, organisationId: 'children' });
    await insertAppointment(c.database, { startDate: inHours(31), reservedByPatientId: child13, reservedByPersonId: guardian, organisationId: 'children' });
    const own = await insertAppointment(c.database, { startDate: inHours(32), reservedByPatientId: guardian });
    const found = await records(child8);
    expect(found.map((resource) => resource.id)).toEqual([`appointment-${childs}`]);
    expect(found[0]).toMatchObject({ participant: [{ actor: { reference: `Patient/${child8}` }, status: 'accepted' }, {}, {}] });
    expect((await records(guardian)).map((resource) => resource.id)).toEqual([`appointment-${own}`]);
  });
});
