import { CertificatesListSchema } from '@portal/certificates/contracts';
import { testDatabases } from '@portal/shared/db/testing';
import type { TestApp } from '@portal/shared/server/testing';
import { call, practitionerName, sessionFor } from '@portal/shared/server/testing';
import * as v from 'valibot';
import { certificateTestApp, DOCTOR_ID, insertCertificate, NURSE_ID } from '../testing/certificate-fixtures';

describe.each(testDatabases)('GET /api/certificates on $name', ({ open }) => {
  const c = certificateTestApp(open);
  beforeAll(c.setUp);
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  const get = async (url: string, personId = c.t.personIds.adult, actingFor: number | null = null, t: TestApp = c.t) =>
    call(t, 'GET', url, { session: await sessionFor(t, personId, actingFor) });

  const list = async (personId?: number, actingFor?: number | null, query = 'lang=fi') => {
    const response = await get(`/api/certificates?${query}`, personId, actingFor);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return v.parse(CertificatesListSchema, response.json());
  };

  it('lists the patient’s certificates newest first with their kind, dates and who wrote them', async () => {
    const { adult } = c.t.personIds;
    // Inserted oldest first, so that the order is the API's doing.
    const older = await insertCertificate(c.database, adult, { type: 'medicalCertificateA', creationDate: '2025-03-04', validFrom: '2025-03-03', validUntil: '2025-03-16', practitionerId: DOCTOR_ID });
    const newer = await insertCertificate(c.database, adult);
    const unnamed = await insertCertificate(c.database, adult, { creationDate: '2023-06-01', validFrom: '2023-06-01', validUntil: '2023-06-01', practitionerId: null });
    const expected = {
      certificates: [
        { id: newer, type: 'nurse', creationDate: '2026-11-20', validFrom: '2026-11-20', validUntil: '2026-11-22', practitioner: { name: await practitionerName(c.database, NURSE_ID) } },
        { id: older, type: 'medicalCertificateA', creationDate: '2025-03-04', validFrom: '2025-03-03', validUntil: '2025-03-16', practitioner: { name: await practitionerName(c.database, DOCTOR_ID) } },
        { id: unnamed, type: 'nurse', creationDate: '2023-06-01', validFrom: '2023-06-01', validUntil: '2023-06-01', practitioner: null },
      ],
    };
    // The kinds are codes: the portal names them in its language.
    for (const query of ['lang=fi', 'lang=sv', 'lang=en', '']) expect(await list(undefined, null, query)).toEqual(expected);
  });

  it('leaves out certificates created before 1.1.2022', async () => {
    const { adult } = c.t.personIds;
    await insertCertificate(c.database, adult, { creationDate: '2021-12-31', validFrom: '2021-12-31', validUntil: '2022-01-06' });
    const first = await insertCertificate(c.database, adult, { creationDate: '2022-01-01', validFrom: '2021-12-31', validUntil: '2022-01-06' });
    expect((await list()).certificates.map((certificate) => certificate.id)).toEqual([first]);
  });

  it('keeps two certificates of one day in a fixed order', async () => {
    const ids = [await insertCertificate(c.database, c.t.personIds.adult), await insertCertificate(c.database, c.t.personIds.adult)];
    expect((await list()).certificates.map((certificate) => certificate.id)).toEqual(ids.reverse());
  });

  it('never shows another person’s certificates', async () => {
    const { adult, guardian, child8 } = c.t.personIds;
    const own = await insertCertificate(c.database, adult);
    await insertCertificate(c.database, guardian);
    await insertCertificate(c.database, child8);
    expect((await list()).certificates.map((certificate) => certificate.id)).toEqual([own]);
  });

  it('shows a guardian acting for a child the child’s certificates, and only theirs', async () => {
    const { guardian, child8, child13 } = c.t.personIds;
    const aino = await insertCertificate(c.database, child8);
    await insertCertificate(c.database, child13);
    const own = await insertCertificate(c.database, guardian);
    expect((await list(guardian, child8)).certificates.map((certificate) => certificate.id)).toEqual([aino]);
    // Signed in for himself, the guardian sees his own and not the children's.
    expect((await list(guardian)).certificates.map((certificate) => certificate.id)).toEqual([own]);
  });

  it('says there are none', async () => {
    expect(await list()).toEqual({ certificates: [] });
  });

  it('refuses an unknown language', async () => {
    const response = await get('/api/certificates?lang=de');
    expect([response.statusCode, response.json().type]).toEqual([400, 'ValidationError']);
  });

  it('needs a session', async () => {
    await insertCertificate(c.database, c.t.personIds.adult);
    const response = await call(c.t, 'GET', '/api/certificates?lang=fi');
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain('nurse');
  });

  it('has no certificates in the children’s brand: both calls answer 404 as for an unknown address', async () => {
    const { adult, guardian, child8 } = c.t.personIds;
    const id = await insertCertificate(c.database, adult);
    const childs = await insertCertificate(c.database, child8);
    for (const [url, personId, actingFor] of [
      ['/api/certificates?lang=fi', adult, null],
      [`/api/certificates/${id}/pdf?lang=fi`, adult, null],
      ['/api/certificates?lang=fi', guardian, child8],
      [`/api/certificates/${childs}/pdf?lang=fi`, guardian, child8],
    ] as const) {
      const response = await get(url, personId, actingFor, c.children);
      expect([url, response.statusCode, response.json()]).toEqual([url, 404, { type: 'NotFound' }]);
    }
    expect((await call(c.children, 'GET', '/api/certificates')).statusCode).toBe(404);
    // The same certificates in the general brand.
    expect((await get(`/api/certificates/${id}/pdf?lang=fi`)).statusCode).toBe(200);
  });
});
