import type { DatabaseHandle } from '@portal/shared/db';
import { occupationalContracts, patients } from '@portal/shared/db';
import { demoPersonIds, seedDemoData } from '@portal/shared/db/seed';
import { testDatabases } from '@portal/shared/db/testing';
import { helsinkiInstant } from '@portal/shared/util';
import { eq } from 'drizzle-orm';
import { occupationalHealthApp } from '../testing/occupational-health-app';

const TODAY = '2026-11-22';
const NOW = helsinkiInstant(TODAY, '12:00');
const ids = demoPersonIds();
const notOccupational = { type: 'notOccupationalCustomer' };

// The demo persons the portal's end-to-end tests sign in as: what they find must be there.
describe.each(testDatabases)('occupational health with the demo data on $name', ({ open }) => {
  let database: DatabaseHandle;
  let general: Awaited<ReturnType<typeof occupationalHealthApp>>;
  let children: Awaited<ReturnType<typeof occupationalHealthApp>>;

  beforeAll(async () => {
    database = await open();
    await seedDemoData(database.db, { today: TODAY, slots: 'sample' });
    general = await occupationalHealthApp(database, () => NOW);
    children = await occupationalHealthApp(database, () => NOW, { PORTAL_BRAND: 'children' });
  }, 120_000);

  afterAll(async () => {
    await general.close();
    await children.close();
    await database.close();
  });

  describe('GET /api/occupational-health-team', () => {
    it('gives Mikko Korhonen his employer and his team by role, with the doctor away and the nurse’s coming absence', async () => {
      expect(await general.team(ids.occupational, { lang: 'en' })).toEqual({
        type: 'team',
        employerName: 'Aurora Logistiikka Oy',
        responsibleDoctors: [
          {
            id: 10,
            name: 'Marko Kinnunen',
            hasPublicPage: true,
            title: 'Occupational health physician',
            professionalType: 'doctor',
            substitute: { id: 29, name: 'Lauri Ahonen', hasPublicPage: true },
            substitutePeriod: { from: '2026-11-19', until: '2026-12-02' },
            isAbsent: true,
          },
          {
            id: 11,
            name: 'Tiina Rantanen',
            hasPublicPage: true,
            title: 'Occupational health physician',
            professionalType: 'doctor',
            substitute: null,
            substitutePeriod: null,
            isAbsent: false,
          },
        ],
        responsibleNurses: [
          {
            id: 12,
            name: 'Heidi Salonen',
            hasPublicPage: true,
            title: 'Occupational health nurse',
            professionalType: 'nurse',
            substitute: { id: 13, name: 'Janne Tuominen', hasPublicPage: true },
            substitutePeriod: { from: '2026-12-12', until: '2026-12-19' },
            isAbsent: false,
          },
        ],
        otherProfessionals: [
          {
            id: 18,
            name: 'Elina Manninen',
            hasPublicPage: true,
            title: 'Psychologist',
            professionalType: 'psychologist',
            substitute: null,
            substitutePeriod: null,
            isAbsent: false,
          },
        ],
      });
    });

    it('titles the professionals in the language asked for, Finnish by default', async () => {
      const titles = async (lang?: string) => {
        const answer = await general.team(ids.occupational, lang ? { lang } : {});
        if (answer.type !== 'team') throw new Error('no team');
        return [...answer.responsibleDoctors, ...answer.responsibleNurses, ...answer.otherProfessionals].map((m) => m.title);
      };
      expect(await titles('fi')).toEqual(['Työterveyslääkäri', 'Työterveyslääkäri', 'Työterveyshoitaja', 'Psykologi']);
      expect(await titles('sv')).toEqual(['Företagsläkare', 'Företagsläkare', 'Företagshälsovårdare', 'Psykolog']);
      const response = await general.get('/api/occupational-health-team', ids.occupational);
      expect(response.json().responsibleDoctors[0].title).toBe('Työterveyslääkäri');
    });

    it('follows the clock: the absence ends after its last day', async () => {
      const later = await occupationalHealthApp(database, () => helsinkiInstant('2026-12-03', '08:00'));
      try {
        const answer = await later.team(ids.occupational, { lang: 'en' });
        if (answer.type !== 'team') throw new Error('no team');
        // The doctor's period is over: neither the substitute nor the period is shown any more.
        expect(answer.responsibleDoctors[0]).toMatchObject({ substitute: null, substitutePeriod: null, isAbsent: false });
        expect(answer.responsibleNurses[0]).toMatchObject({ substitute: { name: 'Janne Tuominen' }, isAbsent: false });
      } finally {
        await later.close();
      }
    });

    it('answers Laura Mäkinen, a private customer, that the team is for occupational health customers', async () => {
      expect(await general.team(ids.private)).toEqual(notOccupational);
    });

    it('answers the same for insurance, 65+, unregistered and guardian', async () => {
      for (const key of ['insurance', 'kela65', 'unregistered', 'guardian'] as const) {
        expect(await general.team(ids[key])).toEqual(notOccupational);
      }
    });

    it('answers a guardian acting for a child that the team is not the child’s', async () => {
      expect(await general.team(ids.guardian, { actingForId: ids.child })).toEqual(notOccupational);
      // Whoever acts for a child sees the child's pages: not even an occupational customer's own team.
      expect(await general.team(ids.occupational, { actingForId: ids.child })).toEqual(notOccupational);
    });

    it("answers even Mikko that there is no team in the children's brand", async () => {
      expect(await children.team(ids.occupational, { lang: 'en' })).toEqual(notOccupational);
      expect(await children.team(ids.private)).toEqual(notOccupational);
    });

    it('needs both the agreement and occupational health care: a private customer with an old agreement has no team', async () => {
      await database.db.update(patients).set({ healthCareType: 'private' }).where(eq(patients.personId, ids.occupational));
      try {
        expect(await general.team(ids.occupational)).toEqual(notOccupational);
      } finally {
        await database.db.update(patients).set({ healthCareType: 'occupational' }).where(eq(patients.personId, ids.occupational));
      }
      // An occupational customer whose agreement is not on record: no team either.
      expect(await database.db.select().from(occupationalContracts).where(eq(occupationalContracts.patientId, ids.insurance))).toEqual([]);
      await database.db.update(patients).set({ healthCareType: 'occupational' }).where(eq(patients.personId, ids.insurance));
      try {
        expect(await general.team(ids.insurance)).toEqual(notOccupational);
      } finally {
        await database.db.update(patients).set({ healthCareType: 'insurance' }).where(eq(patients.personId, ids.insurance));
      }
    });

    it('refuses a bad language and needs a session', async () => {
      const bad = await general.get('/api/occupational-health-team?lang=de', ids.occupational);
      expect([bad.statusCode, bad.json().type]).toEqual([400, 'ValidationError']);
      const anonymous = await general.get('/api/occupational-health-team?lang=fi');
      expect([anonymous.statusCode, anonymous.json()]).toEqual([401, { type: 'Unauthorized' }]);
      expect((await children.get('/api/occupational-health-team')).statusCode).toBe(401);
    });
  });

  describe('GET /api/occupational-health-memo', () => {
    const mikkosMemo = {
      type: 'memo',
      employerName: 'Aurora Logistiikka Oy',
      departmentName: 'Varasto, Tampere',
      contractType: 'Comprehensive',
      webReservationAllowed: true,
      vaccinationsAllowed: true,
      influenzaVaccinationAllowed: true,
      periodicInspectionClinic: { name: 'Kajo Tampere', street: 'Hämeenkatu 10', postalCode: '33100', postOffice: 'Tampere' },
    };

    it('gives Mikko Korhonen what his employer’s agreement gives him, in every language and by default', async () => {
      expect(await general.memo(ids.occupational, { lang: 'en' })).toEqual(mikkosMemo);
      expect(await general.memo(ids.occupational, { lang: 'sv' })).toEqual(mikkosMemo);
      expect((await general.get('/api/occupational-health-memo', ids.occupational)).json()).toEqual(mikkosMemo);
    });

    it('gives each person their own agreement only, and an agreement without a department or a clinic as such', async () => {
      // Emilia, made an occupational health customer of another employer for this test.
      await database.db.insert(occupationalContracts).values({
        patientId: ids.insurance,
        employerName: 'Saaristo Rakennus Ab',
        companyCode: '3456789-2',
        departmentName: null,
        contractType: 'Statutory',
        contractProductIds: ['OHC_BASIC'],
        webReservationAllowed: false,
        vaccinationsAllowed: false,
        influenzaVaccinationAllowed: true,
        periodicInspectionClinicId: null,
      });
      await database.db.update(patients).set({ healthCareType: 'occupational' }).where(eq(patients.personId, ids.insurance));
      try {
        expect(await general.memo(ids.insurance, { lang: 'sv' })).toEqual({
          type: 'memo',
          employerName: 'Saaristo Rakennus Ab',
          departmentName: null,
          contractType: 'Statutory',
          webReservationAllowed: false,
          vaccinationsAllowed: false,
          influenzaVaccinationAllowed: true,
          periodicInspectionClinic: null,
        });
        expect(await general.memo(ids.occupational)).toEqual(mikkosMemo);
      } finally {
        await database.db.update(patients).set({ healthCareType: 'insurance' }).where(eq(patients.personId, ids.insurance));
        await database.db.delete(occupationalContracts).where(eq(occupationalContracts.patientId, ids.insurance));
      }
    });

    it('answers Laura Mäkinen, a private customer, and the insurance, 65+, unregistered and guardian persons that the memo is for occupational health customers', async () => {
      for (const key of ['private', 'insurance', 'kela65', 'unregistered', 'guardian'] as const) {
        expect(await general.memo(ids[key], { lang: 'en' })).toEqual(notOccupational);
      }
    });

    it('answers whoever acts for a child that there is no memo, even an occupational health customer', async () => {
      expect(await general.memo(ids.guardian, { actingForId: ids.child })).toEqual(notOccupational);
      expect(await general.memo(ids.occupational, { actingForId: ids.child })).toEqual(notOccupational);
    });

    it("answers even Mikko that there is no memo in the children's brand", async () => {
      expect(await children.memo(ids.occupational, { lang: 'en' })).toEqual(notOccupational);
    });

    it('needs occupational health care besides the agreement: a private customer with an old agreement has no memo', async () => {
      await database.db.update(patients).set({ healthCareType: 'private' }).where(eq(patients.personId, ids.occupational));
      try {
        expect(await general.memo(ids.occupational)).toEqual(notOccupational);
      } finally {
        await database.db.update(patients).set({ healthCareType: 'occupational' }).where(eq(patients.personId, ids.occupational));
      }
    });

    it('refuses a bad language and needs a session', async () => {
      const bad = await general.get('/api/occupational-health-memo?lang=de', ids.occupational);
      expect([bad.statusCode, bad.json().type]).toEqual([400, 'ValidationError']);
      const anonymous = await general.get('/api/occupational-health-memo?lang=fi');
      expect([anonymous.statusCode, anonymous.json()]).toEqual([401, { type: 'Unauthorized' }]);
      expect((await children.get('/api/occupational-health-memo')).statusCode).toBe(401);
    });
  });
});
