/**
 * The SMS-login onboarding box (account doc sections 2 and 4) goes here, first on the front page.
 * The second-factor (MFA) issue fills it; until then it renders nothing.
 */
export function SmsOnboardingSlot() {
  return null;
}
