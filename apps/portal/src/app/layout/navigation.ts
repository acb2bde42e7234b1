import { pagePaths } from '@portal/shared/util';
import type { FeatureFlag, SessionState } from '@portal/shared/contracts';
import { brandHasSection } from '@portal/shared/data-access';
import type { Lang, PageChrome, SectionId } from '@portal/shared/i18n';
import { sectionTitles } from '@portal/shared/i18n';
import type { MessageDescriptor } from 'react-intl';
import type { BrandConfig } from '../../config/brand-config';
import { navMessages } from './messages';

export interface NavLink {
  kind: 'link';
  section: SectionId;
  label: MessageDescriptor;
  href: string;
}

export interface NavGroup {
  kind: 'group';
  id: 'occupational-health' | 'sickness-fund';
  label: MessageDescriptor;
  items: NavLink[];
}

export type NavItem = NavLink | NavGroup;

export interface Navigation {
  items: NavItem[];
  /** Anonymous visitors get a login button. */
  login?: NavLink;
  /** Signed-in users can log out from the menu on small screens. */
  showLogout: boolean;
  /** The help page exists in Finnish only. */
  help?: NavLink;
}

interface Input {
  brand: BrandConfig;
  session: SessionState | null;
  lang: Lang;
}

function has(session: SessionState, flag: FeatureFlag): boolean {
  return session.features.includes(flag);
}

/**
 * The navigation menu by the rules of account doc section 6: who sees which group and link.
 * Sections the brand lacks never appear, whatever the session says.
 */
export function buildNavigation({ brand, session, lang }: Input): Navigation {
  const link = (section: SectionId, href: string, label = sectionTitles[section]): NavLink => ({
    kind: 'link',
    section,
    label,
    href,
  });
  const available = (item: NavLink) => brandHasSection(brand, item.section);
  const helpHref = pagePaths.info.help(lang);
  const help = helpHref ? link('help', helpHref) : undefined;

  if (!session) {
    return {
      items: [link('home', pagePaths.home.front(lang)), link('booking', pagePaths.booking.landing(lang))],
      login: link('login', pagePaths.signIn.login(lang), navMessages.login),
      showLogout: false,
      help,
    };
  }

  const messaging =
    has(session, 'customer-messaging-enabled') && has(session, 'customer-messaging-allowed');
  const messagesLink = link('conversations', pagePaths.messaging.list(lang));
  const occupational = session.healthCareType === 'occupational' && brand.offersOccupationalHealth;

  const items: NavItem[] = [link('home', pagePaths.home.front(lang))];

  if (occupational) {
    // The spec's group: messages, two other links, the team. The two are occupational booking and
    // the employee memo; `available` keeps the memo out of the children's brand, which lacks it.
    items.push({
      kind: 'group',
      id: 'occupational-health',
      label: navMessages.occupationalHealthGroup,
      items: [
        ...(messaging ? [messagesLink] : []),
        // Occupational booking is gated by its flag, as its pages are (booking doc section 2).
        ...(has(session, 'ohc-appointment-search')
          ? [link('occupationalBooking', pagePaths.booking.customerType(lang, 'occupational'), navMessages.occupationalBooking)]
          : []),
        link('employeeMemo', pagePaths.occupationalHealth.employeeMemo(lang)),
        link('occupationalHealthTeam', pagePaths.occupationalHealth.team(lang)),
      ].filter(available),
    });
  }

  if (has(session, 'sickness-fund-page') && has(session, 'is-finnair-sickness-fund-member')) {
    items.push({
      kind: 'group',
      id: 'sickness-fund',
      label: navMessages.sicknessFundGroup,
      items: [link('sicknessFund', pagePaths.sicknessFund.page(lang))],
    });
  }

  items.push(
    ...[
      link('appointments', pagePaths.appointments.list(lang)),
      link('booking', pagePaths.booking.landing(lang)),
      // Occupational-health customers find messages in their group.
      ...(messaging && !occupational ? [messagesLink] : []),
      link('prescriptions', pagePaths.prescriptions.list(lang)),
      link('laboratory', pagePaths.labImaging.laboratory(lang)),
      link('imaging', pagePaths.labImaging.imaging(lang)),
      link('visits', pagePaths.visits.list(lang)),
      link('questionnaires', pagePaths.questionnaires.list(lang)),
      link('certificates', pagePaths.certificates.list(lang)),
      link('vaccinations', pagePaths.vaccinations.list(lang)),
      link('invoices', pagePaths.invoices.list(lang)),
      ...(has(session, 'pikkutsatti') ? [link('pikkutsatti', pagePaths.info.pikkutsatti(lang))] : []),
      link('myInformation', pagePaths.account.myInformation(lang)),
    ].filter(available),
  );

  return { items, showLogout: true, help };
}

/**
 * What to draw around the page: what the page asks for (its route's `chrome`), except inside the
 * mobile app's web view, where header and footer are always hidden.
 */
export function chromeFor(session: SessionState | null, page: PageChrome): PageChrome {
  return session?.sessionScope === 'in-app-booking' ? 'none' : page;
}
