import type { NoMessageValues } from 'react-intl';
import { defineMessages } from 'react-intl';

type None = NoMessageValues;

type NotificationValues = {
  title: None;
  intro: None;
  loading: None;
  loadFailed: None;
  retry: None;
  appointmentsLegend: None;
  appointmentsHint: None;
  messagesLegend: None;
  messagesHint: None;
  email: None;
  sms: None;
  both: None;
  none: None;
  save: None;
  saved: None;
  saveFailed: None;
};

/** My information's notification choices. */
export const notificationMessages = defineMessages<NotificationValues>({
  title: {
    id: 'account.notifications.title',
    defaultMessage: 'Notifications',
    description: 'Heading of the section on the my information page where the patient chooses how notices reach them',
  },
  intro: {
    id: 'account.notifications.intro',
    defaultMessage: 'Choose how we let you know about your appointments and new messages.',
    description: 'Text under the notifications heading',
  },
  loading: {
    id: 'account.notifications.loading',
    defaultMessage: 'Loading your notification choices',
    description: 'Announced while the notification choices are being loaded',
  },
  loadFailed: {
    id: 'account.notifications.loadFailed',
    defaultMessage: 'Failed to retrieve your notification choices',
    description: 'Error shown when the notification choices could not be loaded',
  },
  retry: {
    id: 'account.notifications.retry',
    defaultMessage: 'Try again',
    description: 'Button that loads the notification choices again after a failure',
  },
  appointmentsLegend: {
    id: 'account.notifications.appointmentsLegend',
    defaultMessage: 'Appointment confirmations, reminders and cancellations',
    description: 'Question: how the patient wants notices about their appointments',
  },
  appointmentsHint: {
    id: 'account.notifications.appointmentsHint',
    defaultMessage: 'The confirmation of a booking you make is always sent by e-mail. Text messages go to the phone number given when booking.',
    description: 'Help under the appointment notices question',
  },
  messagesLegend: {
    id: 'account.notifications.messagesLegend',
    defaultMessage: 'New messages from your care team',
    description: 'Question: how the patient wants to hear that their care team has sent a message',
  },
  messagesHint: {
    id: 'account.notifications.messagesHint',
    defaultMessage: 'We only tell you that a message is waiting, never what it says. Text messages go to the phone number in your contact details.',
    description: 'Help under the message notices question',
  },
  email: {
    id: 'account.notifications.email',
    defaultMessage: 'E-mail',
    description: 'Choice: notices by e-mail',
  },
  sms: {
    id: 'account.notifications.sms',
    defaultMessage: 'Text message',
    description: 'Choice: notices by text message (SMS)',
  },
  both: {
    id: 'account.notifications.both',
    defaultMessage: 'E-mail and text message',
    description: 'Choice: notices by both e-mail and text message',
  },
  none: {
    id: 'account.notifications.none',
    defaultMessage: 'No notifications',
    description: 'Choice: no notices of this kind',
  },
  save: {
    id: 'account.notifications.save',
    defaultMessage: 'Save notification choices',
    description: 'Button that saves the notification choices',
  },
  saved: {
    id: 'account.notifications.saved',
    defaultMessage: 'Your notification choices have been saved.',
    description: 'Shown when the notification choices were saved',
  },
  saveFailed: {
    id: 'account.notifications.saveFailed',
    defaultMessage: 'Saving failed. Please try again.',
    description: 'Shown when saving the notification choices failed',
  },
});
