import type { BrandId } from './brand-capabilities';
import { brandCapabilities, capabilitiesOf, hasSection } from './brand-capabilities';
import { brandNames } from './brand-names';

const brands = Object.keys(brandNames) as BrandId[];

describe('brandCapabilities', () => {
  it('has one capabilities object per brand, with every field', () => {
    expect(Object.keys(brandCapabilities).sort()).toEqual([...brands].sort());
    for (const brand of brands) {
      expect(Object.keys(capabilitiesOf(brand)).sort()).toEqual(['asksWhoseSignIn', 'keepsGuardianContacts', 'lacks', 'offersOccupationalHealth']);
    }
  });

  it('gives the general brand every section and occupational health care, without guardians', () => {
    expect(capabilitiesOf('general')).toEqual({
      lacks: [],
      offersOccupationalHealth: true,
      keepsGuardianContacts: false,
      asksWhoseSignIn: false,
    });
  });

  it("leaves certificates, conversations, questionnaires, the employee memo and occupational booking out of the children's brand, which keeps guardians and asks whose sign-in", () => {
    expect(capabilitiesOf('children')).toEqual({
      lacks: ['certificates', 'conversations', 'questionnaires', 'employeeMemo', 'occupationalBooking'],
      offersOccupationalHealth: false,
      keepsGuardianContacts: true,
      asksWhoseSignIn: true,
    });
  });

  it('leaves the occupational health sections to a brand that offers occupational health care', () => {
    for (const brand of brands) {
      const capabilities = capabilitiesOf(brand);
      expect(hasSection(capabilities, 'occupationalBooking')).toBe(capabilities.offersOccupationalHealth);
      expect(hasSection(capabilities, 'employeeMemo')).toBe(capabilities.offersOccupationalHealth);
    }
  });

  it('asks whose sign-in exactly where guardians are kept', () => {
    for (const brand of brands) expect(capabilitiesOf(brand).asksWhoseSignIn).toBe(capabilitiesOf(brand).keepsGuardianContacts);
  });

  it('never leaves out the front page, the sign-in or my information', () => {
    for (const brand of brands) {
      for (const section of ['home', 'login', 'myInformation'] as const) expect(hasSection(capabilitiesOf(brand), section)).toBe(true);
    }
  });
});

describe('hasSection', () => {
  it('is false for the sections lacked and true for the rest', () => {
    expect(hasSection({ lacks: ['conversations'] }, 'conversations')).toBe(false);
    expect(hasSection({ lacks: ['conversations'] }, 'appointments')).toBe(true);
    expect(hasSection({ lacks: [] }, 'certificates')).toBe(true);
  });
});
