export const languages = ['fi', 'sv', 'en'] as const;

export type Lang = (typeof languages)[number];

/** A value given in every language of the portal. */
export type Localized<T = string> = Record<Lang, T>;

export const defaultLang: Lang = 'fi';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** BCP 47 tags used for Intl formatting. */
export const localeOf: Localized = { fi: 'fi-FI', sv: 'sv-FI', en: 'en-GB' };
