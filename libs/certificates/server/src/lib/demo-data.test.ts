import { CertificatesListSchema } from '@portal/certificates/contracts';
import { demoPersonIds, seedDemoData } from '@portal/shared/db/seed';
import { testDatabases } from '@portal/shared/db/testing';
import type { TestApp } from '@portal/shared/server/testing';
import { call, createTestApp, sessionFor } from '@portal/shared/server/testing';
import { helsinkiInstant } from '@portal/shared/util';
import * as v from 'valibot';
import { certificatesServer } from '../index';

const TODAY = '2026-11-22';
const ids = demoPersonIds();

// The demo persons the portal's end-to-end tests sign in as: what they download must be there.
describe.each(testDatabases)('the demo data’s certificates on $name', ({ open }) => {
  let t: TestApp;

  beforeAll(async () => {
    const database = await open();
    await seedDemoData(database.db, { today: TODAY, slots: 'sample' });
    t = await createTestApp({ database, domains: [certificatesServer] });
    t.clock.now = helsinkiInstant(TODAY, '12:00');
  }, 120_000);
  afterAll(() => t.close());

  const list = async (personId: number, actingFor: number | null = null) => {
    const response = await call(t, 'GET', '/api/certificates?lang=fi', { session: await sessionFor(t, personId, actingFor) });
    expect(response.statusCode).toBe(200);
    return v.parse(CertificatesListSchema, response.json()).certificates;
  };

  it('gives Laura Mäkinen a nurse’s certificate and two medical certificates A, newest first, each with its PDF', async () => {
    const certificates = await list(ids.private);
    expect(certificates.map((certificate) => [certificate.type, certificate.creationDate])).toEqual([
      ['nurse', '2026-10-23'],
      ['medicalCertificateA', '2026-05-06'],
      ['medicalCertificateA', '2025-02-10'],
    ]);
    for (const certificate of certificates) {
      expect(certificate.practitioner).toEqual({ name: expect.any(String) });
      const pdf = await call(t, 'GET', `/api/certificates/${certificate.id}/pdf?lang=fi`, { session: await sessionFor(t, ids.private) });
      expect([pdf.statusCode, pdf.rawPayload.subarray(0, 5).toString('latin1')]).toEqual([200, '%PDF-']);
    }
  });

  it('gives the children none, whoever signs in', async () => {
    expect(await list(ids.teen)).toEqual([]);
    expect(await list(ids.guardian, ids.child)).toEqual([]);
  });
});
