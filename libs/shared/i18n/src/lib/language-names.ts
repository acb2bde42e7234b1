import type { Localized } from './languages';

/**
 * Each language named in itself, as language switchers show them whatever the page language
 * (the link carries a lang attribute so screen readers pronounce it right).
 */
export const languageNames: Localized = { fi: 'Suomeksi', sv: 'På svenska', en: 'In English' };
