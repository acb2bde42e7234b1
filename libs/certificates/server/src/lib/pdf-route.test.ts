import { testDatabases } from '@portal/shared/db/testing';
import { call, fixturePersons, practitionerName, readPdf, sessionFor } from '@portal/shared/server/testing';
import { certificateTestApp, DOCTOR_ID, insertCertificate, NURSE_ID } from '../testing/certificate-fixtures';

describe.each(testDatabases)('GET /api/certificates/{id}/pdf on $name', ({ open }) => {
  const c = certificateTestApp(open);
  beforeAll(c.setUp);
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  const get = async (url: string, personId = c.t.personIds.adult, actingFor: number | null = null) =>
    call(c.t, 'GET', url, { session: await sessionFor(c.t, personId, actingFor) });

  it('gives the patient’s certificate as a tagged PDF to save, with the patient, the sick leave and who wrote it', async () => {
    const id = await insertCertificate(c.database, c.t.personIds.adult);
    const response = await get(`/api/certificates/${id}/pdf?lang=fi`);
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="todistus-${id}.pdf"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    const raw = response.rawPayload.toString('latin1');
    expect(raw.startsWith('%PDF-1.7')).toBe(true);
    for (const marker of ['/StructTreeRoot', '/MarkInfo', '/FontFile2', '/Lang (fi-FI)']) expect(raw).toContain(marker);

    const read = await readPdf(response.rawPayload);
    expect(read.markInfo['Marked']).toBe(true);
    expect(read.info).toMatchObject({ Title: 'Hoitajan todistus 20.11.2026', Language: 'fi-FI', Author: 'Kajo' });
    const nurse = await practitionerName(c.database, NURSE_ID);
    expect(read.text).toBe(`Kajo Hoitajan todistus Potilas Maija Testinen Sairausloma 20.11.2026–22.11.2026 Laatija ${nurse} Laadittu 20.11.2026`);
    // Like the invoice PDFs, no identity code.
    expect(read.text).not.toContain(fixturePersons.adult.ssn);
    expect(read.structure[0]?.children.map((child) => child.role)).toEqual(['P', 'H1', 'Table']);
  });

  it('writes the certificate in Swedish and English, Finnish by default', async () => {
    const id = await insertCertificate(c.database, c.t.personIds.adult, { type: 'medicalCertificateA', creationDate: '2026-10-01', validFrom: '2026-09-30', validUntil: '2026-10-13', practitionerId: DOCTOR_ID });
    const doctor = await practitionerName(c.database, DOCTOR_ID);

    const sv = await get(`/api/certificates/${id}/pdf?lang=sv`);
    expect(sv.headers['content-disposition']).toBe(`attachment; filename="intyg-${id}.pdf"`);
    expect((await readPdf(sv.rawPayload)).text).toBe(`Kajo Läkarutlåtande A Patient Maija Testinen Sjukledighet 30.9.2026–13.10.2026 Utfärdat av ${doctor} Utfärdat 1.10.2026`);

    const en = await get(`/api/certificates/${id}/pdf?lang=en`);
    expect(en.headers['content-disposition']).toBe(`attachment; filename="certificate-${id}.pdf"`);
    expect((await readPdf(en.rawPayload)).text).toBe(`Kajo Medical certificate A Patient Maija Testinen Sick leave 30 Sept 2026 – 13 Oct 2026 Written by ${doctor} Date written 1 Oct 2026`);

    expect((await get(`/api/certificates/${id}/pdf`)).headers['content-disposition']).toBe(`attachment; filename="todistus-${id}.pdf"`);
  });

  it('answers another patient’s certificate, one from before 2022 and an unknown id exactly alike', async () => {
    const { adult, guardian } = c.t.personIds;
    const theirs = await insertCertificate(c.database, guardian);
    const old = await insertCertificate(c.database, adult, { creationDate: '2021-12-31', validFrom: '2021-12-31', validUntil: '2022-01-02' });
    for (const id of [theirs, old, 999_999_999]) {
      const response = await get(`/api/certificates/${id}/pdf?lang=fi`);
      expect([response.statusCode, response.headers['content-type'], response.json()]).toEqual([404, 'application/json; charset=utf-8', { type: 'NotFound' }]);
    }
    expect((await get(`/api/certificates/${theirs}/pdf`, guardian)).statusCode).toBe(200);
  });

  it('gives a guardian acting for a child the child’s certificate, naming the child, and no one else’s', async () => {
    const { guardian, child8, child13 } = c.t.personIds;
    const childs = await insertCertificate(c.database, child8);
    const siblings = await insertCertificate(c.database, child13);

    const response = await get(`/api/certificates/${childs}/pdf?lang=en`, guardian, child8);
    expect(response.statusCode).toBe(200);
    expect((await readPdf(response.rawPayload)).text).toContain('Patient Aino Huoltaja');

    expect((await get(`/api/certificates/${siblings}/pdf`, guardian, child8)).statusCode).toBe(404);
    // Signed in as himself, the guardian's own certificates only.
    expect((await get(`/api/certificates/${childs}/pdf`, guardian)).statusCode).toBe(404);
  });

  it('needs a session', async () => {
    const id = await insertCertificate(c.database, c.t.personIds.adult);
    expect((await call(c.t, 'GET', `/api/certificates/${id}/pdf`)).statusCode).toBe(401);
  });

  it('refuses an unknown language and a bad id', async () => {
    const id = await insertCertificate(c.database, c.t.personIds.adult);
    for (const url of [`/api/certificates/${id}/pdf?lang=de`, '/api/certificates/abc/pdf', '/api/certificates/1.5/pdf', '/api/certificates/1234567890/pdf']) {
      const response = await get(url);
      expect([url, response.statusCode, response.json<{ type: string }>().type]).toEqual([url, 400, 'ValidationError']);
    }
  });
});
