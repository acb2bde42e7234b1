import type { NoMessageValues } from 'react-intl';
import { defineMessages } from 'react-intl';

type None = NoMessageValues;

/** The placeholders of each message (react-intl checks the values given to formatMessage). */
type FrontPageValues = {
  greeting: { firstName: string };
  actingFor: { name: string };
  appointmentCancelled: None;
  appointmentCancelledText: None;
  surveys: None;
  newConversation: None;
  bookAppointment: None;
  renewPrescription: None;
  payVisitFees: { count: number };
  noConversations: None;
  noAppointments: None;
  noVisits: None;
  noPrescriptions: None;
  noLabResults: None;
  noImaging: None;
  surveysMaintenance: None;
  highlighted: None;
  cancelled: None;
  yesterday: None;
  appointmentTime: { date: string; time: string };
  validToday: None;
  validTomorrow: None;
  validDays: { days: number };
  validWeeks: { weeks: number };
  validUntil: { date: string };
};

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
  appointmentCancelled: {
    id: 'home.front.appointmentCancelled',
    defaultMessage: 'Appointment cancelled',
    description: 'Title of the notification on the front page after the patient cancelled an appointment',
  },
  appointmentCancelledText: {
    id: 'home.front.appointmentCancelledText',
    defaultMessage: 'Your appointment has been cancelled.',
    description: 'Text of the notification on the front page after the patient cancelled an appointment',
  },
  surveys: {
    id: 'home.front.surveys',
    defaultMessage: 'Surveys',
    description: 'Heading of the front page section listing open questionnaires and answered ones',
  },
  newConversation: {
    id: 'home.front.newConversation',
    defaultMessage: 'New message',
    description: 'Button in the messages section of the front page that starts a new conversation with the care team',
  },
  bookAppointment: {
    id: 'home.front.bookAppointment',
    defaultMessage: 'Book an appointment',
    description: 'Button in the appointments section of the front page that opens appointment booking',
  },
  renewPrescription: {
    id: 'home.front.renewPrescription',
    defaultMessage: 'Renew a prescription',
    description: 'Link in the prescriptions section of the front page to the prescriptions page, where prescriptions can be renewed',
  },
  payVisitFees: {
    id: 'home.front.payVisitFees',
    defaultMessage: '{count, plural, one {Pay a visit fee online} other {Pay # visit fees online}}',
    description: 'Link in the visits section of the front page to the pay-visit page, shown while visit fees can be paid online',
  },
  noConversations: {
    id: 'home.front.noConversations',
    defaultMessage: 'No messages',
    description: 'Empty state of the messages section of the front page',
  },
  noAppointments: {
    id: 'home.front.noAppointments',
    defaultMessage: 'No appointments',
    description: 'Empty state of the appointments section of the front page',
  },
  noVisits: {
    id: 'home.front.noVisits',
    defaultMessage: 'No visits',
    description: 'Empty state of the visits section of the front page',
  },
  noPrescriptions: {
    id: 'home.front.noPrescriptions',
    defaultMessage: 'No prescriptions',
    description: 'Empty state of the prescriptions section of the front page',
  },
  noLabResults: {
    id: 'home.front.noLabResults',
    defaultMessage: 'No laboratory results',
    description: 'Empty state of the laboratory results section of the front page',
  },
  noImaging: {
    id: 'home.front.noImaging',
    defaultMessage: 'No imaging results',
    description: 'Empty state of the imaging section of the front page',
  },
  surveysMaintenance: {
    id: 'home.front.surveysMaintenance',
    defaultMessage: 'Questionnaires are temporarily unavailable because of maintenance.',
    description: 'Note in the surveys section of the front page while the questionnaire service is in maintenance mode',
  },
  highlighted: {
    id: 'home.front.highlighted',
    defaultMessage: ', new',
    description: 'Read by screen readers right after the title of a front page item that is new to the patient (unread message, new result, open questionnaire); starts with its separator',
  },
  cancelled: {
    id: 'home.front.cancelled',
    defaultMessage: '(Cancelled)',
    description: 'Label after the title of a cancelled appointment on the front page, in brackets',
  },
  yesterday: {
    id: 'home.front.yesterday',
    defaultMessage: 'Yesterday',
    description: 'Date of a front page item that happened 24 to 48 hours ago',
  },
  appointmentTime: {
    id: 'home.front.appointmentTime',
    defaultMessage: '{date} at {time}',
    description: 'When an upcoming appointment on the front page starts: its date (D.M.YYYY) and time (HH:mm), Helsinki time',
  },
  validToday: {
    id: 'home.front.validToday',
    defaultMessage: 'Valid until today',
    description: 'Validity of a prescription whose last valid day is today',
  },
  validTomorrow: {
    id: 'home.front.validTomorrow',
    defaultMessage: 'Valid until tomorrow',
    description: 'Validity of a prescription whose last valid day is tomorrow',
  },
  validDays: {
    id: 'home.front.validDays',
    defaultMessage: 'Valid for {days} more days',
    description: 'Validity of a prescription that ends in 2 to 7 days; days is the number of days',
  },
  validWeeks: {
    id: 'home.front.validWeeks',
    defaultMessage: 'Valid for {weeks, plural, one {# more week} other {# more weeks}}',
    description: 'Validity of a prescription that ends in 8 to 26 days; weeks is 1 to 3',
  },
  validUntil: {
    id: 'home.front.validUntil',
    defaultMessage: 'Valid until {date}',
    description: 'Validity of a prescription that ends in 27 to 30 days; date is D.M.YYYY',
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
