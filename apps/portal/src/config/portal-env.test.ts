import { brandCapabilities, brandNames } from '@portal/shared/util';
import * as v from 'valibot';
import { brandHasSection } from '@portal/shared/data-access';
import { BrandConfigSchema } from './brand-config';
import { brandConfigFor } from './brands';
import { parsePortalEnv, PortalEnvError, portalEnvFromProcess } from './portal-env';

describe('portal environment', () => {
  it('defaults to the general brand', () => {
    expect(portalEnvFromProcess({}, 'development')).toEqual({ brand: 'general', environment: 'development' });
    expect(portalEnvFromProcess({ PORTAL_BRAND: 'children', PORTAL_ENVIRONMENT: 'production' }, 'development')).toEqual({
      brand: 'children',
      environment: 'production',
    });
  });

  it('lists every bad variable at once', () => {
    let error: unknown;
    try {
      parsePortalEnv({ brand: 'kids', environment: 'staging' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(PortalEnvError);
    expect((error as PortalEnvError).problems).toEqual([
      'PORTAL_BRAND must be "general" or "children"',
      'PORTAL_ENVIRONMENT must be "development" or "production"',
    ]);
  });
});

describe('brand configuration', () => {
  const general = brandConfigFor({ brand: 'general', environment: 'production' });
  const children = brandConfigFor({ brand: 'children', environment: 'production' });

  it('names each brand as the API’s documents do', () => {
    // Vite reads this configuration before workspace paths resolve, so it cannot import
    // brandNames; this keeps the two from drifting apart.
    expect(general.name).toEqual(brandNames.general);
    expect(children.name).toEqual(brandNames.children);
  });

  it('uses the customer service number of the spec for the general brand', () => {
    expect(general.customerServicePhone).toBe('010 380 3838');
  });

  it("drops certificates, conversations, questionnaires, the employee memo and occupational booking from the children's brand", () => {
    for (const section of ['certificates', 'conversations', 'questionnaires', 'employeeMemo', 'occupationalBooking'] as const) {
      expect(brandHasSection(children, section)).toBe(false);
      expect(brandHasSection(general, section)).toBe(true);
    }
    expect(brandHasSection(children, 'appointments')).toBe(true);
  });

  it('carries the capabilities the API reads too', () => {
    expect(general).toMatchObject(brandCapabilities.general);
    expect(children).toMatchObject(brandCapabilities.children);
  });

  it('leaves occupational health booking to the brand that offers occupational health care', () => {
    for (const brand of [general, children]) expect(brandHasSection(brand, 'occupationalBooking')).toBe(brand.offersOccupationalHealth);
  });

  it('uses the header image proportions of the spec', () => {
    expect(general.theme.headerImageProportion).toBe(0.75);
    expect(children.theme.headerImageProportion).toBe(0.45);
  });

  it('rejects a broken configuration', () => {
    const broken = { ...general, customerServicePhone: 'call us', theme: { ...general.theme, headerImageProportion: 1.5 } };
    const result = v.safeParse(BrandConfigSchema, broken);
    expect(result.success).toBe(false);
    expect([...new Set(result.issues?.map((issue) => v.getDotPath(issue)))]).toEqual([
      'customerServicePhone',
      'theme.headerImageProportion',
    ]);
  });
});
