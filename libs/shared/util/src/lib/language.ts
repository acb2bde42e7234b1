/** The portal's UI languages. */
export const LANGUAGES = ['fi', 'sv', 'en'] as const;

export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/**
 * BCP 47 tags for Intl formatting. en-GB rather than en-FI so English reads the way English
 * readers expect ('€12.50', weeks starting on Monday).
 */
export const LOCALE_TAGS: Readonly<Record<Language, string>> = {
  fi: 'fi-FI',
  sv: 'sv-FI',
  en: 'en-GB',
};
