import type { Language } from './language';

/**
 * Each brand's name in each language: the portal's header and titles (apps/portal brand
 * configuration) and the API's documents (receipts and invoices) take it from here.
 */
export const brandNames = {
  general: { fi: 'Kajo', sv: 'Kajo', en: 'Kajo' },
  children: { fi: 'Kajo Lapset', sv: 'Kajo Barn', en: 'Kajo Kids' },
} as const satisfies Record<string, Record<Language, string>>;

export type BrandId = keyof typeof brandNames;
