import type { NoMessageValues } from 'react-intl';
import { defineMessages } from 'react-intl';

type None = NoMessageValues;

/** The placeholders of each message (react-intl checks the values given to formatMessage). */
type InfoValues = {
  termsInFinnishOnly: { brandName: string };
  chatMovedTitle: { brandName: string };
  chatMovedText: None;
  appStore: None;
  googlePlay: None;
  storeLinksLabel: None;
};

export const infoMessages = defineMessages<InfoValues>({
  termsInFinnishOnly: {
    id: 'info.terms.finnishOnly',
    defaultMessage: 'The terms of use of {brandName} are available in Finnish only.',
    description: "Notice above the Finnish terms of use when the children's brand's terms page is viewed in Swedish or English",
  },
  chatMovedTitle: {
    id: 'info.pikkutsatti.movedTitle',
    defaultMessage: "The children's chat has moved to the {brandName} app",
    description: "Heading on the children's chat page: the chat is no longer in the web portal but in the brand's mobile app",
  },
  chatMovedText: {
    id: 'info.pikkutsatti.movedText',
    defaultMessage: 'You can chat with our nurses and doctors in the mobile app. Download the app for your phone:',
    description: "Text on the children's chat page before the links to the app stores",
  },
  appStore: {
    id: 'info.pikkutsatti.appStore',
    defaultMessage: 'Download on the App Store (iPhone)',
    description: "Link to the brand's iOS app in Apple's App Store on the children's chat page",
  },
  googlePlay: {
    id: 'info.pikkutsatti.googlePlay',
    defaultMessage: 'Get it on Google Play (Android)',
    description: "Link to the brand's Android app in Google Play on the children's chat page",
  },
  storeLinksLabel: {
    id: 'info.pikkutsatti.storeLinks',
    defaultMessage: 'App stores',
    description: "Accessible name of the list of app store links on the children's chat page",
  },
});

type AccessibilityValues = {
  formLabel: None;
  message: None;
  page: None;
  pageHint: None;
  replyEmail: None;
  replyEmailHint: None;
  privacy: None;
  send: None;
  checkFields: { fields: string };
  sentWithReply: None;
  sentWithoutReply: None;
  failed: None;
  tooManyRequests: None;
  messageRequired: None;
  maxLength: { max: number };
  email: None;
};

/** The accessibility statement's feedback form; the statement itself is content (content/accessibility-content.ts). */
export const accessibilityMessages = defineMessages<AccessibilityValues>({
  formLabel: {
    id: 'accessibility.form.label',
    defaultMessage: 'Accessibility feedback',
    description: 'Accessible name of the accessibility feedback form on the accessibility statement page',
  },
  message: {
    id: 'accessibility.form.message',
    defaultMessage: 'Your feedback',
    description: 'Label of the required free-text field of the accessibility feedback form',
  },
  page: {
    id: 'accessibility.form.page',
    defaultMessage: 'Page or part of the service (optional)',
    description: 'Label of the optional field naming the page or part of the service the accessibility feedback concerns',
  },
  pageHint: {
    id: 'accessibility.form.pageHint',
    defaultMessage: 'For example the name of the page or its address.',
    description: 'Help text under the page field of the accessibility feedback form',
  },
  replyEmail: {
    id: 'accessibility.form.replyEmail',
    defaultMessage: 'E-mail address for the answer (optional)',
    description: 'Label of the optional e-mail field of the accessibility feedback form, where the clinic sends its answer',
  },
  replyEmailHint: {
    id: 'accessibility.form.replyEmailHint',
    defaultMessage: 'Without an e-mail address we cannot answer you.',
    description: 'Help text under the e-mail field of the accessibility feedback form',
  },
  privacy: {
    id: 'accessibility.form.privacy',
    defaultMessage: 'We use the personal data in your feedback and your e-mail address only to answer you.',
    description: 'Note above the send button of the accessibility feedback form on how the personal data in the feedback is used',
  },
  send: {
    id: 'accessibility.form.send',
    defaultMessage: 'Send feedback',
    description: 'Submit button of the accessibility feedback form',
  },
  checkFields: {
    id: 'accessibility.form.checkFields',
    defaultMessage: 'Check the following fields: {fields}',
    description: 'Error summary above the send button of the accessibility feedback form; fields is a list of field labels',
  },
  sentWithReply: {
    id: 'accessibility.form.sentWithReply',
    defaultMessage: 'Thank you for your feedback. We will answer to the e-mail address you gave within 14 days.',
    description: 'Notice after accessibility feedback with a reply e-mail address was sent',
  },
  sentWithoutReply: {
    id: 'accessibility.form.sentWithoutReply',
    defaultMessage: 'Thank you for your feedback. You gave no e-mail address, so we cannot answer you, but we will use your feedback to improve the service.',
    description: 'Notice after accessibility feedback without an e-mail address was sent',
  },
  failed: {
    id: 'accessibility.form.failed',
    defaultMessage: 'Sending the feedback failed. Please try again. What you wrote is still in the form.',
    description: 'Error after the accessibility feedback could not be sent (network or server error)',
  },
  tooManyRequests: {
    id: 'accessibility.form.tooManyRequests',
    defaultMessage: 'You have sent several messages in a short time. Please try again in an hour. What you wrote is still in the form.',
    description: 'Error when the accessibility feedback was refused because too many were sent from the same address within an hour',
  },
  messageRequired: {
    id: 'accessibility.validation.messageRequired',
    defaultMessage: 'Write your feedback',
    description: 'Error of the accessibility feedback form when the feedback field is empty',
  },
  maxLength: {
    id: 'accessibility.validation.maxLength',
    defaultMessage: 'Maximum character length is {max}',
    description: 'Error of a field of the accessibility feedback form that is too long',
  },
  email: {
    id: 'accessibility.validation.email',
    defaultMessage: 'Please enter your email, eg. name@example.com',
    description: 'Error of the accessibility feedback form when the reply e-mail address is not valid',
  },
});
