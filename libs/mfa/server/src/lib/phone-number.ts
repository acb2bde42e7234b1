/**
 * The number a code is sent to, in E.164 as the gateway takes it. The onboarding field accepts
 * an optional plus and at least six digits (account doc section 5): a national '0' means Finland
 * (+358), '00' is the international prefix, and digits without either already start with the
 * country code.
 */
export function smsPhoneNumber(input: string): string {
  const compact = input.replace(/[\s-]+/g, '');
  if (compact.startsWith('+')) return compact;
  if (compact.startsWith('00')) return `+${compact.slice(2)}`;
  if (compact.startsWith('0')) return `+358${compact.slice(1)}`;
  return `+${compact}`;
}
