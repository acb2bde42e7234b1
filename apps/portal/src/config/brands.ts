import * as v from 'valibot';
// By path: Vite bundles its configuration without the workspace's aliases. Pure data, the same
// capabilities the API reads.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { capabilitiesOf } from '../../../../libs/shared/util/src/lib/brand-capabilities';
import type { BrandConfig, BrandSettings } from './brand-config';
import { BrandConfigSchema } from './brand-config';
import type { PortalEnv } from './portal-env';

/** Each brand's settings; what it offers (the sections it lacks...) is its capabilities'. */
const brands: Record<PortalEnv['brand'], BrandSettings> = {
  general: {
    brand: 'general',
    name: { fi: 'Kajo', sv: 'Kajo', en: 'Kajo' },
    customerServicePhone: '010 380 3838',
    theme: { tokens: 'general', headerImageProportion: 0.75 },
  },
  children: {
    brand: 'children',
    name: { fi: 'Kajo Lapset', sv: 'Kajo Barn', en: 'Kajo Kids' },
    // The children's clinics have their own line in the same business-number range.
    customerServicePhone: '010 380 3939',
    theme: { tokens: 'children', headerImageProportion: 0.45 },
    termsLanguage: 'fi',
    // The two brands merged on 1 June 2025 (booking doc section 1).
    merger: { with: { fi: 'Kajo', sv: 'Kajo', en: 'Kajo' }, on: '2025-06-01' },
  },
};

/**
 * The brand configuration for the environment: its settings, validated so a broken one stops the
 * build (vite.config.mts), and its capabilities.
 */
export function brandConfigFor(env: PortalEnv): BrandConfig {
  return { ...v.parse(BrandConfigSchema, brands[env.brand]), ...capabilitiesOf(env.brand) };
}
