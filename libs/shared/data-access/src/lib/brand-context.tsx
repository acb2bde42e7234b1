import type { Lang, Localized, SectionId } from '@portal/shared/i18n';
import type { BrandCapabilities, BrandId } from '@portal/shared/util';
import { hasSection } from '@portal/shared/util';
import type { ReactNode } from 'react';
import { createContext, use } from 'react';

/**
 * What pages need to know about the brand they run in. The host app owns the brand configuration
 * (apps/portal/src/config) and hands this part of it down: feature libraries cannot import the app.
 * The brand's capabilities (`lacks`, `offersOccupationalHealth`, `keepsGuardianContacts`,
 * `asksWhoseSignIn`: libs/shared/util's brandCapabilities) are what pages branch on, never `brand`.
 */
export interface PortalBrand extends BrandCapabilities {
  /** The brand's id, for what is keyed by it (links, theme); pages never compare it. */
  brand: BrandId;
  /** The brand's name in each language, e.g. Kajo Lapset / Kajo Barn / Kajo Kids. */
  name: Localized;
  customerServicePhone: string;
  /** The language the terms page is linked in when it is not the page's own (children's brand: fi). */
  termsLanguage?: Lang;
  /**
   * The brand merged with another on a day (booking doc section 1: "stated in the product"): the
   * login page says so, where a patient of the brand looks first. Absent for a brand that did not.
   */
  merger?: { with: Localized; on: string };
}

const BrandContext = createContext<PortalBrand | null>(null);

export function BrandProvider({ brand, children }: { brand: PortalBrand; children: ReactNode }) {
  return <BrandContext value={brand}>{children}</BrandContext>;
}

/** Whether the brand has the section, for parts of pages that belong to another section. */
export function brandHasSection(brand: PortalBrand, section: SectionId): boolean {
  return hasSection(brand, section);
}

export function useBrand(): PortalBrand {
  const brand = use(BrandContext);
  if (!brand) throw new Error('useBrand() used outside BrandProvider');
  return brand;
}
