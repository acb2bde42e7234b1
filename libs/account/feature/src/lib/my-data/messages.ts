import type { AccessLogKind } from '@portal/shared/contracts';
import type { NoMessageValues } from 'react-intl';
import { defineMessages } from 'react-intl';

type None = NoMessageValues;

type PageValues = {
  title: None;
  intro: None;
  actingFor: { name: string };
  print: None;
  link: None;
  downloadHeading: None;
  downloadFhir: None;
  downloadFhirHint: None;
  downloadPdf: None;
  downloadPdfHint: None;
  readsHeading: None;
  readsLoading: None;
  readsEmpty: None;
  readsPagination: None;
  signInsHeading: None;
  signInsLoading: None;
  signInsEmpty: None;
  signInsPagination: None;
  when: None;
  who: None;
  what: None;
  method: None;
  onBehalfOf: None;
  themselves: None;
  guardian: { name: string };
  professional: { name: string; title: string };
  professionalWithoutTitle: { name: string };
  anonymousLink: None;
  withRecord: { kind: string; record: string };
  smsCode: None;
};

export const myDataMessages = defineMessages<PageValues>({
  title: { id: 'account.myData.title', defaultMessage: 'Use of your data', description: 'Heading of the page that shows who has viewed the patient’s data, their sign-ins and the downloads of the data' },
  intro: {
    id: 'account.myData.intro',
    defaultMessage: 'Here you can see who other than you has viewed your data in this service, and when you have signed in. You can also download a copy of your data.',
    description: 'Introduction of the page about the use of the patient’s data',
  },
  actingFor: { id: 'account.myData.actingFor', defaultMessage: 'You are viewing the data of {name}.', description: 'Shown when a guardian acts for a child: whose data the page is about; name is the child’s full name' },
  print: { id: 'account.myData.print', defaultMessage: 'Print', description: 'Button that prints the page (the views and sign-ins shown)' },
  link: { id: 'account.myData.link', defaultMessage: 'Who has viewed your data, and a copy of it', description: 'Link from my information to the page about the use of the patient’s data' },
  downloadHeading: { id: 'account.myData.downloadHeading', defaultMessage: 'Download your data', description: 'Heading of the section with the downloads of the patient’s data' },
  downloadFhir: { id: 'account.myData.downloadFhir', defaultMessage: 'Your data in FHIR format (JSON)', description: 'Link that downloads the patient’s data as a FHIR R4 JSON file' },
  downloadFhirHint: {
    id: 'account.myData.downloadFhirHint',
    defaultMessage: 'For moving your data to another health service or app. FHIR is the international standard for exchanging health data.',
    description: 'What the FHIR download is for',
  },
  downloadPdf: { id: 'account.myData.downloadPdf', defaultMessage: 'Your data as a PDF document', description: 'Link that downloads the patient’s data as a PDF file' },
  downloadPdfHint: { id: 'account.myData.downloadPdfHint', defaultMessage: 'For reading and printing.', description: 'What the PDF download is for' },
  readsHeading: { id: 'account.myData.readsHeading', defaultMessage: 'Who has viewed your data', description: 'Heading of the table of views of the patient’s data by others' },
  readsLoading: { id: 'account.myData.readsLoading', defaultMessage: 'Loading the views of your data', description: 'Label of the placeholders while the views load' },
  readsEmpty: { id: 'account.myData.readsEmpty', defaultMessage: 'No one else has viewed your data.', description: 'Shown when no one but the patient has viewed their data' },
  readsPagination: { id: 'account.myData.readsPagination', defaultMessage: 'Pages of views', description: 'Accessible name of the navigation between pages of the views table' },
  signInsHeading: { id: 'account.myData.signInsHeading', defaultMessage: 'Sign-ins', description: 'Heading of the table of the patient’s sign-ins' },
  signInsLoading: { id: 'account.myData.signInsLoading', defaultMessage: 'Loading the sign-ins', description: 'Label of the placeholders while the sign-ins load' },
  signInsEmpty: { id: 'account.myData.signInsEmpty', defaultMessage: 'No sign-ins have been recorded.', description: 'Shown when no sign-ins are on record' },
  signInsPagination: { id: 'account.myData.signInsPagination', defaultMessage: 'Pages of sign-ins', description: 'Accessible name of the navigation between pages of the sign-ins table' },
  when: { id: 'account.myData.when', defaultMessage: 'Time', description: 'Column header: when the data was viewed or the sign-in happened' },
  who: { id: 'account.myData.who', defaultMessage: 'Who', description: 'Column header: who viewed the data or signed in' },
  what: { id: 'account.myData.what', defaultMessage: 'What', description: 'Column header: which data was viewed' },
  method: { id: 'account.myData.method', defaultMessage: 'Method', description: 'Column header: how the person signed in (a bank, the mobile certificate, an SMS code)' },
  onBehalfOf: { id: 'account.myData.onBehalfOf', defaultMessage: 'On behalf of', description: 'Column header: whose data the sign-in was for' },
  themselves: { id: 'account.myData.themselves', defaultMessage: 'Themselves', description: 'A sign-in for the person’s own data (the On behalf of column)' },
  guardian: { id: 'account.myData.guardian', defaultMessage: '{name} (guardian)', description: 'A guardian who viewed a child’s data; name is the guardian’s full name' },
  professional: { id: 'account.myData.professional', defaultMessage: '{name}, {title}', description: 'A healthcare professional who viewed the data; title such as Nurse' },
  professionalWithoutTitle: { id: 'account.myData.professionalWithoutTitle', defaultMessage: '{name} (healthcare professional)', description: 'A healthcare professional without a title on record' },
  anonymousLink: { id: 'account.myData.anonymousLink', defaultMessage: 'Someone with the appointment’s link', description: 'Who viewed an appointment through the link sent about it, without signing in' },
  withRecord: { id: 'account.myData.withRecord', defaultMessage: '{kind}, no. {record}', description: 'Which data was viewed and the number of the record' },
  smsCode: { id: 'account.myData.smsCode', defaultMessage: 'SMS code', description: 'Sign-in method: a session renewed with a code sent by text message' },
});

/** What was viewed, by the access log's kinds. */
export const kindNames = defineMessages({
  appointments: { id: 'account.myData.kind.appointments', defaultMessage: 'Appointments', description: 'Kind of data viewed: the list of appointments' },
  appointment: { id: 'account.myData.kind.appointment', defaultMessage: 'An appointment', description: 'Kind of data viewed: one appointment' },
  family: { id: 'account.myData.kind.family', defaultMessage: 'Family view', description: 'Kind of data viewed: the family view, a summary of a guardian’s and children’s matters' },
  'front-page': { id: 'account.myData.kind.frontPage', defaultMessage: 'Front page summary', description: 'Kind of data viewed: the summary on the front page' },
  'personal-details': { id: 'account.myData.kind.personalDetails', defaultMessage: 'Personal details', description: 'Kind of data viewed: name and contact details' },
  consent: { id: 'account.myData.kind.consent', defaultMessage: 'Permissions and agreements', description: 'Kind of data viewed: the patient’s consents' },
  'notification-choices': { id: 'account.myData.kind.notificationChoices', defaultMessage: 'Notification choices', description: 'Kind of data viewed: how the patient is notified' },
  'kela-card': { id: 'account.myData.kind.kelaCard', defaultMessage: 'Kela card', description: 'Kind of data viewed: the Kela card images' },
  'lab-results': { id: 'account.myData.kind.labResults', defaultMessage: 'Laboratory results', description: 'Kind of data viewed: laboratory results' },
  imaging: { id: 'account.myData.kind.imaging', defaultMessage: 'Imaging results', description: 'Kind of data viewed: imaging results' },
  referral: { id: 'account.myData.kind.referral', defaultMessage: 'A referral', description: 'Kind of data viewed: one referral' },
  visits: { id: 'account.myData.kind.visits', defaultMessage: 'Visits', description: 'Kind of data viewed: the list of visits' },
  visit: { id: 'account.myData.kind.visit', defaultMessage: 'A visit', description: 'Kind of data viewed: one visit' },
  prescriptions: { id: 'account.myData.kind.prescriptions', defaultMessage: 'Prescriptions', description: 'Kind of data viewed: prescriptions' },
  vaccinations: { id: 'account.myData.kind.vaccinations', defaultMessage: 'Vaccinations', description: 'Kind of data viewed: vaccinations' },
  certificates: { id: 'account.myData.kind.certificates', defaultMessage: 'Certificates', description: 'Kind of data viewed: the list of certificates' },
  certificate: { id: 'account.myData.kind.certificate', defaultMessage: 'A certificate', description: 'Kind of data viewed: one certificate' },
  questionnaires: { id: 'account.myData.kind.questionnaires', defaultMessage: 'Questionnaires', description: 'Kind of data viewed: the list of questionnaires' },
  questionnaire: { id: 'account.myData.kind.questionnaire', defaultMessage: 'A questionnaire', description: 'Kind of data viewed: one questionnaire' },
  messages: { id: 'account.myData.kind.messages', defaultMessage: 'Messages', description: 'Kind of data viewed: messages with the care team' },
  invoices: { id: 'account.myData.kind.invoices', defaultMessage: 'Invoices', description: 'Kind of data viewed: the list of invoices' },
  invoice: { id: 'account.myData.kind.invoice', defaultMessage: 'An invoice', description: 'Kind of data viewed: one invoice' },
  insurance: { id: 'account.myData.kind.insurance', defaultMessage: 'Insurance details', description: 'Kind of data viewed: insurance permits' },
  'occupational-health': { id: 'account.myData.kind.occupationalHealth', defaultMessage: 'Occupational health details', description: 'Kind of data viewed: occupational health' },
  'sign-in-methods': { id: 'account.myData.kind.signInMethods', defaultMessage: 'Sign-in settings', description: 'Kind of data viewed: the SMS sign-in setting' },
  'access-log': { id: 'account.myData.kind.accessLog', defaultMessage: 'Who has viewed the data', description: 'Kind of data viewed: this page’s list of views and sign-ins' },
  'data-export': { id: 'account.myData.kind.dataExport', defaultMessage: 'A copy of the data', description: 'Kind of data viewed: a download of the data or a read through the FHIR interface' },
  'sign-in': { id: 'account.myData.kind.signIn', defaultMessage: 'Sign-in', description: 'Kind of data viewed: a sign-in' },
} satisfies Record<AccessLogKind, { id: string; defaultMessage: string; description: string }>);
