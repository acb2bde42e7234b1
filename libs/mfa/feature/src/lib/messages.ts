import type { NoMessageValues } from 'react-intl';
import { defineMessages } from 'react-intl';

type None = NoMessageValues;

/** The placeholders of each message (react-intl checks the values given to formatMessage). */
type AuthenticationValues = {
  greeting: { firstName: string };
  instruction: { maskedPhoneNumber: string };
  codeLabel: None;
  checking: None;
  accepted: None;
  wrongCode: None;
  failed: None;
  resend: None;
  newCodeSent: { maskedPhoneNumber: string };
  resendFailed: None;
  tooManyCodes: { time: string };
  bankLogin: None;
  tooManyTitle: None;
  tooManyText: None;
  unavailableTitle: None;
  unavailableText: None;
  login: None;
};

/** The SMS authentication page (account doc section 2). */
export const authenticationMessages = defineMessages<AuthenticationValues>({
  greeting: {
    id: 'mfa.authentication.greeting',
    defaultMessage: 'Hello, {firstName}',
    description: "Heading of the SMS authentication page with the first name of the person whose session expired",
  },
  instruction: {
    id: 'mfa.authentication.instruction',
    defaultMessage: 'Your session has expired. To continue, enter the four-digit code we sent by text message to {maskedPhoneNumber}.',
    description: 'Instruction on the SMS authentication page; maskedPhoneNumber is partly hidden, e.g. +358 40 *** **67',
  },
  codeLabel: {
    id: 'mfa.authentication.codeLabel',
    defaultMessage: 'Code from the text message',
    description: 'Label of the four code boxes on the SMS authentication page',
  },
  checking: {
    id: 'mfa.authentication.checking',
    defaultMessage: 'Checking the code…',
    description: 'Shown while the code entered on the SMS authentication page is checked',
  },
  accepted: {
    id: 'mfa.authentication.accepted',
    defaultMessage: 'Code accepted. Taking you back…',
    description: 'Shown on the SMS authentication page after the right code, while the page the person was on opens',
  },
  wrongCode: {
    id: 'mfa.authentication.wrongCode',
    defaultMessage: 'The code is wrong. Check it and try again.',
    description: 'Error under the code boxes of the SMS authentication page after a wrong code',
  },
  failed: {
    id: 'mfa.authentication.failed',
    defaultMessage: 'The code could not be checked. Please try again.',
    description: 'Error under the code boxes of the SMS authentication page when the check failed for a technical reason',
  },
  resend: {
    id: 'mfa.authentication.resend',
    defaultMessage: 'Send a new code',
    description: 'Button on the SMS authentication page that sends a new code when the first did not arrive',
  },
  newCodeSent: {
    id: 'mfa.authentication.newCodeSent',
    defaultMessage: 'A new code was sent to {maskedPhoneNumber}.',
    description: 'Shown on the SMS authentication page after a new code was sent; maskedPhoneNumber is partly hidden',
  },
  resendFailed: {
    id: 'mfa.authentication.resendFailed',
    defaultMessage: 'A new code could not be sent. Please try again, or log in with bank credentials.',
    description: 'Error on the SMS authentication page when sending a new code failed',
  },
  tooManyCodes: {
    id: 'mfa.authentication.tooManyCodes',
    defaultMessage: 'Too many codes have been ordered. You can order a new one after {time}, or log in with bank credentials now.',
    description: 'Error on the SMS authentication page when codes were ordered too often; time (Finnish time, HH:mm) says when a new one can be ordered',
  },
  bankLogin: {
    id: 'mfa.authentication.bankLogin',
    defaultMessage: 'Log in with bank credentials instead',
    description: 'Link on the SMS authentication page to the login page',
  },
  tooManyTitle: {
    id: 'mfa.authentication.tooManyTitle',
    defaultMessage: 'Too many retries',
    description: 'Title of the error notification after too many wrong codes on the SMS authentication page; the person was logged out',
  },
  tooManyText: {
    id: 'mfa.authentication.tooManyText',
    defaultMessage: 'You have been logged out. Log in again with your bank credentials.',
    description: 'Text of the error notification after too many wrong codes on the SMS authentication page',
  },
  unavailableTitle: {
    id: 'mfa.authentication.unavailableTitle',
    defaultMessage: 'Log in again',
    description: 'Heading of the SMS authentication page when the session cannot be continued with a code',
  },
  unavailableText: {
    id: 'mfa.authentication.unavailableText',
    defaultMessage: 'Your session cannot be continued with a text message code. Log in with your bank credentials or mobile certificate.',
    description: 'Text of the SMS authentication page when the session cannot be continued with a code (no expired session that allows it)',
  },
  login: {
    id: 'mfa.authentication.login',
    defaultMessage: 'Log in with bank credentials',
    description: 'Button on the SMS authentication page that leads to the login page when a code cannot be used',
  },
});
