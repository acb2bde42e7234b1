import type { NoMessageValues } from 'react-intl';
import { defineMessages } from 'react-intl';

type None = NoMessageValues;

/** The placeholders of each message (react-intl checks the values given to formatMessage). */
type PageValues = {
  tabsLabel: None;
  basicTab: None;
  consentTab: None;
  loading: None;
  logout: None;
  save: None;
  saveAndReturnToPayment: None;
  saveAndReturnToInvoices: None;
  saveAndReturnToBooking: None;
  saveAndReturnToAppointment: None;
  saved: None;
  saveFailed: None;
  unsavedWarning: None;
  checkFields: { fields: string };
};

type GuardianValues = {
  heading: None;
  intro: None;
  legend: { number: number };
  name: None;
  phone: None;
  emailAddress: None;
  sameAddress: None;
  streetAddress: None;
  zipCode: None;
  postOffice: None;
  add: None;
  remove: { number: number };
  fieldName: { number: number; field: string };
};

type ValidationValues = {
  required: None;
  email: None;
  phone: None;
  lengthBetween: { min: number; max: number };
  zipCode: None;
  language: None;
  maxLength: { n: number };
  guardianEmail: None;
  guardianPhone: None;
  tooManyGuardians: { max: number };
};

/** The my-information page: tabs, saving and logging out (account doc sections 2 and 4). */
export const pageMessages = defineMessages<PageValues>({
  tabsLabel: {
    id: 'account.myInformation.tabsLabel',
    defaultMessage: 'My information',
    description: 'Accessible name of the tab list on the my-information page',
  },
  basicTab: {
    id: 'account.myInformation.basicTab',
    defaultMessage: 'Basic information',
    description: 'Tab of the my-information page with the contact details, guardians, Kela card and SMS login',
  },
  consentTab: {
    id: 'account.myInformation.consentTab',
    defaultMessage: 'Permissions and agreements',
    description: 'Tab of the my-information page with the patient data consent',
  },
  loading: {
    id: 'account.myInformation.loading',
    defaultMessage: 'Loading your information',
    description: 'Accessible name of the placeholder shown while the my-information page loads',
  },
  logout: {
    id: 'account.myInformation.logout',
    defaultMessage: 'Log out',
    description: 'Button on the my-information page that asks to confirm logging out',
  },
  save: {
    id: 'account.myInformation.save',
    defaultMessage: 'Save',
    description: 'Save button of the my-information forms when nothing follows the save',
  },
  saveAndReturnToPayment: {
    id: 'account.myInformation.saveAndReturnToPayment',
    defaultMessage: 'Save and return to payment',
    description: 'Save button when the patient came from paying an invoice and returns there after saving',
  },
  saveAndReturnToInvoices: {
    id: 'account.myInformation.saveAndReturnToInvoices',
    defaultMessage: 'Save and return to invoices',
    description: 'Save button when the patient returns to the invoices list after saving',
  },
  saveAndReturnToBooking: {
    id: 'account.myInformation.saveAndReturnToBooking',
    defaultMessage: 'Save and return to booking',
    description: 'Save button when the patient came from booking an appointment and returns there after saving',
  },
  saveAndReturnToAppointment: {
    id: 'account.myInformation.saveAndReturnToAppointment',
    defaultMessage: 'Save and return to the appointment',
    description: 'Save button when the patient came from an appointment (e.g. check-in) and returns there after saving',
  },
  unsavedWarning: {
    id: 'account.myInformation.unsavedWarning',
    defaultMessage: 'You have changed your information without saving. Leave the page and lose the changes?',
    description: 'Browser confirmation when the patient follows a link away from my information with unsaved edits',
  },
  saved: {
    id: 'account.myInformation.saved',
    defaultMessage: 'Your information has been saved.',
    description: 'Confirmation after the basic information was saved',
  },
  saveFailed: {
    id: 'account.myInformation.saveFailed',
    defaultMessage: 'Something went wrong, please try again',
    description: 'Error when saving the contact details failed (account doc section 8)',
  },
  checkFields: {
    id: 'account.myInformation.checkFields',
    defaultMessage: 'Please check the following fields: {fields}',
    description: 'Error summary above the save button; fields is a list of the names of the fields with an error',
  },
});

/** The contact details (account doc sections 3 and 5). */
export const contactMessages = defineMessages({
  heading: {
    id: 'account.contact.heading',
    defaultMessage: 'Contact information',
    description: 'Heading of the contact details on the my-information page',
  },
  firstName: { id: 'account.contact.firstName', defaultMessage: 'First name', description: 'Read-only first name field' },
  lastName: { id: 'account.contact.lastName', defaultMessage: 'Last name', description: 'Read-only last name field' },
  namesReadOnly: {
    id: 'account.contact.namesReadOnly',
    defaultMessage: 'Your name comes from the Population Information System and cannot be changed here.',
    description: 'Help under the read-only name fields',
  },
  emailAddress: { id: 'account.contact.emailAddress', defaultMessage: 'E-mail', description: 'E-mail field of the contact details' },
  phoneNumber: {
    id: 'account.contact.phoneNumber',
    defaultMessage: 'Mobile phone number',
    description: 'Phone field of the contact details',
  },
  phoneHint: {
    id: 'account.contact.phoneHint',
    defaultMessage: 'For example +358401234567',
    description: 'Help under the phone field',
  },
  language: { id: 'account.contact.language', defaultMessage: 'Language', description: 'Language select of the contact details' },
  languageFi: { id: 'account.contact.languageFi', defaultMessage: 'Finnish', description: 'Language option: Finnish' },
  languageSv: { id: 'account.contact.languageSv', defaultMessage: 'Swedish', description: 'Language option: Swedish' },
  languageOther: {
    id: 'account.contact.languageOther',
    defaultMessage: 'Other',
    description: 'Language option for any other language than Finnish or Swedish (English is used)',
  },
  streetAddress: { id: 'account.contact.streetAddress', defaultMessage: 'Street address', description: 'Street address field' },
  zipCode: { id: 'account.contact.zipCode', defaultMessage: 'Postal code', description: 'Postal code field' },
  postOffice: { id: 'account.contact.postOffice', defaultMessage: 'Post office', description: 'Post office field' },
});

/** The guardians of a children's-brand patient (account doc sections 3 and 5). */
export const guardianMessages = defineMessages<GuardianValues>({
  heading: {
    id: 'account.guardian.heading',
    defaultMessage: 'Guardians',
    description: "Heading of the guardians' contact details on the my-information page (children's clinic)",
  },
  intro: {
    id: 'account.guardian.intro',
    defaultMessage: 'You can give the contact details of at most two guardians.',
    description: 'Text under the guardians heading',
  },
  legend: {
    id: 'account.guardian.legend',
    defaultMessage: 'Guardian {number}',
    description: 'Name of one guardian’s group of fields; number is 1 or 2',
  },
  name: {
    id: 'account.guardian.name',
    defaultMessage: 'Last name and first names',
    description: 'Name field of a guardian',
  },
  phone: { id: 'account.guardian.phone', defaultMessage: 'Phone number', description: 'Phone field of a guardian' },
  emailAddress: { id: 'account.guardian.emailAddress', defaultMessage: 'E-mail', description: 'E-mail field of a guardian' },
  sameAddress: {
    id: 'account.guardian.sameAddress',
    defaultMessage: 'Same address as the child',
    description: "Checkbox: the guardian lives at the child's address (hides the guardian's address fields)",
  },
  streetAddress: { id: 'account.guardian.streetAddress', defaultMessage: 'Street address', description: 'Street address field of a guardian' },
  zipCode: { id: 'account.guardian.zipCode', defaultMessage: 'Postal code', description: 'Postal code field of a guardian' },
  postOffice: { id: 'account.guardian.postOffice', defaultMessage: 'Post office', description: 'Post office field of a guardian' },
  add: { id: 'account.guardian.add', defaultMessage: 'Add a guardian', description: 'Button that adds the second guardian' },
  remove: {
    id: 'account.guardian.remove',
    defaultMessage: 'Remove guardian {number}',
    description: 'Button that removes the second guardian; number is the guardian’s number',
  },
  fieldName: {
    id: 'account.guardian.fieldName',
    defaultMessage: 'Guardian {number}: {field}',
    description: 'A guardian’s field in the list of fields to check, e.g. "Guardian 1: E-mail"',
  },
});

/** Validation texts of the forms (account doc section 5). */
export const validationMessages = defineMessages<ValidationValues>({
  required: { id: 'account.validation.required', defaultMessage: 'Required', description: 'Error of an empty required field' },
  email: {
    id: 'account.validation.email',
    defaultMessage: 'Please enter your email, eg. name@example.com',
    description: 'Error of an invalid e-mail address of the patient',
  },
  phone: {
    id: 'account.validation.phone',
    defaultMessage: 'Please enter your phone number, eg. +358401234567',
    description: 'Error of an invalid phone number of the patient',
  },
  lengthBetween: {
    id: 'account.validation.lengthBetween',
    defaultMessage: 'Enter {min}-{max} characters',
    description: 'Error of a street address or post office that is too short or too long',
  },
  zipCode: {
    id: 'account.validation.zipCode',
    defaultMessage: 'Zipcode length should be 5 and can only contain numbers',
    description: 'Error of a postal code that is not five digits',
  },
  language: { id: 'account.validation.language', defaultMessage: 'Choose a language', description: 'Error when no language is chosen' },
  maxLength: {
    id: 'account.validation.maxLength',
    defaultMessage: 'Maximum character length is {n}',
    description: 'Error of a guardian field that is too long; n is the maximum number of characters',
  },
  guardianEmail: {
    id: 'account.validation.guardianEmail',
    defaultMessage: "Please enter the guardian's email, eg. name@example.com",
    description: 'Error of an invalid e-mail address of a guardian',
  },
  guardianPhone: {
    id: 'account.validation.guardianPhone',
    defaultMessage: "Please enter the guardian's phone number, eg. +358401234567",
    description: 'Error of an invalid phone number of a guardian',
  },
  tooManyGuardians: {
    id: 'account.validation.tooManyGuardians',
    defaultMessage: 'You can give at most {max} guardians',
    description: 'Error when more guardians are given than allowed',
  },
});

/** The patient data consent tab (account doc sections 3, 4 and 5); the form's own texts are the shared ConsentForm's (@portal/shared/ui). */
export const consentMessages = defineMessages({
  heading: {
    id: 'account.consent.heading',
    defaultMessage: 'Processing of patient data',
    description: 'Heading of the consent tab',
  },
  notRegistered: {
    id: 'account.consent.notRegistered',
    defaultMessage: 'Save your basic information first. You can then choose your permissions here.',
    description: 'Shown on the consent tab to a person who has no patient record yet',
  },
});
