import type { OnboardingState } from './onboarding-state';
import { compactPhoneNumber } from '@portal/shared/contracts';
import { initialOnboarding, onboardingReducer } from './onboarding-state';

const phone = (phoneNumber = '', isSending = false): OnboardingState => ({ step: 'phone', phoneNumber, isSending, cameBack: false });
const code = (isChecking = false, failures = 0): OnboardingState => ({
  step: 'code',
  sentTo: '+358401234567',
  isChecking,
  failures,
  cameFromPhone: true,
});

describe('initialOnboarding', () => {
  it('starts at the phone without a verified device', () => {
    expect(initialOnboarding({ type: 'user-has-no-verified-mfa-device' })).toEqual(phone());
  });

  it('starts at the code when one awaits an answer, without taking focus', () => {
    expect(initialOnboarding({ type: 'user-wants-to-enable-mfa', phoneNumber: '+358401234567' })).toEqual({
      step: 'code',
      sentTo: '+358401234567',
      isChecking: false,
      failures: 0,
      cameFromPhone: false,
    });
  });

  it.each([
    { type: 'user-has-no-verified-mfa-device' as const, onboardingDismissed: true as const },
    { type: 'user-wants-to-enable-mfa' as const, phoneNumber: '+358401234567', onboardingDismissed: true as const },
  ])('shows no box to a person who closed it before ($type)', (status) => {
    expect(initialOnboarding(status)).toBeNull();
  });

  it.each([
    { type: 'enabled' as const, phoneNumber: '+358401234567' },
    { type: 'environment-has-mfa-disabled' as const },
    { type: 'too-many-onboarding-attempts' as const, nextAttempt: '2027-01-15T12:30:00.000Z' },
  ])('shows no box for $type', (status) => {
    expect(initialOnboarding(status)).toBeNull();
  });
});

describe('onboardingReducer', () => {
  it('hides the box when closed, at the phone or at the code, and not once it is gone', () => {
    expect(onboardingReducer(phone('0401234567'), { type: 'dismissed' })).toEqual({ step: 'hidden' });
    expect(onboardingReducer(code(), { type: 'dismissed' })).toEqual({ step: 'hidden' });
    const enabled: OnboardingState = { step: 'enabled' };
    expect(onboardingReducer(enabled, { type: 'dismissed' })).toBe(enabled);
  });

  it('sends only a valid number, once', () => {
    expect(onboardingReducer(phone('12345'), { type: 'send' })).toEqual(phone('12345'));
    expect(onboardingReducer(phone(' 040 123 456 '), { type: 'send' })).toEqual(phone(' 040 123 456 ', true));
    const sending = phone('0401234567', true);
    expect(onboardingReducer(sending, { type: 'send' })).toBe(sending);
  });

  it('keeps the number while it is being sent', () => {
    const sending = phone('0401234567', true);
    expect(onboardingReducer(sending, { type: 'phone-changed', phoneNumber: '1' })).toBe(sending);
    expect(onboardingReducer(phone('04'), { type: 'phone-changed', phoneNumber: '040' })).toEqual(phone('040'));
  });

  it('goes to the code once sent, with the number as sent', () => {
    expect(onboardingReducer(phone('+358 40 123 4567', true), { type: 'code-sent' })).toEqual({
      step: 'code',
      sentTo: '+358401234567',
      isChecking: false,
      failures: 0,
      cameFromPhone: true,
    });
  });

  it('stays at the phone when sending fails', () => {
    expect(onboardingReducer(phone('0401234567', true), { type: 'send-failed' })).toEqual(phone('0401234567'));
  });

  it('checks one code at a time', () => {
    expect(onboardingReducer(code(), { type: 'check' })).toEqual(code(true));
    const checking = code(true);
    expect(onboardingReducer(checking, { type: 'check' })).toBe(checking);
  });

  it.each([
    ['mfa-ok', { step: 'enabled' }],
    ['too-many-mfa-attempts', { step: 'hidden' }],
    ['mfa-challenge-failed', code(false, 1)],
  ] as const)('after %s goes to %j', (result, next) => {
    expect(onboardingReducer(code(true), { type: 'answered', result })).toEqual(next);
  });

  it('counts a check that could not be made as a failure, to return focus', () => {
    expect(onboardingReducer(code(true, 1), { type: 'check-failed' })).toEqual(code(false, 2));
  });

  it('ignores an answer nobody waits for', () => {
    const waiting = code();
    expect(onboardingReducer(waiting, { type: 'answered', result: 'mfa-ok' })).toBe(waiting);
  });

  it('returns to the number it sent to, but not during a check', () => {
    expect(onboardingReducer(code(), { type: 'change-number' })).toEqual({
      step: 'phone',
      phoneNumber: '+358401234567',
      isSending: false,
      cameBack: true,
    });
    const checking = code(true);
    expect(onboardingReducer(checking, { type: 'change-number' })).toBe(checking);
  });

  it('hides the box after too many attempts at either step', () => {
    expect(onboardingReducer(phone('0401234567', true), { type: 'too-many-attempts' })).toEqual({ step: 'hidden' });
    expect(onboardingReducer(code(), { type: 'too-many-attempts' })).toEqual({ step: 'hidden' });
  });

  it('is gone once faded out', () => {
    expect(onboardingReducer({ step: 'enabled' }, { type: 'faded-out' })).toEqual({ step: 'hidden' });
    const waiting = code();
    expect(onboardingReducer(waiting, { type: 'faded-out' })).toBe(waiting);
  });
});

describe('compactPhoneNumber', () => {
  it('takes out white space', () => {
    expect(compactPhoneNumber(' +358 40\t123 4567 ')).toBe('+358401234567');
  });
});
