import type { SmsLoginState } from './sms-login-state';
import { initialSmsLogin, smsLoginReducer } from './sms-login-state';

const noDevice = { type: 'user-has-no-verified-mfa-device' } as const;
const awaiting = { type: 'user-wants-to-enable-mfa', phoneNumber: '+358401234567' } as const;
const ready = (overrides: Partial<Extract<SmsLoginState, { status: 'ready' }>> = {}): SmsLoginState => ({
  status: 'ready',
  mfa: noDevice,
  busy: null,
  failures: 0,
  typedPhone: null,
  ...overrides,
});

describe('smsLoginReducer', () => {
  it('shows the status once loaded, and a failure with a retry', () => {
    expect(smsLoginReducer(initialSmsLogin, { type: 'loaded', mfa: noDevice })).toEqual(ready());
    const failed = smsLoginReducer(initialSmsLogin, { type: 'load-failed' });
    expect(failed).toEqual({ status: 'failed' });
    expect(smsLoginReducer(failed, { type: 'retry' })).toEqual({ status: 'loading' });
  });

  it('does one thing at a time', () => {
    const enabling = smsLoginReducer(ready(), { type: 'start', busy: 'enable' });
    expect(enabling).toEqual(ready({ busy: 'enable' }));
    expect(smsLoginReducer(enabling, { type: 'start', busy: 'disable' })).toBe(enabling);
    expect(smsLoginReducer(initialSmsLogin, { type: 'start', busy: 'enable' })).toBe(initialSmsLogin);
  });

  it('takes the status an action answers, forgetting wrong codes', () => {
    expect(smsLoginReducer(ready({ busy: 'enable', failures: 2 }), { type: 'loaded', mfa: awaiting })).toEqual(ready({ mfa: awaiting }));
  });

  it('counts wrong codes', () => {
    const checking = ready({ mfa: awaiting, busy: 'check', failures: 1 });
    expect(smsLoginReducer(checking, { type: 'stopped', wrongCode: true })).toEqual(ready({ mfa: awaiting, failures: 2 }));
    expect(smsLoginReducer(checking, { type: 'stopped' })).toEqual(ready({ mfa: awaiting, failures: 1 }));
  });

  it('asks for a number when none is on record, keeps it while its code is awaited, and forgets it after', () => {
    const asking = smsLoginReducer(ready({ busy: 'enable' }), { type: 'phone-needed' });
    expect(asking).toEqual(ready({ typedPhone: '' }));
    const typed = smsLoginReducer(asking, { type: 'phone-typed', phoneNumber: '040 123 4567' });
    expect(typed).toEqual(ready({ typedPhone: '040 123 4567' }));
    // Typing is taken only while the number is asked for.
    expect(smsLoginReducer(ready(), { type: 'phone-typed', phoneNumber: '1' })).toEqual(ready());
    const sent = smsLoginReducer({ ...typed, busy: 'enable' } as SmsLoginState, { type: 'code-sent-to-typed', phoneNumber: '0401234567' });
    expect(sent).toEqual(ready({ mfa: { type: 'user-wants-to-enable-mfa', phoneNumber: '0401234567' }, typedPhone: '040 123 4567' }));
    // A new code to the same number keeps it; the factor turned on (or off) forgets it.
    expect(smsLoginReducer(sent, { type: 'loaded', mfa: awaiting })).toMatchObject({ typedPhone: '040 123 4567' });
    expect(smsLoginReducer(sent, { type: 'loaded', mfa: { type: 'enabled', phoneNumber: '0401234567' } })).toMatchObject({ typedPhone: null });
    expect(smsLoginReducer(sent, { type: 'loaded', mfa: noDevice })).toMatchObject({ typedPhone: null });
  });

  it('ignores a stop when nothing runs', () => {
    const idle = ready();
    expect(smsLoginReducer(idle, { type: 'stopped', wrongCode: true })).toBe(idle);
  });
});
