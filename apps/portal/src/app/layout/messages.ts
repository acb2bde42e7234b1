import { defineMessage, defineMessages } from 'react-intl';

export const navMessages = defineMessages({
  login: { id: 'nav.login', defaultMessage: 'Log in', description: 'Login button in the header for anonymous visitors' },
  logout: { id: 'nav.logout', defaultMessage: 'Log out', description: 'Log-out button in the mobile menu' },
  menu: { id: 'nav.menu', defaultMessage: 'Menu', description: 'Button that opens the navigation menu on small screens' },
  mainNavigation: { id: 'nav.mainNavigation', defaultMessage: 'Main', description: 'Accessible name of the main navigation landmark' },
  languageNavigation: { id: 'nav.languageNavigation', defaultMessage: 'Language', description: 'Accessible name of the language switcher' },
  occupationalHealthGroup: { id: 'nav.occupationalHealthGroup', defaultMessage: 'Occupational health', description: 'Navigation menu group for occupational health customers' },
  occupationalBooking: { id: 'nav.occupationalBooking', defaultMessage: 'Book an occupational health appointment', description: 'Navigation link to occupational health booking' },
  sicknessFundGroup: { id: 'nav.sicknessFundGroup', defaultMessage: 'Sickness fund', description: "Navigation menu group for members of the employer's sickness fund" },
  skipToContent: { id: 'nav.skipToContent', defaultMessage: 'Skip to content', description: 'Link that lets keyboard users skip the header' },
});

export const brandHomeMessage = defineMessage<{ brand: string }>({
  id: 'nav.home',
  defaultMessage: '{brand}, front page',
  description: 'Accessible name of the brand logo link in the header',
});

export const actingForMessage = defineMessage<{ name: string }>({
  id: 'nav.actingFor',
  defaultMessage: 'You are acting for {name}.',
  description: 'Shown under the header on every page while a guardian acts for a child; name is the child’s full name',
});

export const footerMessages = defineMessages({
  customerService: { id: 'footer.customerService', defaultMessage: 'Customer service', description: 'Heading of the customer service phone number in the footer' },
  localCallPrice: {
    id: 'footer.localCallPrice',
    defaultMessage: 'Calls cost the same as a local call or a mobile call.',
    description: 'Pricing note shown under business numbers starting with 010',
  },
  downloadApp: { id: 'footer.downloadApp', defaultMessage: 'Download the app', description: 'Heading of the app store links in the footer' },
  appStore: { id: 'footer.appStore', defaultMessage: 'Download on the App Store', description: 'Link to the iOS app' },
  googlePlay: { id: 'footer.googlePlay', defaultMessage: 'Get it on Google Play', description: 'Link to the Android app' },
  terms: { id: 'footer.terms', defaultMessage: 'Terms of use', description: 'Footer link to the terms of use' },
  accessibility: { id: 'footer.accessibility', defaultMessage: 'Accessibility statement', description: 'Footer link to the accessibility statement and its feedback form' },
  privacy: { id: 'footer.privacy', defaultMessage: 'Privacy notice', description: 'Footer link to the privacy notice' },
  footer: { id: 'footer.label', defaultMessage: 'Site information', description: 'Accessible name of the footer' },
});

export const notFoundMessages = defineMessages({
  title: { id: 'notFound.title', defaultMessage: 'Page not found', description: 'Title of the page shown for an address that matches no page' },
  text: {
    id: 'notFound.text',
    defaultMessage: 'The page you were looking for does not exist or has moved.',
    description: 'Explanation on the not-found page',
  },
  home: { id: 'notFound.home', defaultMessage: 'Go to the front page', description: 'Link from the not-found page to the front page' },
});

export const sessionErrorTitleMessage = defineMessage<{ brand: string }>({
  id: 'app.sessionError.documentTitle',
  defaultMessage: 'Error – {brand}',
  description: 'Browser tab title when the portal could not find out whether the user is logged in; brand is the clinic brand',
});
