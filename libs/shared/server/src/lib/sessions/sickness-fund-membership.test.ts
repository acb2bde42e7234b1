import { occupationalContracts } from '@portal/shared/db';
import { testDatabases } from '@portal/shared/db/testing';
import { call, sessionFor } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp, testConfig } from '../../testing/test-app';
import { ConfigError } from '../config';

const member = 'is-finnair-sickness-fund-member';

async function features(t: TestApp, personId: number, actingForId: number | null = null): Promise<string[]> {
  const session = await sessionFor(t, personId, actingForId);
  return (await call(t, 'GET', '/api/session', { session })).json<{ features: string[] }>().features;
}

async function employ(t: TestApp, patientId: number, companyCode: string): Promise<void> {
  await t.database.db.insert(occupationalContracts).values({
    patientId,
    employerName: 'Esimerkki Oy',
    companyCode,
    contractType: 'Comprehensive',
    webReservationAllowed: true,
    vaccinationsAllowed: true,
    influenzaVaccinationAllowed: true,
  });
}

describe.each(testDatabases)('sickness fund membership in the session on $name', ({ open }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: await open(), env: { SICKNESS_FUND_COMPANY_CODES: '1111111-1, 2222222-2' } });
    await employ(t, t.personIds.adult, '2222222-2');
    await employ(t, t.personIds.guardian, '3333333-3');
  });
  afterAll(() => t.close());

  it('makes an employee of a fund employer a member, with the service flags kept', async () => {
    expect(await features(t, t.personIds.adult)).toEqual(expect.arrayContaining([member, 'sickness-fund-page', 'mfa']));
  });

  it('leaves out an employee of another employer and a person without a contract', async () => {
    expect(await features(t, t.personIds.guardian)).not.toContain(member);
    expect(await features(t, t.personIds.child13)).not.toContain(member);
  });

  it('never tells an anonymous visitor they are a member', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/session' });
    expect(response.json<{ features: string[] }>().features).not.toContain(member);
  });
});

describe('SICKNESS_FUND_COMPANY_CODES', () => {
  it('defaults to the demo employer in development and to nobody in production', () => {
    expect(testConfig().sicknessFundCompanyCodes).toEqual(['2345678-1']);
    expect(testConfig({ PORTAL_ENVIRONMENT: 'production', OIDC_ISSUER: 'https://idp.example.fi', OIDC_CLIENT_SECRET: 's' }).sicknessFundCompanyCodes).toEqual([]);
    expect(testConfig({ SICKNESS_FUND_COMPANY_CODES: '' }).sicknessFundCompanyCodes).toEqual([]);
  });

  it('refuses something that is not a list of business ids', () => {
    expect(() => testConfig({ SICKNESS_FUND_COMPANY_CODES: '2345678-1,Finnair' })).toThrow(/SICKNESS_FUND_COMPANY_CODES/);
  });

  it('refuses the membership flag in FEATURES, which would make everyone a member', () => {
    expect(() => testConfig({ FEATURES: member })).toThrow(ConfigError);
    expect(() => testConfig({ FEATURES: member })).toThrow(/decided per person/);
  });
});
