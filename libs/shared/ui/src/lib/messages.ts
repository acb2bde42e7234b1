import { defineMessages } from 'react-intl';
import type { NoMessageValues } from 'react-intl';

type None = NoMessageValues;

/** The placeholders of each message (react-intl checks the values given to formatMessage). */
type Values = {
  loading: None;
  opensInNewTab: None;
  textAreaCounter: { count: number; max: number };
  selectPlaceholder: None;
  dialogClose: None;
  confirm: None;
  cancel: None;
  toastRegion: None;
  toastClose: None;
  previousMonth: None;
  nextMonth: None;
  codeCharacter: { index: number; total: number };
  errorTitle: None;
  errorText: None;
  tryAgain: None;
  logoutTitle: None;
  logoutText: None;
  logoutConfirm: None;
  choiceGroupRequired: None;
  logoutFailedTitle: None;
  logoutFailedText: None;
};

/** Every text the ui library owns, but the consent form's (consent-form/consent-form-messages.ts). */
export const messages = defineMessages<Values>({
  loading: {
    id: 'ui.spinner.loading',
    defaultMessage: 'Loading',
    description: 'Accessible label of a loading spinner or loading placeholder',
  },
  opensInNewTab: {
    id: 'ui.link.opensInNewTab',
    defaultMessage: '(opens in a new tab)',
    description: 'Read by screen readers after the text of a link that opens in a new browser tab',
  },
  textAreaCounter: {
    id: 'sectionUi.textArea.counter',
    defaultMessage: '{count} / {max}',
    description: 'Character counter under a text area: characters typed / characters allowed',
  },
  choiceGroupRequired: {
    id: 'sectionUi.choiceGroup.required',
    defaultMessage: ', required',
    description: 'Read by screen readers right after a question answered by choosing, when an answer is required (the screen shows an asterisk); starts with its separator',
  },
  selectPlaceholder: {
    id: 'sectionUi.select.placeholder',
    defaultMessage: 'Select an option',
    description: 'Shown in a drop-down list before anything is chosen',
  },
  dialogClose: {
    id: 'ui.dialog.close',
    defaultMessage: 'Close',
    description: 'Accessible label of the close (X) button of a dialog',
  },
  confirm: {
    id: 'ui.confirmDialog.confirm',
    defaultMessage: 'Confirm',
    description: 'Default label of the confirming button of a confirmation dialog',
  },
  cancel: {
    id: 'ui.confirmDialog.cancel',
    defaultMessage: 'Cancel',
    description: 'Default label of the cancelling button of a confirmation dialog',
  },
  toastRegion: {
    id: 'ui.toast.region',
    defaultMessage: 'Notifications',
    description: 'Accessible name of the page area where short notifications (toasts) appear',
  },
  toastClose: {
    id: 'ui.toast.close',
    defaultMessage: 'Close notification',
    description: 'Accessible label of the close (X) button of a notification (toast)',
  },
  previousMonth: {
    id: 'sectionUi.calendar.previousMonth',
    defaultMessage: 'Previous month',
    description: 'Accessible label of the calendar button that shows the previous month',
  },
  nextMonth: {
    id: 'sectionUi.calendar.nextMonth',
    defaultMessage: 'Next month',
    description: 'Accessible label of the calendar button that shows the next month',
  },
  codeCharacter: {
    id: 'sectionUi.codeInput.character',
    defaultMessage: 'Character {index} of {total}',
    description: 'Accessible label of one single-character box of a code input, e.g. Character 1 of 6',
  },
  errorTitle: {
    id: 'ui.errorView.title',
    defaultMessage: 'Apologies! Something went wrong...',
    description: 'Heading of the error view shown when a page or a part of it fails to load',
  },
  errorText: {
    id: 'ui.errorView.text',
    defaultMessage: 'Please try again. If the problem continues, contact our customer service.',
    description: 'Text of the error view under its heading',
  },
  tryAgain: {
    id: 'ui.errorView.retry',
    defaultMessage: 'Try again',
    description: 'Button of the error view that retries loading',
  },
  logoutTitle: {
    id: 'ui.logoutDialog.title',
    defaultMessage: 'Log out?',
    description: 'Heading of the dialog that asks the user to confirm logging out',
  },
  logoutText: {
    id: 'ui.logoutDialog.text',
    defaultMessage: 'You will need to identify yourself again to see your information.',
    description: 'Text of the dialog that asks the user to confirm logging out',
  },
  logoutConfirm: {
    id: 'ui.logoutDialog.confirm',
    defaultMessage: 'Log out',
    description: 'Button of the log-out confirmation dialog that logs the user out',
  },
  logoutFailedTitle: {
    id: 'ui.logoutDialog.failedTitle',
    defaultMessage: 'Logging out failed',
    description: 'Title of the error notification shown when logging out did not succeed',
  },
  logoutFailedText: {
    id: 'ui.logoutDialog.failedText',
    defaultMessage: 'You are still logged in. Please try again.',
    description: 'Text of the error notification shown when logging out did not succeed',
  },
});
