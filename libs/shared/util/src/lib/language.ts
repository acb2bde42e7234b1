/** The portal's UI languages. */
export const LANGUAGES = ['fi', 'sv', 'en'] as const;

export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}
