import type { FrontPage } from '@portal/home/contracts';
import type { DatabaseHandle } from '@portal/shared/db';
import {
  appointments,
  imagingResults,
  labResults,
  medicalReports,
  messagingThreads,
  prescriptions,
  questionnaireInvitations,
} from '@portal/shared/db';
import { demoPersonIds, seedDemoData } from '@portal/shared/db/seed';
import { testDatabases } from '@portal/shared/db/testing';
import { helsinkiInstant } from '@portal/shared/util';
import { eq, inArray } from 'drizzle-orm';
import { FRONT_PAGE_CAPS } from './caps';
import { frontPageApp, idsOf } from './testing/fixtures';

const TODAY = '2026-11-22';
const NOW = helsinkiInstant(TODAY, '08:00');
const ids = demoPersonIds();

/** Whose rows the page's items are: the patient ids behind every item that has a row id. */
async function ownersOf(database: DatabaseHandle, page: FrontPage): Promise<Set<number>> {
  const db = database.db;
  const questionnaires = page.questionnaireSummaries ? [...page.questionnaireSummaries.newTaskItems, ...page.questionnaireSummaries.answerItems] : [];
  const lookups = await Promise.all([
    idsOf(page.appointmentSummaries).length
      ? db.select({ owner: appointments.reservedByPatientId }).from(appointments).where(inArray(appointments.id, idsOf(page.appointmentSummaries)))
      : [],
    idsOf(page.visitSummaries).length ? db.select({ owner: medicalReports.patientId }).from(medicalReports).where(inArray(medicalReports.id, idsOf(page.visitSummaries))) : [],
    idsOf(page.conversationSummaries).length
      ? db.select({ owner: messagingThreads.patientId }).from(messagingThreads).where(inArray(messagingThreads.id, idsOf(page.conversationSummaries)))
      : [],
    idsOf(page.prescriptions).length ? db.select({ owner: prescriptions.patientId }).from(prescriptions).where(inArray(prescriptions.id, idsOf(page.prescriptions))) : [],
    idsOf(page.imagingSummaries).length
      ? db.select({ owner: imagingResults.patientId }).from(imagingResults).where(inArray(imagingResults.id, idsOf(page.imagingSummaries)))
      : [],
    idsOf(questionnaires).length
      ? db.select({ owner: questionnaireInvitations.patientId }).from(questionnaireInvitations).where(inArray(questionnaireInvitations.id, idsOf(questionnaires)))
      : [],
  ]);
  return new Set(lookups.flat().map((row) => row.owner ?? -1));
}

/**
 * Lab items carry a date, not a row: every adult of the demo data has results on the same dates,
 * so this checks the page's dates are the patient's (the guardian's and the child's differ).
 */
async function labDatesAreOf(database: DatabaseHandle, page: FrontPage, patientId: number): Promise<boolean> {
  const rows = await database.db.selectDistinct({ date: labResults.resultDate }).from(labResults).where(eq(labResults.patientId, patientId));
  const dates = new Set(rows.map((row) => row.date));
  return page.labResultSummaries.every((item) => dates.has(item.id.replace(/^lab-/, '')));
}

describe.each(testDatabases)('GET /api/front-page with the demo data on $name', ({ name, open }) => {
  let database: DatabaseHandle;
  let general: Awaited<ReturnType<typeof frontPageApp>>;
  let children: Awaited<ReturnType<typeof frontPageApp>>;

  beforeAll(async () => {
    database = await open();
    await seedDemoData(database.db, { today: TODAY, slots: 'sample' });
    general = await frontPageApp(database, () => NOW);
    children = await frontPageApp(database, () => NOW, { PORTAL_BRAND: 'children' });
  }, 120_000);

  afterAll(async () => {
    await general.app.close();
    await children.app.close();
    await database.close();
  });

  it('answers 401 without a session or with an unknown one', async () => {
    expect((await general.app.inject({ method: 'GET', url: '/api/front-page' })).statusCode).toBe(401);
    const forged = await general.app.inject({ method: 'GET', url: '/api/front-page', headers: { cookie: 'portal_session=forged' } });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ type: 'Unauthorized' });
  });

  it('answers 400 for a language outside fi, sv and en', async () => {
    const response = await general.app.inject({ method: 'GET', url: '/api/front-page?lang=de', headers: { cookie: await general.cookieFor(ids.private) } });
    expect(response.statusCode).toBe(400);
  });

  it('gives the private customer items in every section, all her own', async () => {
    const started = performance.now();
    const page = await general.frontPage(ids.private);
    // Printed so that the report can quote a measured figure (the first call also warms up).
    console.info(`Front page for the private customer on ${name}: ${(performance.now() - started).toFixed(0)} ms`);
    const again = performance.now();
    await general.frontPage(ids.private);
    console.info(`Front page again on ${name}: ${(performance.now() - again).toFixed(0)} ms`);

    expect(page.customer).toEqual({ firstName: 'Laura' });
    for (const section of ['conversationSummaries', 'appointmentSummaries', 'visitSummaries', 'prescriptions', 'labResultSummaries', 'imagingSummaries'] as const) {
      expect([section, page[section].length > 0]).toEqual([section, true]);
    }
    expect(page.questionnaireSummaries?.status).toBe('ok');
    expect(page.questionnaireSummaries?.newTaskItems.length).toBeGreaterThan(0);
    expect(page.questionnaireSummaries?.answerItems.length).toBeGreaterThan(0);
    expect(page.canRenewPrescriptions).toBe(true);
    // The demo visit fee of yesterday's visit is payable online for four days.
    expect(page.visitFeesToPay).toBeGreaterThan(0);
    expect(page.appointmentSummaries).toHaveLength(FRONT_PAGE_CAPS.appointments);
    expect(page.conversationSummaries.some((item) => item.highlighted)).toBe(true);
    expect(page.labResultSummaries[0]?.highlighted).toBe(true);
    expect(await ownersOf(database, page)).toEqual(new Set([ids.private]));
    expect(await labDatesAreOf(database, page, ids.private)).toBe(true);
  });

  it('gives a person without a patient record empty sections, not an error', async () => {
    const page = await general.frontPage(ids.unregistered);
    expect(page).toEqual({
      customer: { firstName: 'Onni' },
      conversationSummaries: [],
      appointmentSummaries: [],
      visitSummaries: [],
      prescriptions: [],
      canRenewPrescriptions: false,
      labResultSummaries: [],
      questionnaireSummaries: { newTaskItems: [], answerItems: [], status: 'ok' },
      imagingSummaries: [],
      visitFeesToPay: 0,
    });
  });

  it("shows a guardian acting for a child the child's items and never the guardian's own", async () => {
    const own = await general.frontPage(ids.guardian);
    const forChild = await general.frontPage(ids.guardian, { actingForId: ids.child });
    expect(forChild.customer).toEqual({ firstName: 'Eetu' });
    expect(forChild.appointmentSummaries.length).toBeGreaterThan(0);
    expect(forChild.visitSummaries.length).toBeGreaterThan(0);
    expect(forChild.labResultSummaries.length).toBeGreaterThan(0);
    expect(forChild.imagingSummaries.length).toBeGreaterThan(0);
    // The guardian has conversations and questionnaires of her own; none of them show for the child.
    expect(own.conversationSummaries.length).toBeGreaterThan(0);
    expect(forChild.conversationSummaries).toEqual([]);
    expect(forChild.questionnaireSummaries?.newTaskItems).toEqual([]);
    expect(forChild.canRenewPrescriptions).toBe(false);
    expect(await ownersOf(database, forChild)).toEqual(new Set([ids.child]));
    expect(await labDatesAreOf(database, forChild, ids.child)).toBe(true);
    expect(await labDatesAreOf(database, forChild, ids.guardian)).toBe(false);
    expect(await ownersOf(database, own)).toEqual(new Set([ids.guardian]));
  });

  it('links every item to its section in the requested language', async () => {
    // Written out word for word (not from routeSegments), so a wrong shared segment fails here.
    const segments = {
      fi: ['ajanvaraukset', 'kaynnit', 'viestit', 'reseptit', 'laboratoriotulos', 'kuvantaminen', 'kyselyt'],
      sv: ['tidsbokningar', 'besoken', 'meddelanden', 'recept', 'laboratorieresultat', 'bildbehandling', 'rundfraga'],
      en: ['appointments', 'visits', 'conversations', 'prescriptions', 'laboratoryresult', 'imaging', 'questionnaires'],
    } as const;
    for (const lang of ['fi', 'sv', 'en'] as const) {
      const [appointment, visit, conversation, prescription, lab, imaging, questionnaire] = segments[lang];
      const page = await general.frontPage(ids.private, { lang });
      const links = (items: readonly { linkUrl: string | null }[]) => items.map((item) => item.linkUrl);
      const dated = (items: readonly { id: string; linkUrl: string | null }[], segment: string) =>
        items.every((item) => /^\/\w+\/[\w-]+\/\d{4}-\d{2}-\d{2}$/.test(item.linkUrl ?? '') && item.linkUrl?.startsWith(`/${lang}/${segment}/`));
      const questionnaires = [...(page.questionnaireSummaries?.newTaskItems ?? []), ...(page.questionnaireSummaries?.answerItems ?? [])];

      expect(links(page.appointmentSummaries)).toEqual(idsOf(page.appointmentSummaries).map((id) => `/${lang}/${appointment}/${id}`));
      expect(links(page.visitSummaries)).toEqual(idsOf(page.visitSummaries).map((id) => `/${lang}/${visit}/${id}`));
      expect(links(page.conversationSummaries)).toEqual(idsOf(page.conversationSummaries).map((id) => `/${lang}/${conversation}/${id}`));
      expect(links(questionnaires)).toEqual(idsOf(questionnaires).map((id) => `/${lang}/${questionnaire}/${id}`));
      expect(new Set(links(page.prescriptions))).toEqual(new Set([`/${lang}/${prescription}`]));
      expect(links(page.labResultSummaries)).toEqual(page.labResultSummaries.map((item) => `/${lang}/${lab}/${item.id.replace(/^lab-/, '')}`));
      expect(dated(page.imagingSummaries, imaging)).toBe(true);
    }
  });

  it('gives texts in the requested language', async () => {
    const [fi, sv, en] = await Promise.all((['fi', 'sv', 'en'] as const).map((lang) => general.frontPage(ids.private, { lang })));
    expect(fi?.labResultSummaries[0]?.title).toBe('Laboratoriotulokset');
    expect(sv?.labResultSummaries[0]?.title).toBe('Laboratorieresultat');
    expect(en?.labResultSummaries[0]?.title).toBe('Laboratory results');
    // Appointment kind titles come from the CMS in each language.
    expect(new Set([fi, sv, en].map((page) => page?.appointmentSummaries[0]?.title)).size).toBe(3);
  });

  it("answers the children's brand without conversations or questionnaires", async () => {
    const page = await children.frontPage(ids.private);
    expect(page.conversationSummaries).toEqual([]);
    expect(page.questionnaireSummaries).toBeNull();
    expect(page.canRenewPrescriptions).toBe(false);
    expect(page.appointmentSummaries.length).toBeGreaterThan(0);
  });
});
