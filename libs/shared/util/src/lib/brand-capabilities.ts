import type { SectionId } from './paths';

/** The portal's brands: the general clinic and the children's clinic (`PORTAL_BRAND`). */
export type BrandId = 'general' | 'children';

/**
 * What a brand offers, for the portal and the API alike. Code branches on these, never on the
 * brand's id: ESLint rejects comparisons with 'general' or 'children' in product code (see
 * eslint.config.mjs and docs/architecture.md, "Brand capabilities"). A new difference between the
 * brands becomes a field here, named after what it is.
 */
export interface BrandCapabilities {
  /**
   * The sections the brand does not have, by the ids of paths/route-segments.ts. The portal
   * leaves out their routes and menu items and the links to them; the API leaves out their calls,
   * which then answer 404 as any unknown address does. `certificates` and `questionnaires` take
   * the API's routes and (questionnaires) the front page's part with them; `conversations` is
   * customer messaging, so it takes messaging's calls, the front page's conversations and
   * prescription renewals (sent as conversations) too. `employeeMemo` and `occupationalBooking`
   * belong to occupational health care: a brand without it lacks them.
   */
  lacks: readonly SectionId[];
  /**
   * Whether the brand offers occupational health care (booking doc section 6; only the main
   * organisation does): the occupational customer type in booking, the occupational health menu
   * group, the person's own occupational health agreement (team, employee memo, occupational
   * booking), the consent form's question on showing occupational health information to other
   * care (the API stores that permit only here) and the sickness fund on the accessibility page.
   */
  offersOccupationalHealth: boolean;
  /**
   * Whether a patient's information keeps their guardians' contact details (account doc sections
   * 1 and 3): my information shows and saves the guardians (`GET`/`POST /api/user`); elsewhere the
   * list is always empty and a save that names guardians is refused (400).
   */
  keepsGuardianContacts: boolean;
  /**
   * Whether signing in starts by asking whose information is wanted (booking doc section 4): a
   * guardian signs in for a child with a mandate, anyone else for themself. The login page shows
   * that choice when no mode is given, and booking's sign-in prompt offers both buttons; elsewhere
   * there is one sign-in button and no choice.
   */
  asksWhoseSignIn: boolean;
}

/** One capabilities object per brand: the only place that says which brand can do what. */
export const brandCapabilities: Readonly<Record<BrandId, Readonly<BrandCapabilities>>> = {
  general: {
    lacks: [],
    offersOccupationalHealth: true,
    keepsGuardianContacts: false,
    asksWhoseSignIn: false,
  },
  children: {
    // ARCHITECTURE.md: the children's brand lacks certificates, conversations, questionnaires and
    // the employee memo; occupational booking goes with occupational health care, which it lacks.
    lacks: ['certificates', 'conversations', 'questionnaires', 'employeeMemo', 'occupationalBooking'],
    offersOccupationalHealth: false,
    keepsGuardianContacts: true,
    asksWhoseSignIn: true,
  },
};

/** The capabilities of a brand, e.g. `capabilitiesOf(config.brand).offersOccupationalHealth`. */
export function capabilitiesOf(brand: BrandId): Readonly<BrandCapabilities> {
  return brandCapabilities[brand];
}

/** Whether a brand with these capabilities has the section: false for those it lacks. */
export function hasSection(capabilities: Pick<BrandCapabilities, 'lacks'>, section: SectionId): boolean {
  return !capabilities.lacks.includes(section);
}
