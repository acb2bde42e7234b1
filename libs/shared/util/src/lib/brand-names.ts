import type { BrandId } from './brand-capabilities';
import type { Language } from './language';

/**
 * Each brand's name in each language, for the API's documents (receipts and invoices). The
 * portal's brand configuration (apps/portal/src/config/brands.ts) writes the same names out,
 * because Vite reads it before workspace paths resolve; a test there keeps them equal.
 */
export const brandNames = {
  general: { fi: 'Kajo', sv: 'Kajo', en: 'Kajo' },
  children: { fi: 'Kajo Lapset', sv: 'Kajo Barn', en: 'Kajo Kids' },
} as const satisfies Record<BrandId, Record<Language, string>>;
