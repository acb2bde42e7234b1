import { defineMessages } from 'react-intl';
import type { NoMessageValues } from 'react-intl';

type Values = { warningTitle: NoMessageValues; warningText: { seconds: number }; continueSession: NoMessageValues };

export const sessionExpiryMessages = defineMessages<Values>({
  warningTitle: {
    id: 'session.expiry.warningTitle',
    defaultMessage: 'Your session is about to end',
    description: 'Title of the notification shown 90 and 30 seconds before the signed-in session runs out',
  },
  warningText: {
    id: 'session.expiry.warningText',
    defaultMessage:
      'For your security, you will be logged out in {seconds, plural, one {# second} other {# seconds}}. Save anything you are working on now.',
    description: 'Text of the notification before the session runs out; seconds is the time left (90 or 30)',
  },
  continueSession: {
    id: 'session.expiry.continueSession',
    defaultMessage: 'Continue session',
    description: 'Button in the notification before the session runs out: keeps the patient signed in, if the session may still go on',
  },
});
