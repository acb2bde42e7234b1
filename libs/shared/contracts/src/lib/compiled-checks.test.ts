import { compareWithSchema, variantsOf } from '../testing';
import { issueKeys } from './answer-check';
import { SessionResponseCheck, ValidationErrorBodyCheck } from './compiled-checks';
import { ValidationErrorBodySchema } from './errors';
import { SessionResponseSchema } from './session';

// Each compiled check must accept, reject and output exactly what its schema does: the valid
// answers below, and every one of them with one value replaced by each odd value, one key removed
// or one key added, are checked both ways and compared.

const signedIn = {
  environment: 'production',
  csrfToken: 'c'.repeat(32),
  features: ['mfa', 'kela65'],
  healthCareType: 'private',
  isSessionValid: true,
  sessionScope: 'default',
  lang: 'fi',
  sessionExpires: '2026-11-30T10:15:00.000Z',
  authTokenTimeout: { value: 30, unit: 'minutes' },
  user: { firstName: 'Maija', lastName: 'Meikäläinen', language: 'sv', isRegistered: true, actingFor: null },
};
const actingForChild = { ...signedIn, user: { ...signedIn.user, actingFor: { firstName: 'Aino', lastName: 'Meikäläinen' } } };
const anonymous = {
  isSessionValid: false,
  reason: 'none',
  environment: 'development',
  features: [],
  lang: 'en',
  authTokenTimeout: { value: 2, unit: 'hours' },
};
const expiredRenewable = {
  ...anonymous,
  reason: 'expired',
  smsRenewal: { firstName: 'Maija', maskedPhoneNumber: '+358 40 *** **67', csrfToken: 't'.repeat(16) },
};
const validationError = { type: 'ValidationError', details: [{ path: 'lang', message: 'Invalid lang' }, { path: 'a.b', message: '' }] };

describe('the compiled answer checks', () => {
  it('SessionResponseCheck accepts, rejects and outputs what SessionResponseSchema does', () => {
    const inputs = [signedIn, actingForChild, anonymous, expiredRenewable].flatMap(variantsOf);
    const { accepted, rejected, differences } = compareWithSchema(SessionResponseSchema, SessionResponseCheck, inputs);
    expect(differences).toEqual([]);
    // Both ways, many times: the comparison covered the schema's rules, not only one side.
    expect(accepted).toBeGreaterThan(100);
    expect(rejected).toBeGreaterThan(1000);
  });

  it('ValidationErrorBodyCheck accepts, rejects and outputs what ValidationErrorBodySchema does', () => {
    const { accepted, rejected, differences } = compareWithSchema(ValidationErrorBodySchema, ValidationErrorBodyCheck, variantsOf(validationError));
    expect(differences).toEqual([]);
    expect(accepted).toBeGreaterThan(10);
    expect(rejected).toBeGreaterThan(100);
  });

  it('leaves out keys the schema does not name, and names the path of each problem', () => {
    const result = SessionResponseCheck['~standard'].validate({ ...signedIn, hetu: '010101-123N', user: { ...signedIn.user, csrfToken: 1 } });
    expect(result).toEqual({ value: signedIn });
    const wrong = SessionResponseCheck['~standard'].validate({ ...signedIn, csrfToken: 'short', user: { ...signedIn.user, firstName: '' } });
    expect('issues' in wrong && wrong.issues?.map(issueKeys)).toEqual([['csrfToken'], ['user', 'firstName']]);
  });
});
