const BUSINESS_PREFIX = /^(?:010|\+35810)/;

/** Finnish 010 business numbers, which get the local-call pricing note. */
export function isBusinessNumber(phone: string): boolean {
  return BUSINESS_PREFIX.test(phone.replace(/\s+/g, ''));
}

/**
 * A 'tel:' link target in E.164 ('tel:+358103803838'). Finnish national numbers (leading 0) get
 * +358; numbers without a trunk prefix, such as short service numbers like 116117, keep only
 * '+' and digits, since prefixing them would make them undialable. Free of the phone metadata:
 * the footer of every page uses it.
 */
export function phoneHref(phone: string): string {
  const dialable = phone.replace(/[^\d+]/g, '');
  if (/^0\d{4,}$/.test(dialable)) {
    return `tel:+358${dialable.slice(1)}`;
  }
  return `tel:${dialable}`;
}
