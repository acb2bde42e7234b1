import type { RenewalAnswersDraft } from '@portal/prescriptions/contracts';
import { PrescriptionRenewalResponseSchema, PrescriptionsListSchema } from '@portal/prescriptions/contracts';
import { messageAttachments, messages, messagingThreads, threadAssignments, threadProfessionals, threadReads } from '@portal/shared/db';
import { testDatabases } from '@portal/shared/db/testing';
import type { TestApp } from '@portal/shared/server/testing';
import { call, NOW, sessionFor } from '@portal/shared/server/testing';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { insertPrescription, prescriptionTestApp } from '../testing/prescription-fixtures';
import { RENEWAL_THREAD_TITLE } from './renewal-message';

function answers(): RenewalAnswersDraft {
  return {
    general: { usage: 'asPrescribed', healthChange: 'unchanged' },
    text: { purpose: 'Kilpirauhasen vajaatoimintaan', otherMedicines: 'Ei muita' },
    yesNo: { finished: { answer: 'yes', followUp: '' }, sideEffects: { answer: 'yes', followUp: 'Sydämentykytystä' } },
  };
}

describe.each(testDatabases)('prescriptions on $name', ({ open }) => {
  const c = prescriptionTestApp(open);
  beforeAll(c.setUp);
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  const list = async (personId = c.t.personIds.adult, actingFor: number | null = null, t: TestApp = c.t, query = 'lang=fi') => {
    const response = await call(t, 'GET', `/api/prescriptions?${query}`, { session: await sessionFor(t, personId, actingFor) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return v.parse(PrescriptionsListSchema, response.json());
  };

  const renew = async (body: unknown, options: { personId?: number; actingFor?: number | null; t?: TestApp; lang?: string; csrf?: boolean } = {}) => {
    const t = options.t ?? c.t;
    const session = await sessionFor(t, options.personId ?? c.t.personIds.adult, options.actingFor ?? null);
    return call(t, 'POST', `/api/prescription-renewals?lang=${options.lang ?? 'fi'}`, { session, body, ...(options.csrf === false ? { csrf: false } : {}) });
  };

  const threads = () => c.database.db.select().from(messagingThreads);

  describe('GET /api/prescriptions', () => {
    it('lists the patient’s prescriptions newest first with every field of the spec', async () => {
      const { adult } = c.t.personIds;
      const older = await insertPrescription(c.database, adult, { issuedDate: '2025-06-01', isRenewable: false, treatmentLength: null, treatmentLengthUnit: null, medicineName: 'Hydrocortison', strength: '1 %' });
      const newer = await insertPrescription(c.database, adult);
      const page = await list();
      expect(page.prescriptions.map((prescription) => prescription.id)).toEqual([newer, older]);
      expect(page.prescriptions[0]).toEqual({
        id: newer,
        medicineName: 'Levaxin',
        strength: '50 mikrog',
        issuedDate: '2026-01-27',
        isRenewable: true,
        medicineType: 'tabletti',
        packageUnit: 'kpl',
        packageSize: 100,
        packageCount: 1,
        totalAmount: 100,
        treatmentLength: 3,
        treatmentLengthUnit: 'months',
        dosageGuide: '1 tabletti aamulla tyhjään mahaan',
        usageGuide: 'Kilpirauhasen vajaatoimintaan',
      });
      expect(page.prescriptions[1]).toEqual(expect.objectContaining({ isRenewable: false, treatmentLength: null, treatmentLengthUnit: null }));
      expect(page.renewal).toEqual({ enabled: true, status: 'ok' });
    });

    it('keeps two prescriptions of one day in a fixed order', async () => {
      const ids = [await insertPrescription(c.database, c.t.personIds.adult), await insertPrescription(c.database, c.t.personIds.adult)];
      expect((await list()).prescriptions.map((prescription) => prescription.id)).toEqual(ids.reverse());
    });

    it('never shows another person’s prescriptions', async () => {
      const { adult, guardian, child8 } = c.t.personIds;
      const own = await insertPrescription(c.database, adult);
      await insertPrescription(c.database, guardian);
      await insertPrescription(c.database, child8);
      expect((await list()).prescriptions.map((prescription) => prescription.id)).toEqual([own]);
    });

    it('shows a guardian acting for a child the child’s prescriptions only, without renewal', async () => {
      const { guardian, child8, child13 } = c.t.personIds;
      const childs = await insertPrescription(c.database, child8);
      await insertPrescription(c.database, child13);
      const own = await insertPrescription(c.database, guardian);
      const forChild = await list(guardian, child8);
      expect(forChild.prescriptions.map((prescription) => prescription.id)).toEqual([childs]);
      expect(forChild.renewal.enabled).toBe(false);
      // Signed in for himself, the guardian sees and may renew his own.
      const ownPage = await list(guardian);
      expect(ownPage.prescriptions.map((prescription) => prescription.id)).toEqual([own]);
      expect(ownPage.renewal.enabled).toBe(true);
    });

    it('offers no renewal when nothing is renewable, and says there are none', async () => {
      expect(await list()).toEqual({ prescriptions: [], renewal: { enabled: false, status: 'ok' } });
      await insertPrescription(c.database, c.t.personIds.adult, { isRenewable: false });
      expect((await list()).renewal.enabled).toBe(false);
    });

    it('offers no renewal in the children’s brand or without messaging, but lists the prescriptions', async () => {
      const id = await insertPrescription(c.database, c.t.personIds.adult);
      for (const t of [c.children, c.messagingOff]) {
        const page = await list(c.t.personIds.adult, null, t);
        expect(page.prescriptions.map((prescription) => prescription.id)).toEqual([id]);
        expect(page.renewal.enabled).toBe(false);
      }
    });

    it('says when messaging is in maintenance mode', async () => {
      await insertPrescription(c.database, c.t.personIds.adult);
      expect((await list(c.t.personIds.adult, null, c.maintenance)).renewal).toEqual({ enabled: true, status: 'maintenance-mode' });
    });

    it('refuses an unknown language and needs a session', async () => {
      const response = await call(c.t, 'GET', '/api/prescriptions?lang=de', { session: await sessionFor(c.t, c.t.personIds.adult) });
      expect([response.statusCode, response.json().type]).toEqual([400, 'ValidationError']);
      await insertPrescription(c.database, c.t.personIds.adult);
      const anonymous = await call(c.t, 'GET', '/api/prescriptions?lang=fi');
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.body).not.toContain('Levaxin');
    });
  });

  describe('POST /api/prescription-renewals', () => {
    it('sends the renewal as one new conversation to customer service with the Finnish title, a text body and no attachments', async () => {
      const { adult } = c.t.personIds;
      const levaxin = await insertPrescription(c.database, adult);
      const ventoline = await insertPrescription(c.database, adult, { medicineName: 'Ventoline Evohaler', strength: '0,1 mg/annos', issuedDate: '2026-06-26' });
      await insertPrescription(c.database, adult, { medicineName: 'Amlodipin', strength: '5 mg' });
      const response = await renew({ prescriptionIds: [levaxin, ventoline], answers: answers() }, { lang: 'sv' });
      expect(response.statusCode).toBe(201);
      const [thread, ...others] = await threads();
      expect(others).toEqual([]);
      expect(v.parse(PrescriptionRenewalResponseSchema, response.json())).toEqual({ threadPath: `/sv/meddelanden/${thread?.id}` });
      expect(thread).toEqual(expect.objectContaining({ patientId: adult, title: RENEWAL_THREAD_TITLE, isActive: true, threadType: 'customer', created: NOW }));
      const id = thread?.id ?? 0;

      const sent = await c.database.db.select().from(messages).where(eq(messages.threadId, id));
      expect(sent).toHaveLength(1);
      expect(sent[0]).toEqual(expect.objectContaining({ authorPersonId: adult, authorProfessionalId: null, created: NOW }));
      // Finnish whatever the patient's language: the care team reads it.
      expect(sent[0]?.content).toBe(
        [
          'Pyydän uusimaan seuraavat reseptit:\n- Ventoline Evohaler 0,1 mg/annos (määrätty 26.6.2026)\n- Levaxin 50 mikrog (määrätty 27.1.2026)',
          'Miten olet käyttänyt lääkettä?\nOhjeen mukaisesti',
          'Onko terveydentilasi muuttunut reseptin kirjoittamisen jälkeen?\nEi muutosta',
          'Mihin käytät lääkettä?\nKilpirauhasen vajaatoimintaan',
          'Mitä muita lääkkeitä, luontaistuotteita tai ravintolisiä käytät?\nEi muita',
          'Onko resepti loppunut tai loppumassa kuukauden kuluessa?\nKyllä',
          'Onko lääkkeestä ollut haittavaikutuksia?\nKyllä',
          'Kuvaile haittavaikutukset\nSydämentykytystä',
        ].join('\n\n'),
      );
      expect(await c.database.db.select().from(messageAttachments)).toEqual([]);
      // To customer service, assigned to them, and read by the customer who wrote it.
      expect(await c.database.db.select().from(threadProfessionals).where(eq(threadProfessionals.threadId, id))).toEqual([{ threadId: id, professionalUserId: c.pros.service, role: 'participant' }]);
      expect(await c.database.db.select({ assigneeId: threadAssignments.assigneeId }).from(threadAssignments).where(eq(threadAssignments.threadId, id))).toEqual([{ assigneeId: c.pros.service }]);
      expect(await c.database.db.select().from(threadReads).where(eq(threadReads.threadId, id))).toEqual([{ threadId: id, readerKind: 'customer', readerId: adult, readAt: NOW }]);
    });

    it.each([
      ['fi', '/fi/viestit/'],
      ['en', '/en/conversations/'],
    ])('answers with the conversation’s path in %s', async (lang, prefix) => {
      const id = await insertPrescription(c.database, c.t.personIds.adult);
      const response = await renew({ prescriptionIds: [id], answers: answers() }, { lang });
      expect(response.statusCode).toBe(201);
      expect(response.json().threadPath).toMatch(new RegExp(`^${prefix}\\d+$`));
    });

    it('refuses another person’s prescription exactly as an unknown id, and sends nothing', async () => {
      const { adult, guardian } = c.t.personIds;
      const own = await insertPrescription(c.database, adult);
      const theirs = await insertPrescription(c.database, guardian);
      const unknown = await renew({ prescriptionIds: [own, theirs + 1000], answers: answers() });
      const others = await renew({ prescriptionIds: [own, theirs], answers: answers() });
      expect([others.statusCode, others.json()]).toEqual([404, { type: 'NotFound' }]);
      expect(others.body).toBe(unknown.body);
      expect(others.statusCode).toBe(unknown.statusCode);
      expect(await threads()).toEqual([]);
    });

    it('refuses a non-renewable prescription and sends nothing', async () => {
      const { adult } = c.t.personIds;
      const renewable = await insertPrescription(c.database, adult);
      const once = await insertPrescription(c.database, adult, { isRenewable: false, medicineName: 'Amorion' });
      const response = await renew({ prescriptionIds: [renewable, once], answers: answers() });
      expect([response.statusCode, response.json()]).toEqual([400, { type: 'ValidationError', details: [{ path: 'prescriptionIds', message: 'Not renewable' }] }]);
      expect(await threads()).toEqual([]);
    });

    it('refuses answers the renewal rule does not accept, and sends nothing', async () => {
      const id = await insertPrescription(c.database, c.t.personIds.adult);
      const noFollowUp = answers();
      noFollowUp.yesNo.finished = { answer: 'no', followUp: '  ' };
      const unanswered = answers();
      unanswered.general.healthChange = null;
      const blank = answers();
      blank.text.otherMedicines = '';
      for (const body of [
        { prescriptionIds: [id], answers: noFollowUp },
        { prescriptionIds: [id], answers: unanswered },
        { prescriptionIds: [id], answers: blank },
        { prescriptionIds: [id] },
        { prescriptionIds: [], answers: answers() },
        { prescriptionIds: [id, id], answers: answers() },
      ]) {
        const response = await renew(body);
        expect([response.statusCode, response.json().type]).toEqual([400, 'ValidationError']);
      }
      expect(await threads()).toEqual([]);
    });

    it('sends the follow-up only where the form asks for one', async () => {
      const id = await insertPrescription(c.database, c.t.personIds.adult);
      const body = answers();
      body.yesNo.finished = { answer: 'no', followUp: 'Lähden matkalle' };
      body.yesNo.sideEffects = { answer: 'no', followUp: 'Jäi kenttään' };
      expect((await renew({ prescriptionIds: [id], answers: body })).statusCode).toBe(201);
      const [message] = await c.database.db.select().from(messages);
      expect(message?.content).toContain('Onko resepti loppunut tai loppumassa kuukauden kuluessa?\nEi\n\nMiksi tarvitset uusinnan jo nyt?\nLähden matkalle');
      expect(message?.content).not.toContain('Jäi kenttään');
      expect(message?.content).not.toContain('Kuvaile haittavaikutukset');
    });

    it('refuses a renewal without the csrf token or a session', async () => {
      const id = await insertPrescription(c.database, c.t.personIds.adult);
      const noToken = await renew({ prescriptionIds: [id], answers: answers() }, { csrf: false });
      expect(noToken.statusCode).toBe(403);
      const anonymous = await call(c.t, 'POST', '/api/prescription-renewals?lang=fi', { body: { prescriptionIds: [id], answers: answers() } });
      expect([401, 403]).toContain(anonymous.statusCode);
      expect(await threads()).toEqual([]);
    });

    it('answers 503 in maintenance mode and sends nothing', async () => {
      const id = await insertPrescription(c.database, c.t.personIds.adult);
      const response = await renew({ prescriptionIds: [id], answers: answers() }, { t: c.maintenance });
      expect([response.statusCode, response.json()]).toEqual([503, { type: 'RenewalMaintenance' }]);
      expect(await threads()).toEqual([]);
    });

    it('refuses a guardian acting for a child, the children’s brand and a portal without messaging', async () => {
      const { guardian, child8, adult } = c.t.personIds;
      const childs = await insertPrescription(c.database, child8);
      const own = await insertPrescription(c.database, adult);
      const forChild = await renew({ prescriptionIds: [childs], answers: answers() }, { personId: guardian, actingFor: child8 });
      expect([forChild.statusCode, forChild.json()]).toEqual([403, { type: 'Forbidden', reason: 'not-allowed' }]);
      for (const t of [c.children, c.messagingOff]) {
        const response = await renew({ prescriptionIds: [own], answers: answers() }, { t });
        expect([response.statusCode, response.json()]).toEqual([403, { type: 'Forbidden', reason: 'not-allowed' }]);
      }
      expect(await threads()).toEqual([]);
    });

    it('takes ten renewals an hour from one person', async () => {
      const id = await insertPrescription(c.database, c.t.personIds.adult);
      for (let i = 0; i < 10; i += 1) expect((await renew({ prescriptionIds: [id], answers: answers() })).statusCode).toBe(201);
      const refused = await renew({ prescriptionIds: [id], answers: answers() });
      expect([refused.statusCode, refused.json()]).toEqual([429, { type: 'TooManyRequests' }]);
      expect(await threads()).toHaveLength(10);
      // The hour slides: once a whole hour has passed over the burst, renewals go through again.
      c.t.clock.now = new Date(NOW.getTime() + 3_600_000);
      expect((await renew({ prescriptionIds: [id], answers: answers() })).statusCode).toBe(429);
      c.t.clock.now = new Date(NOW.getTime() + 2 * 3_600_000);
      expect((await renew({ prescriptionIds: [id], answers: answers() })).statusCode).toBe(201);
    });
  });
});
