import { ReservationResponseSchema } from '@portal/booking/contracts';
import { patients } from '@portal/shared/db';
import { testDatabases } from '@portal/shared/db/testing';
import { contactBody, hours, insertFreeSlot, NOW, reservationTestApp, send, sessionFor } from '@portal/shared/server/testing';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { domains } from './app';

const consent = { allowsCommonRegistry: true, allowsViewingOccupationalInformation: true, allowsMarketingMail: false, allowsTreatmentInstructionsMail: true, allowsBookingSms: true, privacyPolicyRead: true };

/** Flows that cross domains (account and booking), on the composed API. */
describe.each(testDatabases)('registration, consent and reservation together on $name', ({ open }) => {
  const c = reservationTestApp(open, domains);
  beforeAll(c.setUp);
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  const post = async (url: string, body: unknown, personId: number, actingFor: number | null = null) => send(c.t, 'POST', url, { session: await sessionFor(c.t, personId, actingFor), body });
  const reserve = async (appointmentId: number, personId: number) => {
    const response = await post('/api/reserve-appointment', { internalOrganization: 'general', appointmentId, emailAddress: 'a@example.com', phone: '0401234567' }, personId);
    expect(response.statusCode).toBe(200);
    return v.parse(ReservationResponseSchema, response.json()).type;
  };
  const withoutConsent = (personId: number) => c.database.db.update(patients).set({ patientDataConsentFormUpdated: null }).where(eq(patients.personId, personId));

  it('lets an unregistered person register, consent and then reserve (Onni’s way)', async () => {
    const { unregistered } = c.t.personIds;
    const slot = await insertFreeSlot(c.database, { startDate: new Date(NOW.getTime() + hours(48)) });
    expect(await reserve(slot, unregistered)).toBe('noPatient');
    expect((await post('/api/user/register', { ...contactBody, firstName: 'Uusi', lastName: 'Asiakas' }, unregistered)).statusCode).toBe(200);
    expect(await reserve(slot, unregistered)).toBe('patientDataConsentRequired');
    expect((await post('/api/user/consent?lang=en', consent, unregistered)).statusCode).toBe(200);
    expect(await reserve(slot, unregistered)).toBe('success');
  });

  it('answers patientDataConsentRequired until a teenager without consent consents (Ella’s way)', async () => {
    const { child13 } = c.t.personIds;
    await withoutConsent(child13);
    const slot = await insertFreeSlot(c.database, { startDate: new Date(NOW.getTime() + hours(48)) });
    expect(await reserve(slot, child13)).toBe('patientDataConsentRequired');
    expect(await reserve(slot, child13)).toBe('patientDataConsentRequired');
    expect((await post('/api/user/consent?lang=fi', consent, child13)).statusCode).toBe(200);
    expect(await reserve(slot, child13)).toBe('success');
  });

});
