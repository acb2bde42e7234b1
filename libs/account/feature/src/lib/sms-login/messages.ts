import type { NoMessageValues } from 'react-intl';
import { defineMessages } from 'react-intl';

type None = NoMessageValues;

/** The placeholders of each message (react-intl checks the values given to formatMessage). */
type SmsLoginValues = {
  title: None;
  offText: None;
  enable: None;
  onText: { phoneNumber: string };
  disable: None;
  codeLabel: None;
  codeSentTo: { phoneNumber: string };
  checking: None;
  resend: None;
  cancel: None;
  tooManyAttempts: { date: string; time: string };
  enabled: None;
  disabled: None;
  newCodeSent: { phoneNumber: string };
  challengeFailedTitle: None;
  challengeFailedText: None;
  tooManyTitle: None;
  tooManyText: None;
  failedTitle: None;
  failedText: None;
  noPhoneText: None;
  phoneLabel: None;
  phoneDescription: None;
  sendCode: None;
};

/** SMS authorization (the second factor) in my information, account doc sections 2 and 4. */
export const smsLoginMessages = defineMessages<SmsLoginValues>({
  title: {
    id: 'account.smsLogin.title',
    defaultMessage: 'SMS authorization',
    description: 'Heading of the setting in my information that turns sign-in with a code sent by text message (SMS second factor) on or off',
  },
  offText: {
    id: 'account.smsLogin.offText',
    defaultMessage:
      'SMS authorization is off. With it, when your session expires, you can continue with a code sent to your phone instead of identifying yourself with bank credentials again.',
    description: 'Text of the SMS authorization setting while it is off',
  },
  enable: {
    id: 'account.smsLogin.enable',
    defaultMessage: 'Turn on SMS authorization',
    description: 'Button that turns SMS authorization on: a code is sent at once to the phone number on record',
  },
  onText: {
    id: 'account.smsLogin.onText',
    defaultMessage: 'SMS authorization is on. Codes are sent to {phoneNumber}.',
    description: 'Text of the SMS authorization setting while it is on; phoneNumber is the verified number',
  },
  disable: {
    id: 'account.smsLogin.disable',
    defaultMessage: 'Turn off SMS authorization',
    description: 'Button that turns SMS authorization off',
  },
  codeLabel: {
    id: 'account.smsLogin.codeLabel',
    defaultMessage: 'Code from the text message',
    description: 'Label of the four code boxes in the SMS authorization setting',
  },
  codeSentTo: {
    id: 'account.smsLogin.codeSentTo',
    defaultMessage: 'We sent a four-digit code to {phoneNumber}. Enter it to turn SMS authorization on.',
    description: 'Instruction above the code boxes in the SMS authorization setting; phoneNumber is where the code went',
  },
  checking: {
    id: 'account.smsLogin.checking',
    defaultMessage: 'Checking the code…',
    description: 'Shown while the code entered in the SMS authorization setting is checked',
  },
  resend: {
    id: 'account.smsLogin.resend',
    defaultMessage: 'Send a new code',
    description: 'Button in the SMS authorization setting that sends a new code when the first did not arrive',
  },
  cancel: {
    id: 'account.smsLogin.cancel',
    defaultMessage: 'Cancel',
    description: 'Button in the SMS authorization setting that stops turning SMS authorization on while a code awaits',
  },
  tooManyAttempts: {
    id: 'account.smsLogin.tooManyAttempts',
    defaultMessage: 'SMS authorization could not be turned on because of too many attempts. You can try again on {date} at {time}.',
    description: 'Shown in the SMS authorization setting after too many attempts; date and time (Finnish time) say when it can be tried again',
  },
  enabled: {
    id: 'account.smsLogin.enabled',
    defaultMessage: 'SMS authorization is now enabled',
    description: 'Notification after the right code was entered and SMS authorization was turned on',
  },
  disabled: {
    id: 'account.smsLogin.disabled',
    defaultMessage: 'SMS authorization is now turned off',
    description: 'Notification after SMS authorization was turned off',
  },
  newCodeSent: {
    id: 'account.smsLogin.newCodeSent',
    defaultMessage: 'A new code was sent to {phoneNumber}',
    description: 'Notification after a new SMS authorization code was sent; phoneNumber is where it went',
  },
  challengeFailedTitle: {
    id: 'account.smsLogin.challengeFailedTitle',
    defaultMessage: 'Identification failed',
    description: 'Title of the error notification when the code entered in the SMS authorization setting was wrong',
  },
  challengeFailedText: {
    id: 'account.smsLogin.challengeFailedText',
    defaultMessage: 'Try to identify yourself again',
    description: 'Text of the error notification when the code entered in the SMS authorization setting was wrong',
  },
  tooManyTitle: {
    id: 'account.smsLogin.tooManyTitle',
    defaultMessage: 'Too many retries',
    description: 'Title of the error notification when SMS authorization was tried too many times',
  },
  tooManyText: {
    id: 'account.smsLogin.tooManyText',
    defaultMessage: 'You can retry again later',
    description: 'Text of the error notification when SMS authorization was tried too many times',
  },
  failedTitle: {
    id: 'account.smsLogin.failedTitle',
    defaultMessage: 'Something went wrong',
    description: 'Title of the error notification when a change of the SMS authorization setting failed for a technical reason',
  },
  failedText: {
    id: 'account.smsLogin.failedText',
    defaultMessage: 'Please try again.',
    description: 'Text of the error notification when a change of the SMS authorization setting failed for a technical reason',
  },
  noPhoneText: {
    id: 'account.smsLogin.noPhoneText',
    defaultMessage: 'There is no phone number on your record. Enter the mobile number the codes should be sent to.',
    description: 'Shown in the SMS authorization setting when the patient turns it on without a phone number on record',
  },
  phoneLabel: {
    id: 'account.smsLogin.phoneLabel',
    defaultMessage: 'Mobile phone number',
    description: 'Label of the phone number field of the SMS authorization setting',
  },
  phoneDescription: {
    id: 'account.smsLogin.phoneDescription',
    defaultMessage: 'We will send a four-digit code to this number. For example +358 40 123 4567.',
    description: 'Hint under the phone number field of the SMS authorization setting',
  },
  sendCode: {
    id: 'account.smsLogin.sendCode',
    defaultMessage: 'Send code',
    description: 'Button that sends the verification code to the phone number entered in the SMS authorization setting',
  },
});

type ExpiredSessionSmsValues = {
  orderSmsCode: None;
  orSms: { maskedPhoneNumber: string };
  sendFailed: None;
  tooManyCodes: { time: string };
};

/** The expired-session page's SMS alternative (account doc section 2). */
export const expiredSessionSmsMessages = defineMessages<ExpiredSessionSmsValues>({
  orderSmsCode: {
    id: 'account.expiredSession.orderSmsCode',
    defaultMessage: 'Order an SMS code',
    description: 'Button on the expired-session page that sends a code by text message to continue the session without bank credentials',
  },
  orSms: {
    id: 'account.expiredSession.orSms',
    defaultMessage: 'You can also continue with a code sent by text message to {maskedPhoneNumber}.',
    description: 'Text on the expired-session page above the button that orders an SMS code; maskedPhoneNumber is partly hidden, e.g. +358 40 *** **67',
  },
  sendFailed: {
    id: 'account.expiredSession.sendFailed',
    defaultMessage: 'The code could not be sent. Please try again, or log in with bank credentials.',
    description: 'Error on the expired-session page when ordering an SMS code failed',
  },
  tooManyCodes: {
    id: 'account.expiredSession.tooManyCodes',
    defaultMessage: 'Too many codes have been ordered. You can order a new one after {time}, or log in with bank credentials now.',
    description: 'Error on the expired-session page when SMS codes were ordered too often; time (Finnish time, HH:mm) says when a new one can be ordered',
  },
});
