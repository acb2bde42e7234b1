import type { DocumentReference } from '@medplum/fhirtypes';
import { testDatabases } from '@portal/shared/db/testing';
import type { TestApp } from '@portal/shared/server/testing';
import { call, fhirProblems, practitionerName, readPdf, recordsQuery, sessionFor } from '@portal/shared/server/testing';
import type { Language } from '@portal/shared/util';
import { createHash } from 'node:crypto';
import { certificatesServer } from '../index';
import { certificateTestApp, DOCTOR_ID, insertCertificate, NURSE_ID } from '../testing/certificate-fixtures';
import { certificateRecords } from './patient-records';

describe.each(testDatabases)('certificates in the patient’s own data on $name', ({ open }) => {
  const c = certificateTestApp(open);
  beforeAll(c.setUp);
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  const records = async (subjectId: number, lang: Language = 'fi', t: TestApp = c.t) =>
    (await certificateRecords.records(recordsQuery(c.database, t.config, subjectId, { lang }))) as DocumentReference[];
  const bytesOf = (resource: DocumentReference | undefined) => Buffer.from(resource?.content[0]?.attachment.data ?? '', 'base64');

  it('is offered by the domain’s plugin', () => {
    expect(certificatesServer.patientRecords).toBe(certificateRecords);
  });

  it('gives every certificate the list shows as a DocumentReference with the PDF the download gives', async () => {
    const { adult } = c.t.personIds;
    const nurses = await insertCertificate(c.database, adult);
    const doctors = await insertCertificate(c.database, adult, { type: 'medicalCertificateA', creationDate: '2026-10-01', validFrom: '2026-09-30', validUntil: '2026-10-13', practitionerId: DOCTOR_ID });
    // Created before 2022: the list leaves it out, and so does the patient's own data.
    await insertCertificate(c.database, adult, { creationDate: '2021-12-31', validFrom: '2021-12-31', validUntil: '2022-01-02' });
    const found = await records(adult);
    expect(found.map((resource) => resource.id)).toEqual([`certificate-${nurses}`, `certificate-${doctors}`]);

    const [first] = found;
    const pdf = bytesOf(first);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(first).toEqual({
      resourceType: 'DocumentReference',
      id: `certificate-${nurses}`,
      identifier: [{ system: 'http://portal.test/fhir/sid/certificate', value: String(nurses) }],
      status: 'current',
      type: { text: 'Hoitajan todistus' },
      subject: { reference: `Patient/${adult}` },
      // The start of 20.11.2026 in Helsinki (UTC+2).
      date: '2026-11-19T22:00:00.000Z',
      author: [{ display: await practitionerName(c.database, NURSE_ID) }],
      description: 'Sairausloma 20.11.2026–22.11.2026',
      content: [
        {
          attachment: {
            contentType: 'application/pdf',
            language: 'fi',
            title: 'Hoitajan todistus 20.11.2026',
            data: pdf.toString('base64'),
            size: pdf.length,
            hash: createHash('sha1').update(pdf).digest('base64'),
          },
        },
      ],
    });
    // The very PDF the portal's download gives at the same time, in the same language.
    const download = await call(c.t, 'GET', `/api/certificates/${nurses}/pdf?lang=fi`, { session: await sessionFor(c.t, adult) });
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect((await readPdf(pdf)).text).toContain('Potilas Maija Testinen Sairausloma 20.11.2026–22.11.2026');
    for (const resource of found) expect(fhirProblems(resource)).toEqual([]);
  });

  it('writes the kind, the sick leave and the PDF in the patient’s language', async () => {
    const { adult } = c.t.personIds;
    const id = await insertCertificate(c.database, adult, { type: 'medicalCertificateA', creationDate: '2026-10-01', validFrom: '2026-09-30', validUntil: '2026-10-13', practitionerId: DOCTOR_ID });
    const [sv] = await records(adult, 'sv');
    expect(sv).toMatchObject({ type: { text: 'Läkarutlåtande A' }, description: 'Sjukledighet 30.9.2026–13.10.2026', content: [{ attachment: { language: 'sv', title: 'Läkarutlåtande A 1.10.2026' } }] });
    const [en] = await records(adult, 'en');
    expect(en).toMatchObject({ type: { text: 'Medical certificate A' }, description: 'Sick leave 30 Sept 2026 – 13 Oct 2026', content: [{ attachment: { language: 'en', title: 'Medical certificate A 1 Oct 2026' } }] });
    const download = await call(c.t, 'GET', `/api/certificates/${id}/pdf?lang=en`, { session: await sessionFor(c.t, adult) });
    expect(download.rawPayload.equals(bytesOf(en))).toBe(true);
    for (const resource of [sv, en]) expect(fhirProblems(resource ?? {})).toEqual([]);
  });

  it('leaves the author out when the practitioner is no longer on record', async () => {
    const { adult } = c.t.personIds;
    await insertCertificate(c.database, adult, { practitionerId: null });
    const [found] = await records(adult);
    expect(found).not.toHaveProperty('author');
    expect(fhirProblems(found ?? {})).toEqual([]);
  });

  it('never gives another person’s certificates; a child (the subject a guardian acts for) gets the child’s', async () => {
    const { adult, guardian, child13 } = c.t.personIds;
    const own = await insertCertificate(c.database, adult);
    await insertCertificate(c.database, guardian);
    const eetus = await insertCertificate(c.database, child13);
    expect((await records(adult)).map((resource) => resource.id)).toEqual([`certificate-${own}`]);
    const [childs] = await records(child13);
    expect(childs).toMatchObject({ id: `certificate-${eetus}`, subject: { reference: `Patient/${child13}` } });
    expect((await readPdf(bytesOf(childs))).text).toContain('Potilas Eetu Huoltaja');
  });

  it('gives none in the children’s brand, which has no certificates', async () => {
    await insertCertificate(c.database, c.t.personIds.child8);
    expect(await records(c.t.personIds.child8, 'fi', c.children)).toEqual([]);
  });
});
