import type { FeatureFlag, SessionState } from '@portal/shared/contracts';
import type { Lang } from '@portal/shared/i18n';
import type { BrandConfig } from '../../config/brand-config';
import { brandConfigFor } from '../../config/brands';
import type { NavItem, Navigation } from './navigation';
import { buildNavigation, chromeFor } from './navigation';

const general = brandConfigFor({ brand: 'general', environment: 'development' });
const children = brandConfigFor({ brand: 'children', environment: 'development' });

function session(overrides: Partial<SessionState> = {}): SessionState {
  return {
    environment: 'development',
    csrfToken: 'c'.repeat(32),
    features: [],
    healthCareType: 'private',
    isSessionValid: true,
    sessionScope: 'default',
    lang: 'fi',
    sessionExpires: '2026-11-22T12:00:00.000Z',
    authTokenTimeout: { value: 30, unit: 'minutes' },
    ...overrides,
  };
}

const messaging: FeatureFlag[] = ['customer-messaging-enabled', 'customer-messaging-allowed'];
const sicknessFund: FeatureFlag[] = ['sickness-fund-page', 'is-finnair-sickness-fund-member'];

function nav(brand: BrandConfig, s: SessionState | null, lang: Lang = 'en'): Navigation {
  return buildNavigation({ brand, session: s, lang });
}

/** Every section reachable from the menu, with groups flattened as `group/section`. */
function sections(items: readonly NavItem[]): string[] {
  return items.flatMap((item) =>
    item.kind === 'link' ? [item.section] : item.items.map((child) => `${item.id}/${child.section}`),
  );
}

function groups(items: readonly NavItem[]): string[] {
  return items.flatMap((item) => (item.kind === 'group' ? [item.id] : []));
}

describe('navigation for anonymous visitors', () => {
  it('shows the front page, booking and a login button', () => {
    const result = nav(general, null);
    expect(sections(result.items)).toEqual(['home', 'booking']);
    expect(result.login?.href).toBe('/en/login');
    expect(result.showLogout).toBe(false);
  });

  it.each([
    ['fi', '/fi/kirjaudu'],
    ['sv', '/sv/loggain'],
  ] as const)('links the login page in %s', (lang, href) => {
    expect(nav(general, null, lang).login?.href).toBe(href);
  });

  it('offers the help link only in Finnish', () => {
    expect(nav(general, null, 'fi').help?.href).toBe('/fi/ohjeita');
    expect(nav(general, null, 'sv').help).toBeUndefined();
    expect(nav(general, null, 'en').help).toBeUndefined();
  });
});

describe('navigation for signed-in patients', () => {
  it('lists the patient pages, my information and log-out, without a login button', () => {
    const result = nav(general, session());
    expect(sections(result.items)).toEqual([
      'home',
      'appointments',
      'booking',
      'prescriptions',
      'laboratory',
      'imaging',
      'visits',
      'questionnaires',
      'certificates',
      'vaccinations',
      'invoices',
      'myInformation',
    ]);
    expect(result.login).toBeUndefined();
    expect(result.showLogout).toBe(true);
  });

  it('uses the translated segments of the language', () => {
    const links = nav(general, session(), 'fi').items.flatMap((item) => (item.kind === 'link' ? [item.href] : []));
    expect(links).toContain('/fi/ajanvaraukset');
    expect(links).toContain('/fi/omat-tiedot');
  });

  describe('occupational health group', () => {
    it('appears for occupational health care in the general brand', () => {
      const result = nav(general, session({ healthCareType: 'occupational', features: ['ohc-appointment-search'] }));
      expect(groups(result.items)).toEqual(['occupational-health']);
      expect(sections(result.items)).toEqual(
        expect.arrayContaining(['occupational-health/occupationalBooking', 'occupational-health/employeeMemo', 'occupational-health/occupationalHealthTeam']),
      );
    });

    it('holds occupational booking only with the ohc-appointment-search flag, as its pages', () => {
      const without = sections(nav(general, session({ healthCareType: 'occupational' })).items);
      expect(without).not.toContain('occupational-health/occupationalBooking');
      expect(without).toContain('occupational-health/occupationalHealthTeam');
    });

    it('holds the messages link only when messaging is enabled and allowed', () => {
      const without = nav(general, session({ healthCareType: 'occupational', features: ['customer-messaging-enabled'] }));
      expect(sections(without.items)).not.toContain('occupational-health/conversations');
      const withBoth = nav(general, session({ healthCareType: 'occupational', features: messaging }));
      expect(sections(withBoth.items)).toContain('occupational-health/conversations');
      // Not twice: the group's link replaces the one in the main list.
      expect(sections(withBoth.items)).not.toContain('conversations');
    });

    it('holds messages, occupational booking, the employee memo and the team, in that order, in the page language', () => {
      const [, group] = nav(general, session({ healthCareType: 'occupational', features: [...messaging, 'ohc-appointment-search'] }), 'fi').items;
      expect(group?.kind === 'group' && group.items.map((item) => [item.section, item.label.id, item.href])).toEqual([
        ['conversations', 'section.conversations', '/fi/viestit'],
        ['occupationalBooking', 'nav.occupationalBooking', '/fi/ajanvaraus/tyoterveys'],
        ['employeeMemo', 'section.employeeMemo', '/fi/tyontekijan-muistio'],
        ['occupationalHealthTeam', 'section.occupationalHealthTeam', '/fi/tyoterveystiimi'],
      ]);
      const hrefs = (lang: Lang) => nav(general, session({ healthCareType: 'occupational', features: ['ohc-appointment-search'] }), lang).items.flatMap((item) => (item.kind === 'group' ? item.items : [])).map((item) => item.href);
      expect(hrefs('en')).toEqual(['/en/booking/occupational-healthcare', '/en/employee-memo', '/en/occupational-health-care-team']);
      expect(hrefs('sv')).toEqual(['/sv/tidsbokning/foretagshalsovard', '/sv/arbetstagarens-promemoria', '/sv/foretagshalsovardsteamet']);
    });

    it('leaves the employee memo out of a brand that lacks it', () => {
      const withoutMemo: BrandConfig = { ...general, lacks: ['employeeMemo'] };
      const result = sections(nav(withoutMemo, session({ healthCareType: 'occupational', features: [...messaging, 'ohc-appointment-search'] })).items);
      expect(result.filter((s) => s.startsWith('occupational-health/'))).toEqual([
        'occupational-health/conversations',
        'occupational-health/occupationalBooking',
        'occupational-health/occupationalHealthTeam',
      ]);
    });

    it.each(['private', 'insurance', 'kela65'] as const)('is absent for %s customers', (healthCareType) => {
      expect(groups(nav(general, session({ healthCareType })).items)).toEqual([]);
    });

    it("is absent in the children's brand", () => {
      expect(groups(nav(children, session({ healthCareType: 'occupational', features: messaging })).items)).toEqual([]);
    });
  });

  describe('sickness fund group', () => {
    it('needs both the page flag and fund membership', () => {
      expect(groups(nav(general, session({ features: ['sickness-fund-page'] })).items)).toEqual([]);
      expect(groups(nav(general, session({ features: ['is-finnair-sickness-fund-member'] })).items)).toEqual([]);
      const result = nav(general, session({ features: sicknessFund }));
      expect(groups(result.items)).toEqual(['sickness-fund']);
      expect(sections(result.items)).toContain('sickness-fund/sicknessFund');
    });
  });

  it("shows the children's chat link only with the pikkutsatti flag", () => {
    expect(sections(nav(children, session()).items)).not.toContain('pikkutsatti');
    expect(sections(nav(children, session({ features: ['pikkutsatti'] })).items)).toContain('pikkutsatti');
  });

  it('shows messages for private customers only when messaging is enabled and allowed', () => {
    expect(sections(nav(general, session({ features: ['customer-messaging-allowed'] })).items)).not.toContain('conversations');
    expect(sections(nav(general, session({ features: messaging })).items)).toContain('conversations');
  });

  it("never shows the sections the children's brand lacks", () => {
    const all = sections(nav(children, session({ features: [...messaging, ...sicknessFund, 'pikkutsatti'] })).items);
    for (const lacking of ['certificates', 'conversations', 'questionnaires', 'employeeMemo', 'occupationalBooking']) {
      expect(all.filter((s) => s.endsWith(lacking))).toEqual([]);
    }
  });
});

describe('chromeFor', () => {
  it('draws what the page asks for', () => {
    expect(chromeFor(null, 'full')).toBe('full');
    expect(chromeFor(session(), 'full')).toBe('full');
    expect(chromeFor(null, 'minimal')).toBe('minimal');
    expect(chromeFor(session(), 'none')).toBe('none');
  });

  it('hides header and footer in the in-app booking web view whatever the page asks', () => {
    for (const page of ['full', 'minimal', 'none'] as const) {
      expect(chromeFor(session({ sessionScope: 'in-app-booking' }), page)).toBe('none');
    }
  });
});
