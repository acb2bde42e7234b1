import { aPrescription } from '@portal/prescriptions/contracts/testing';
import type { appointmentPayerTypes, DatabaseHandle } from '@portal/shared/db';
import {
  imagingResults,
  invoices,
  labResults,
  medicalReports,
  messages,
  messagingThreads,
  prescriptions,
  professionalUsers,
  questionnaireForms,
  questionnaireInvitations,
  threadReads,
} from '@portal/shared/db';
import { catalogueBatches, questionnaireFormRows } from '@portal/shared/db/seed';
import { testDatabases } from '@portal/shared/db/testing';
import { insertAppointment } from '@portal/shared/server/testing';
import { addCalendarDays, helsinkiInstant } from '@portal/shared/util';
import { FRONT_PAGE_CAPS } from './caps';
import { frontPageApp, idsOf, newPatient } from './testing/fixtures';

const TODAY = '2026-11-22';
const NOW = helsinkiInstant(TODAY, '12:00');
const hours = (n: number) => new Date(NOW.getTime() + n * 3_600_000);
const days = (n: number) => hours(24 * n);
const day = (n: number) => addCalendarDays(TODAY, n);

describe.each(testDatabases)('front page sections on $name', ({ open }) => {
  let database: DatabaseHandle;
  let t: Awaited<ReturnType<typeof frontPageApp>>;
  let professionalId: number;

  beforeAll(async () => {
    database = await open();
    for (const b of catalogueBatches()) await b.insert(database.db);
    await database.db.insert(questionnaireForms).values(questionnaireFormRows);
    const [professional] = await database.db
      .insert(professionalUsers)
      .values({ firstName: 'Aino', lastName: 'Lääkäri', title: 'Yleislääkäri', emailAddress: 'aino@example.com', practitionerId: 1 })
      .returning({ id: professionalUsers.id });
    professionalId = professional?.id ?? 0;
    t = await frontPageApp(database, () => NOW);
  }, 60_000);

  afterAll(async () => {
    await t.app.close();
    await database.close();
  });

  // The appointments tests' fixture, reserved for the patient as booked by themself.
  function appointment(patientId: number, startDate: Date, extra: { cancelled?: 'patient' | 'clinic'; payerType?: (typeof appointmentPayerTypes)[number] } = {}) {
    return insertAppointment(database, {
      startDate,
      reservedByPatientId: patientId,
      reservedByPersonId: patientId,
      payerType: extra.payerType ?? 'self',
      cancelledAt: extra.cancelled ? days(-1) : null,
      hasAppointeeCanceled: extra.cancelled === 'patient',
    });
  }

  it('lists future, not cancelled appointments soonest first, capped', async () => {
    const patient = await newPatient(database);
    const other = await newPatient(database);
    const inThreeDays = await appointment(patient, days(3));
    const inAnHour = await appointment(patient, hours(1));
    await appointment(patient, hours(-1));
    await appointment(patient, hours(0.5), { cancelled: 'patient' });
    await appointment(patient, hours(0.6), { cancelled: 'clinic' });
    const occupational = await appointment(patient, days(2), { payerType: 'occupationalHealthCare' });
    await appointment(patient, days(10));
    await appointment(other, hours(0.1));

    const page = await t.frontPage(patient);
    expect(FRONT_PAGE_CAPS.appointments).toBe(3);
    expect(idsOf(page.appointmentSummaries)).toEqual([inAnHour, occupational, inThreeDays]);
    expect(page.appointmentSummaries.map((item) => item.styles)).toEqual(['default', 'occupational', 'default']);
    expect(page.appointmentSummaries[0]).toMatchObject({ highlighted: false, date: hours(1).toISOString() });
  });

  it('lists the latest visits the patient may see, latest first, capped', async () => {
    const patient = await newPatient(database);
    const visit = async (dateTime: Date, viewRestriction: 'patient' | 'professional' = 'patient') => {
      const [row] = await database.db
        .insert(medicalReports)
        .values({ patientId: patient, organisationId: 'general', dateTime, practitionerId: 1, specialtyId: 'YL', visitType: 'private', visitKind: 'healthCare', viewRestriction })
        .returning({ id: medicalReports.id });
      return row?.id ?? 0;
    };
    await visit(days(-1), 'professional');
    const twoDays = await visit(days(-2));
    const tenDays = await visit(days(-10));
    const fiveDays = await visit(days(-5));
    await visit(days(-100));
    expect(idsOf((await t.frontPage(patient)).visitSummaries)).toEqual([twoDays, fiveDays, tenDays]);
  });

  it('counts the visit fees the patient can pay online now: their own, unpaid, with a sum, within the window', async () => {
    const patient = await newPatient(database);
    const other = await newPatient(database);
    let number = 0;
    const fee = (patientId: number, values: Partial<typeof invoices.$inferInsert> = {}) =>
      database.db.insert(invoices).values({
        patientId,
        organisationId: 'general',
        invoiceNumber: String(52_900_000 + ++number),
        status: 'open',
        source: 'GoodSignInvoice',
        delivery: 'Email',
        description: 'Lääkärin vastaanotto',
        creationDate: day(-1),
        dueDate: day(13),
        payableOnlineUntil: days(3),
        sumCents: 5_000,
        hasPdf: false,
        canBePaidOnline: true,
        buyerName: 'Testi Potilas',
        ...values,
      });
    expect((await t.frontPage(patient)).visitFeesToPay).toBe(0);
    await fee(patient);
    await fee(patient, { payableOnlineUntil: hours(1) });
    await fee(patient, { status: 'paid' });
    await fee(patient, { payableOnlineUntil: hours(-1) });
    await fee(patient, { sumCents: 0 });
    await fee(patient, { canBePaidOnline: false });
    await fee(patient, { source: 'CustomerInvoice' });
    await fee(other);
    expect((await t.frontPage(patient)).visitFeesToPay).toBe(2);
  });

  // The prescriptions domain's fixture (its contract fields are the table's columns; the id is the table's to give).
  async function prescription(patientId: number, daysAgo: number, isRenewable: boolean) {
    const [row] = await database.db
      .insert(prescriptions)
      .values({ ...aPrescription({ issuedDate: day(-daysAgo), isRenewable }), id: undefined, patientId })
      .returning({ id: prescriptions.id });
    return row?.id ?? 0;
  }

  it('lists the latest prescriptions and offers renewal when any, even one not shown, is renewable', async () => {
    const patient = await newPatient(database);
    const ids = [await prescription(patient, 3, false), await prescription(patient, 1, false), await prescription(patient, 2, false)];
    await prescription(patient, 400, true);
    const page = await t.frontPage(patient);
    expect(idsOf(page.prescriptions)).toEqual([ids[1], ids[2], ids[0]]);
    expect(page.prescriptions[0]?.validUntilDate).toBeNull();
    expect(page.canRenewPrescriptions).toBe(true);

    const none = await newPatient(database);
    await prescription(none, 1, false);
    expect((await t.frontPage(none)).canRenewPrescriptions).toBe(false);
  });

  it('offers no renewal to a guardian acting for a child', async () => {
    const guardian = await newPatient(database);
    const child = await newPatient(database, 'Lapsi');
    await prescription(child, 1, true);
    const page = await t.frontPage(guardian, { actingForId: child });
    expect(page.customer.firstName).toBe('Lapsi');
    expect(page.prescriptions).toHaveLength(1);
    expect(page.canRenewPrescriptions).toBe(false);
  });

  it('groups lab results by date, latest first, highlighting results of the last seven days', async () => {
    const patient = await newPatient(database);
    const lab = async (resultDate: string, displayName: string, position: number, extra: { packageId?: number; isPackage?: boolean; restricted?: boolean } = {}) => {
      const [row] = await database.db
        .insert(labResults)
        .values({
          patientId: patient,
          resultDate,
          displayName,
          code: displayName,
          position,
          status: 'ready',
          isReady: true,
          packageId: extra.packageId ?? null,
          isPackage: extra.isPackage ?? false,
          viewRestriction: extra.restricted ? 'professional' : 'patient',
        })
        .returning({ id: labResults.id });
      return row?.id ?? 0;
    };
    await lab(day(0), 'CRP', 2);
    const pvk = await lab(day(0), 'PVK', 1, { isPackage: true });
    await lab(day(0), 'Hemoglobiini', 1, { packageId: pvk });
    await lab(day(-1), 'Salainen', 1, { restricted: true });
    await lab(day(-6), 'TSH', 1);
    await lab(day(-7), 'Glukoosi', 1);
    await lab(day(-30), 'Kreatiniini', 1);

    const page = await t.frontPage(patient, { lang: 'sv' });
    expect(page.labResultSummaries.map((item) => [item.linkUrl, item.subtitle, item.highlighted])).toEqual([
      [`/sv/laboratorieresultat/${day(0)}`, 'PVK, CRP', true],
      [`/sv/laboratorieresultat/${day(-6)}`, 'TSH', true],
      [`/sv/laboratorieresultat/${day(-7)}`, 'Glukoosi', false],
    ]);
    expect(page.labResultSummaries[0]?.date).toBe(helsinkiInstant(day(0), '00:00').toISOString());
  });

  it('lists the latest imaging results the patient may see, highlighting new ones', async () => {
    const patient = await newPatient(database);
    const imaging = async (daysAgo: number, examinationName: string | null, restricted = false) => {
      const [row] = await database.db
        .insert(imagingResults)
        .values({ patientId: patient, imagingDate: day(-daysAgo), examinationName, statementText: 'Ei löydöksiä.', viewRestriction: restricted ? 'professional' : 'patient' })
        .returning({ id: imagingResults.id });
      return row?.id ?? 0;
    };
    const threeDays = await imaging(3, null);
    const eightDays = await imaging(8, 'Polvi');
    await imaging(1, 'Salainen', true);
    const twentyDays = await imaging(20, 'Keuhkot');
    await imaging(50, 'Lonkka');
    const page = await t.frontPage(patient, { lang: 'en' });
    expect(idsOf(page.imagingSummaries)).toEqual([threeDays, eightDays, twentyDays]);
    expect(page.imagingSummaries.map((item) => [item.title, item.subtitle, item.highlighted])).toEqual([
      ['No title', "Doctor's statement", true],
      ['Polvi', "Doctor's statement", false],
      ['Keuhkot', "Doctor's statement", false],
    ]);
  });

  it('splits questionnaires into open tasks (highlighted, latest sent first) and answers (latest answered first)', async () => {
    const patient = await newPatient(database);
    const invitation = async (createdDaysAgo: number, answeredDaysAgo: number | null = null) => {
      const [row] = await database.db
        .insert(questionnaireInvitations)
        .values({ patientId: patient, questionnaireFormId: 1, created: days(-createdDaysAgo), answeredAt: answeredDaysAgo === null ? null : days(-answeredDaysAgo) })
        .returning({ id: questionnaireInvitations.id });
      return row?.id ?? 0;
    };
    const open = [await invitation(3), await invitation(1), await invitation(4), await invitation(2)];
    const answeredLately = await invitation(30, 2);
    const answeredLongAgo = await invitation(5, 4);
    const page = await t.frontPage(patient);
    expect(idsOf(page.questionnaireSummaries?.newTaskItems ?? [])).toEqual([open[1], open[3], open[0]]);
    expect(page.questionnaireSummaries?.newTaskItems.every((item) => item.highlighted)).toBe(true);
    expect(idsOf(page.questionnaireSummaries?.answerItems ?? [])).toEqual([answeredLately, answeredLongAgo]);
    expect(page.questionnaireSummaries?.answerItems.some((item) => item.highlighted)).toBe(false);
  });

  it('says surveys are out of use in the questionnaires’ maintenance mode (QUESTIONNAIRES_MAINTENANCE), keeping the items', async () => {
    const patient = await newPatient(database);
    await database.db.insert(questionnaireInvitations).values({ patientId: patient, questionnaireFormId: 1, created: days(-1) });
    expect((await t.frontPage(patient)).questionnaireSummaries?.status).toBe('ok');
    const maintenance = await frontPageApp(database, () => NOW, { QUESTIONNAIRES_MAINTENANCE: 'true' });
    try {
      const page = await maintenance.frontPage(patient);
      expect(page.questionnaireSummaries).toMatchObject({ status: 'maintenance-mode', newTaskItems: [expect.objectContaining({ linkUrl: expect.stringMatching(/^\/fi\/kyselyt\/\d+$/) })] });
    } finally {
      await maintenance.app.close();
    }
  });

  it('lists conversations by latest message, highlighting the unread ones, with the latest professional as avatar', async () => {
    const patient = await newPatient(database);
    const thread = async (title: string, createdDaysAgo: number) => {
      const [row] = await database.db
        .insert(messagingThreads)
        .values({ patientId: patient, title, created: days(-createdDaysAgo) })
        .returning({ id: messagingThreads.id });
      return row?.id ?? 0;
    };
    const message = (threadId: number, daysAgo: number, from: 'customer' | 'professional') =>
      database.db.insert(messages).values({
        threadId,
        created: days(-daysAgo),
        content: `${from} ${daysAgo}`,
        authorPersonId: from === 'customer' ? patient : null,
        authorProfessionalId: from === 'professional' ? professionalId : null,
      });
    const read = (threadId: number, daysAgo: number, readerKind: 'customer' | 'professional' = 'customer') =>
      // Reader ids of both kinds share one column: a professional's id may equal the patient's.
      database.db.insert(threadReads).values({ threadId, readerKind, readerId: patient, readAt: days(-daysAgo) });

    const readThread = await thread('Read', 6);
    await message(readThread, 5, 'professional');
    await message(readThread, 4.5, 'customer');
    await read(readThread, 4);
    const answered = await thread('Answered', 3);
    await message(answered, 3, 'customer');
    await message(answered, 1, 'professional');
    await read(answered, 2);
    await read(answered, 0, 'professional');
    const empty = await thread('Empty', 2);
    await thread('Old', 10).then(async (id) => message(id, 10, 'professional'));

    const page = await t.frontPage(patient, { lang: 'en' });
    expect(idsOf(page.conversationSummaries)).toEqual([answered, empty, readThread]);
    expect(page.conversationSummaries.map((item) => [item.highlighted, item.subtitle, item.avatar?.name ?? null])).toEqual([
      [true, 'professional 1', 'Aino Lääkäri'],
      [false, null, null],
      [false, 'customer 4.5', 'Aino Lääkäri'],
    ]);
    expect(page.conversationSummaries[0]?.linkUrl).toBe(`/en/conversations/${answered}`);
  });
});
