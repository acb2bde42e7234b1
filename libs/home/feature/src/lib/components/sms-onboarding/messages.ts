import type { NoMessageValues } from 'react-intl';
import { defineMessages } from 'react-intl';

type None = NoMessageValues;

/** The placeholders of each message (react-intl checks the values given to formatMessage). */
type SmsOnboardingValues = {
  title: None;
  intro: None;
  phoneLabel: None;
  phoneDescription: None;
  sendCode: None;
  sending: None;
  codeLabel: None;
  codeSentTo: { phoneNumber: string };
  checking: None;
  changeNumber: None;
  enabled: None;
  challengeFailedTitle: None;
  challengeFailedText: None;
  tooManyTitle: None;
  tooManyText: None;
  failedTitle: None;
  failedText: None;
  dismiss: None;
};

export const smsOnboardingMessages = defineMessages<SmsOnboardingValues>({
  title: {
    id: 'smsOnboarding.title',
    defaultMessage: 'Take SMS authorization into use',
    description: 'Heading of the box on the front page that invites the patient to turn on sign-in with a code sent by text message (SMS second factor)',
  },
  intro: {
    id: 'smsOnboarding.intro',
    defaultMessage:
      'When your session expires, you can continue with a code sent to your phone instead of identifying yourself with bank credentials again.',
    description: 'Text of the SMS authorization box on the front page: what turning it on gives the patient',
  },
  phoneLabel: {
    id: 'smsOnboarding.phoneLabel',
    defaultMessage: 'Mobile phone number',
    description: 'Label of the phone number field in the SMS authorization box',
  },
  phoneDescription: {
    id: 'smsOnboarding.phoneDescription',
    defaultMessage: 'We will send a four-digit code to this number. For example +358 40 123 4567.',
    description: 'Help text under the phone number field in the SMS authorization box',
  },
  sendCode: {
    id: 'smsOnboarding.sendCode',
    defaultMessage: 'Send code',
    description: 'Button in the SMS authorization box that sends a code to the phone number entered',
  },
  sending: {
    id: 'smsOnboarding.sending',
    defaultMessage: 'Sending the code…',
    description: 'Announced to screen readers while the code is being sent to the phone',
  },
  codeLabel: {
    id: 'smsOnboarding.codeLabel',
    defaultMessage: 'Code from the text message',
    description: 'Label of the four code boxes in the SMS authorization box',
  },
  codeSentTo: {
    id: 'smsOnboarding.codeSentTo',
    defaultMessage: 'We sent a four-digit code to {phoneNumber}. Enter it to take SMS authorization into use.',
    description: 'Instruction above the code boxes in the SMS authorization box; phoneNumber is the number the code went to',
  },
  checking: {
    id: 'smsOnboarding.checking',
    defaultMessage: 'Checking the code…',
    description: 'Shown while the code entered in the SMS authorization box is checked',
  },
  changeNumber: {
    id: 'smsOnboarding.changeNumber',
    defaultMessage: 'Change the phone number',
    description: 'Button in the SMS authorization box that returns from the code to the phone number field',
  },
  enabled: {
    id: 'smsOnboarding.enabled',
    defaultMessage: 'SMS authorization is now enabled',
    description: 'Notification after the patient entered the right code and SMS authorization was turned on',
  },
  challengeFailedTitle: {
    id: 'smsOnboarding.challengeFailedTitle',
    defaultMessage: 'Identification failed',
    description: 'Title of the error notification when the code entered in the SMS authorization box was wrong',
  },
  challengeFailedText: {
    id: 'smsOnboarding.challengeFailedText',
    defaultMessage: 'Try to identify yourself again',
    description: 'Text of the error notification when the code entered in the SMS authorization box was wrong',
  },
  tooManyTitle: {
    id: 'smsOnboarding.tooManyTitle',
    defaultMessage: 'Too many retries',
    description: 'Title of the error notification when SMS authorization was tried too many times; the box is then hidden',
  },
  tooManyText: {
    id: 'smsOnboarding.tooManyText',
    defaultMessage: 'You can retry again later',
    description: 'Text of the error notification when SMS authorization was tried too many times',
  },
  failedTitle: {
    id: 'smsOnboarding.failedTitle',
    defaultMessage: 'Something went wrong',
    description: 'Title of the error notification when sending or checking the code in the SMS authorization box failed for a technical reason',
  },
  failedText: {
    id: 'smsOnboarding.failedText',
    defaultMessage: 'Please try again.',
    description: 'Text of the error notification when sending or checking the code in the SMS authorization box failed for a technical reason',
  },
  dismiss: {
    id: 'smsOnboarding.dismiss',
    defaultMessage: 'Don’t show this again',
    description: 'Button that closes the SMS authorization box on the front page for good (it stays available in my information)',
  },
});
