import type { IdentificationMethod, SessionState } from '@portal/shared/contracts';
import type { NoMessageValues } from 'react-intl';
import { defineMessages } from 'react-intl';

type None = NoMessageValues;

/** The placeholders of each message (react-intl checks the values given to formatMessage). */
type LoginValues = {
  title: { brand: string };
  intro: None;
  introMandate: None;
  methodsHeading: None;
  tip: None;
  secure: None;
  merger: { brand: string; other: string; date: string };
};

type ExpiredSessionValues = {
  title: None;
  text: SessionState['authTokenTimeout'];
  loginAgain: None;
};

export const loginMessages = defineMessages<LoginValues>({
  title: {
    id: 'account.login.title',
    defaultMessage: 'Welcome to {brand}',
    description: 'Heading of the login page; brand is the name of the clinic brand, e.g. Kajo',
  },
  intro: {
    id: 'account.login.intro',
    defaultMessage: 'Log in to see your health information, appointments and invoices.',
    description: 'Subheading of the login page when logging in for oneself',
  },
  introMandate: {
    id: 'account.login.introMandate',
    defaultMessage:
      'Identify yourself with your own credentials. We then check from the Suomi.fi e-Authorizations service that you may act on behalf of the other person.',
    description: 'Subheading of the login page when logging in to act on behalf of someone else, such as a child',
  },
  methodsHeading: {
    id: 'account.login.methodsHeading',
    defaultMessage: 'Choose how to identify yourself',
    description: 'Heading above the list of banks and the mobile certificate on the login page',
  },
  merger: {
    id: 'account.login.merger',
    defaultMessage: '{brand} and {other} merged on {date}. You sign in as before, and your information is here.',
    description: 'Notice on the login page of a brand that merged with another: the two brand names and the day (D.M.YYYY)',
  },
  tip: {
    id: 'account.login.tip',
    defaultMessage: 'Tip: if identifying with a mobile certificate does not work, you can also log in with your online banking credentials.',
    description: 'Tip under the identification methods on the login page',
  },
  secure: {
    id: 'account.login.secure',
    defaultMessage: 'The connection is secure. You identify yourself in the service of the bank or mobile operator you choose.',
    description: 'Note at the bottom of the login page saying the connection is secure',
  },
});

export const loginChoiceMessages = defineMessages({
  question: {
    id: 'account.loginChoice.question',
    defaultMessage: 'Whose health information do you want to see?',
    description: "Heading on the children's clinic login page asking whose information the user wants to see",
  },
  child: {
    id: 'account.loginChoice.child',
    defaultMessage: 'My child’s information',
    description: "Button on the children's clinic login page: log in as a guardian to see a child's information",
  },
  childDetail: {
    id: 'account.loginChoice.childDetail',
    defaultMessage: 'For a child aged 11 or under. We check from the Suomi.fi e-Authorizations service that you are the guardian.',
    description: "Explanation under the button for logging in to see a child's information",
  },
  own: {
    id: 'account.loginChoice.own',
    defaultMessage: 'My own information',
    description: "Button on the children's clinic login page: log in to see one's own information",
  },
  ownDetail: {
    id: 'account.loginChoice.ownDetail',
    defaultMessage: 'For those aged 12 or over.',
    description: "Explanation under the button for logging in to see one's own information",
  },
  terms: {
    id: 'account.loginChoice.terms',
    defaultMessage: 'Terms of use',
    description: "Link to the terms of use on the children's clinic login page",
  },
});

export const expiredSessionMessages = defineMessages<ExpiredSessionValues>({
  title: {
    id: 'account.expiredSession.title',
    defaultMessage: 'You have been logged out',
    description: 'Heading of the page shown after the session ran out',
  },
  text: {
    id: 'account.expiredSession.text',
    defaultMessage:
      'For your security, you were logged out because the authentication timeout of {unit, select, days {{value, plural, one {# day} other {# days}}} hours {{value, plural, one {# hour} other {# hours}}} minutes {{value, plural, one {# minute} other {# minutes}}} other {{value, plural, one {# second} other {# seconds}}}} elapsed.',
    description:
      'Text of the expired-session page. value is a number, unit is days, hours, minutes or seconds (the "other" branch is seconds)',
  },
  loginAgain: {
    id: 'account.expiredSession.loginAgain',
    defaultMessage: 'Log in with bank credentials',
    description: 'Button on the expired-session page that leads to the login page',
  },
});

/** The names of the identification methods; banks keep their own names in each language. */
export const methodNames = defineMessages({
  mobiilivarmenne: { id: 'account.method.mobiilivarmenne', defaultMessage: 'Mobile certificate', description: 'Identification with the mobile certificate (Mobiilivarmenne) of a mobile operator' },
  nordea: { id: 'account.method.nordea', defaultMessage: 'Nordea', description: 'Name of the bank Nordea on the login page' },
  op: { id: 'account.method.op', defaultMessage: 'OP', description: 'Name of the bank OP on the login page' },
  danskebank: { id: 'account.method.danskebank', defaultMessage: 'Danske Bank', description: 'Name of the bank Danske Bank on the login page' },
  handelsbanken: { id: 'account.method.handelsbanken', defaultMessage: 'Handelsbanken', description: 'Name of the bank Handelsbanken on the login page' },
  spankki: { id: 'account.method.spankki', defaultMessage: 'S-Bank', description: 'Name of the bank S-Pankki on the login page' },
  aktia: { id: 'account.method.aktia', defaultMessage: 'Aktia', description: 'Name of the bank Aktia on the login page' },
  pop: { id: 'account.method.pop', defaultMessage: 'POP Bank', description: 'Name of the bank POP Pankki on the login page' },
  saastopankki: { id: 'account.method.saastopankki', defaultMessage: 'Savings Bank', description: 'Name of the bank Säästöpankki on the login page' },
  omasp: { id: 'account.method.omasp', defaultMessage: 'Oma Savings Bank', description: 'Name of the bank Oma Säästöpankki on the login page' },
  alandsbanken: { id: 'account.method.alandsbanken', defaultMessage: 'Ålandsbanken', description: 'Name of the bank Ålandsbanken on the login page' },
} satisfies Record<IdentificationMethod, { id: string; defaultMessage: string; description: string }>);
