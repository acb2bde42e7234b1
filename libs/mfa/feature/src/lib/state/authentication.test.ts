import { authenticationReducer, initialAuthentication } from './authentication';

describe('authenticationReducer', () => {
  it('checks one code at a time', () => {
    const checking = authenticationReducer(initialAuthentication, { type: 'submit' });
    expect(checking).toEqual({ status: 'checking', attempts: 0 });
    expect(authenticationReducer(checking, { type: 'submit' })).toBe(checking);
  });

  it.each([
    ['mfa-ok', { status: 'renewed' }],
    ['too-many-mfa-attempts', { status: 'logged-out' }],
    ['mfa-challenge-failed', { status: 'entering', error: 'wrong-code', attempts: 3 }],
  ] as const)('after %s goes to %j', (result, next) => {
    expect(authenticationReducer({ status: 'checking', attempts: 2 }, { type: 'answered', result })).toEqual(next);
  });

  it('asks again when the check could not be made', () => {
    expect(authenticationReducer({ status: 'checking', attempts: 0 }, { type: 'check-failed' })).toEqual({
      status: 'entering',
      error: 'failed',
      attempts: 1,
    });
  });

  it('ignores an answer nobody waits for', () => {
    expect(authenticationReducer(initialAuthentication, { type: 'answered', result: 'mfa-ok' })).toBe(initialAuthentication);
    expect(authenticationReducer({ status: 'renewed' }, { type: 'check-failed' })).toEqual({ status: 'renewed' });
  });
});
