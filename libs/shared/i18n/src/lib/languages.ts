import type { Language } from '@portal/shared/util';
import { isLanguage, LANGUAGES, LOCALE_TAGS } from '@portal/shared/util';

// The list itself lives in util (pure helpers format per language); these are its i18n names.
export const languages = LANGUAGES;

export type Lang = Language;

/** A value given in every language of the portal. */
export type Localized<T = string> = Record<Lang, T>;

export const defaultLang: Lang = 'fi';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && isLanguage(value);
}

/** BCP 47 tags used for Intl formatting. */
export const localeOf: Readonly<Localized> = LOCALE_TAGS;
