import { loadConfig } from '@portal/shared/server';
import { developmentEnv as development, partReader, productionSharedEnv, without } from '@portal/shared/server/testing';
import { invoicesServer } from '../../index';
import { paymentContentSecurity, PAYTRAIL_IMAGES, paytrailConfig } from './paytrail-config';

const paytrail = { PAYTRAIL_BASE_URL: 'https://services.paytrail.com', PAYTRAIL_ACCOUNT: '695861', PAYTRAIL_SECRET: 'merchant-secret-value' };
const withoutPaytrail = productionSharedEnv;
const production = { ...withoutPaytrail, ...paytrail };
const { valueOf: paytrailOf, problemsOf } = partReader(paytrailConfig);

// The invoices' own variables (their configuration part), read by the API with every other domain's.
describe('Paytrail', () => {
  it('uses the local stand-in with Paytrail’s public test merchant in development when unset', () => {
    expect(paytrailOf(development)).toEqual({
      baseUrl: 'http://localhost:4200/paytrail-stand-in',
      account: '375917',
      secret: 'SAIPPUAKAUPPIAS',
      standIn: true,
    });
  });

  it('takes the configured merchant, without a trailing slash on the address', () => {
    expect(paytrailOf({ ...production, PAYTRAIL_BASE_URL: 'https://services.paytrail.com/' })).toEqual({
      baseUrl: 'https://services.paytrail.com',
      account: '695861',
      secret: 'merchant-secret-value',
      standIn: false,
    });
    expect(paytrailOf({ ...development, ...paytrail }).standIn).toBe(false);
  });

  it('requires all three in production, listing each missing one, and never the stand-in', () => {
    const message = problemsOf(withoutPaytrail);
    for (const name of ['PAYTRAIL_BASE_URL', 'PAYTRAIL_ACCOUNT', 'PAYTRAIL_SECRET']) expect(message).toContain(`${name}: required in the production environment`);
    expect(problemsOf({ ...production, PAYTRAIL_ACCOUNT: '' })).toMatch(/PAYTRAIL_ACCOUNT/);
  });

  it('requires https: for Paytrail in production', () => {
    expect(problemsOf({ ...production, PAYTRAIL_BASE_URL: 'http://services.paytrail.com' })).toMatch(/PAYTRAIL_BASE_URL: must be https:/);
  });

  it('refuses a half-configured merchant in development rather than sign with the test secret', () => {
    const message = problemsOf({ ...development, PAYTRAIL_BASE_URL: 'https://services.paytrail.com', PAYTRAIL_SECRET: 'merchant-secret-value' });
    expect(message).toContain('PAYTRAIL_ACCOUNT: required with the other PAYTRAIL_ variables');
    expect(message).not.toContain('PAYTRAIL_SECRET:');
  });

  it('never echoes the secret or the other values', () => {
    const message = problemsOf({ ...production, PAYTRAIL_BASE_URL: 'not a url merchant-secret-value', PAYTRAIL_ACCOUNT: 'merchant-secret-value' });
    expect(message).toMatch(/PAYTRAIL_BASE_URL/);
    expect(message).toMatch(/PAYTRAIL_ACCOUNT/);
    expect(message).not.toContain('merchant-secret-value');
    const missing = problemsOf(without(production, 'PAYTRAIL_ACCOUNT'));
    expect(missing).toMatch(/PAYTRAIL_ACCOUNT: required/);
    expect(missing).not.toContain('merchant-secret-value');
  });
});

describe('the pay page in the content security policy', () => {
  it('lets the providers’ forms post over https only, and shows their logos from Paytrail’s image server, with the real Paytrail', () => {
    expect(paymentContentSecurity(paytrailOf(production))).toEqual({ formAction: ['https:'], imgSrc: [PAYTRAIL_IMAGES] });
  });

  it('needs nothing beyond the portal’s own origin with the stand-in', () => {
    expect(paymentContentSecurity(paytrailOf(development))).toEqual({});
  });

  it('is what the invoices’ plugin gives the security headers', () => {
    expect(invoicesServer.configParts).toEqual([paytrailConfig]);
    expect(invoicesServer.contentSecurity?.(loadConfig(production, { dataDir: '/tmp/data' }, [paytrailConfig]))).toEqual({ formAction: ['https:'], imgSrc: [PAYTRAIL_IMAGES] });
  });
});
