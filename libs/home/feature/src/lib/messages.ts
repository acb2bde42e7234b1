import type { NoMessageValues } from 'react-intl';
import { defineMessages } from 'react-intl';

type None = NoMessageValues;

/** The placeholders of each message (react-intl checks the values given to formatMessage). */
type FrontPageValues = { greeting: { firstName: string }; actingFor: { name: string } };

type TransactionPathValues = {
  title: { brand: string };
  intro: None;
  loginSelf: None;
  loginMandate: None;
  mandateNote: None;
  disallowedTitle: None;
  disallowedLink: None;
  unknownTitle: None;
  unknownText: None;
};

export const frontPageMessages = defineMessages<FrontPageValues>({
  greeting: {
    id: 'home.front.greeting',
    defaultMessage: 'Hello, {firstName}',
    description: "Heading of the front page with the signed-in user's first name",
  },
  actingFor: {
    id: 'home.front.actingFor',
    defaultMessage: 'You are acting on behalf of {name}. The information shown is theirs.',
    description: 'Shown on the front page when a guardian acts on behalf of someone else, such as a child; name is their full name',
  },
});

export const transactionPathMessages = defineMessages<TransactionPathValues>({
  title: {
    id: 'home.transactionPath.title',
    defaultMessage: 'Welcome to {brand}',
    description: 'Heading of the welcome page for visitors who are not logged in; brand is the clinic brand, e.g. Kajo',
  },
  intro: {
    id: 'home.transactionPath.intro',
    defaultMessage: 'Log in to see your own health information, or to act on behalf of someone else, such as your child.',
    description: 'Text under the heading of the welcome page for visitors who are not logged in',
  },
  loginSelf: {
    id: 'home.transactionPath.loginSelf',
    defaultMessage: 'Log in',
    description: 'Button on the welcome page: log in to see one’s own information',
  },
  loginMandate: {
    id: 'home.transactionPath.loginMandate',
    defaultMessage: 'Log in on behalf of someone else',
    description: 'Button on the welcome page: log in to act on behalf of another person, such as a child',
  },
  mandateNote: {
    id: 'home.transactionPath.mandateNote',
    defaultMessage: 'Acting on behalf of someone else requires an authorisation, which we check from the Suomi.fi e-Authorizations service.',
    description: 'Note under the buttons of the welcome page about logging in on behalf of someone else',
  },
  disallowedTitle: {
    id: 'home.transactionPath.disallowedTitle',
    defaultMessage: 'You cannot act on behalf of this person',
    description: 'Error notification after the authorisation service did not allow acting on behalf of the chosen person',
  },
  disallowedLink: {
    id: 'home.transactionPath.disallowedLink',
    defaultMessage: 'Read more about Suomi.fi e-Authorizations',
    description: 'Link in the error notification to information about the authorisation service',
  },
  unknownTitle: {
    id: 'home.transactionPath.unknownTitle',
    defaultMessage: 'An unknown error has occurred',
    description: 'Error notification after logging in failed for an unknown reason',
  },
  unknownText: {
    id: 'home.transactionPath.unknownText',
    defaultMessage: 'Please try logging in again.',
    description: 'Text of the error notification after logging in failed for an unknown reason',
  },
});
