import type { PortalBrand } from '@portal/shared/data-access';
import type { Localized } from '@portal/shared/i18n';

/**
 * Where each brand's patients find a laboratory and the nearest imaging centre (booking doc
 * section 2: the referral pages' links vary by brand). Placeholder addresses on the brands'
 * public sites until the real pages are known, like the practitioner profiles.
 */
export const referralFinderUrls: Record<PortalBrand['brand'], { laboratory: Localized; imaging: Localized }> = {
  general: {
    laboratory: { fi: 'https://www.kajo.fi/fi/laboratoriot', sv: 'https://www.kajo.fi/sv/laboratorier', en: 'https://www.kajo.fi/en/laboratories' },
    imaging: { fi: 'https://www.kajo.fi/fi/kuvantaminen', sv: 'https://www.kajo.fi/sv/bilddiagnostik', en: 'https://www.kajo.fi/en/imaging' },
  },
  children: {
    laboratory: {
      fi: 'https://www.kajolapset.fi/fi/laboratoriot',
      sv: 'https://www.kajolapset.fi/sv/laboratorier',
      en: 'https://www.kajolapset.fi/en/laboratories',
    },
    imaging: {
      fi: 'https://www.kajolapset.fi/fi/kuvantaminen',
      sv: 'https://www.kajolapset.fi/sv/bilddiagnostik',
      en: 'https://www.kajolapset.fi/en/imaging',
    },
  },
};
