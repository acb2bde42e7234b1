import { ConfigError, configOf, loadConfig } from '@portal/shared/server';
import { invoicesServer } from '../../index';
import { paymentContentSecurity, PAYTRAIL_IMAGES, paytrailConfig } from './paytrail-config';

const defaults = { dataDir: '/tmp/data' };
const development = { PORTAL_ENVIRONMENT: 'development' };
const paytrail = { PAYTRAIL_BASE_URL: 'https://services.paytrail.com', PAYTRAIL_ACCOUNT: '695861', PAYTRAIL_SECRET: 'merchant-secret-value' };
/** What production requires of the shared variables, so that only Paytrail's problems differ. */
const withoutPaytrail = {
  PORTAL_ENVIRONMENT: 'production',
  PUBLIC_ORIGIN: 'https://portal.example',
  OIDC_ISSUER: 'https://idp.example',
  OIDC_CLIENT_SECRET: 's',
  DATABASE_URL: 'postgres://portal@db.example/portal',
  TRUST_PROXY: '1',
  STORAGE_BACKEND: 's3',
  STORAGE_S3_BUCKET: 'portal-uploads',
  STORAGE_S3_REGION: 'eu-north-1',
};
const production = { ...withoutPaytrail, ...paytrail };

/** `env` without the variable `name`. */
function without(env: Record<string, string>, name: string): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter(([key]) => key !== name));
}

const paytrailOf = (env: Record<string, string>) => configOf(loadConfig(env, defaults, [paytrailConfig]), paytrailConfig);

function problemsOf(env: Record<string, string>): string {
  try {
    loadConfig(env, defaults, [paytrailConfig]);
    return '';
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
}

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
    expect(invoicesServer.contentSecurity?.(loadConfig(production, defaults, [paytrailConfig]))).toEqual({ formAction: ['https:'], imgSrc: [PAYTRAIL_IMAGES] });
  });
});
