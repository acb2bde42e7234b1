import type { NoMessageValues } from 'react-intl';
import { defineMessages } from 'react-intl';

type None = NoMessageValues;

type ReservationValues = {
  title: None;
  loading: None;
  notFound: None;
  notFoundText: None;
  noLongerAvailable: None;
  backToList: None;
  dateTime: { date: string; time: string };
  time: None;
  clinic: None;
  practitioner: None;
  remote: None;
  price: None;
  priceFrom: { price: string };
  interrupted: None;
  interruptedText: { email: string; phone: string };
  interruptedAnonymousText: { phone: string };
  reserve: None;
  reserving: None;
  success: None;
  successText: None;
  viewAppointment: None;
  addToCalendar: None;
};

type FormValues = {
  descriptionTooLong: { max: number };
  ssn: None;
  firstName: None;
  lastName: None;
  phone: None;
  email: None;
  streetAddress: None;
  postalCode: None;
  postOffice: None;
  description: None;
  terms: None;
  termsLink: None;
  binding: { hours: number };
  bookingSms: None;
  required: None;
  ssnInvalid: None;
  phoneInvalid: None;
  emailInvalid: { email: string };
  termsRequired: None;
  bindingRequired: None;
  streetInvalid: { max: number; min: number };
  postalCodeInvalid: None;
  nameInvalid: { max: number; min: number };
  contactWarning: None;
  exampleEmail: None;
  termsField: None;
  bindingField: None;
  appointmentField: None;
  incompleteForm: None;
  occupationalField: None;
};

type ContactValues = {
  heading: None;
  ssn: None;
  name: None;
  address: None;
  missing: None;
  edit: None;
  save: None;
  cancel: None;
  saving: None;
  saveFailed: None;
  unsaved: None;
  incomplete: None;
};

type ResultValues = {
  networkError: None;
  appointmentNotAvailable: None;
  chooseAnother: None;
  tooManyReservations: None;
  unknownError: None;
  directReimbursementError: None;
  validationError: { fields: string };
  weakLogin: None;
  weakLoginText: None;
  login: None;
  loginForChild: None;
  loginAsSelf: None;
};

type OccupationalConfirmationValues = {
  doctorReferral: None;
  referral: None;
  specialtyReferral: { specialty: string };
  contract: None;
};

type SuccessCancelValues = {
  button: None;
  confirm: None;
  confirmYes: None;
  confirmNo: None;
  cancelling: None;
  cancelled: None;
  bookAnother: None;
  deadlineExceeded: { hours: number; phone: string };
};

type RegistrationValues = {
  loading: None;
  title: None;
  childTitle: None;
  intro: None;
  submit: None;
  failed: None;
};

type ConsentValues = {
  title: None;
  save: None;
};

type NewCustomerValues = {
  title: None;
  text: None;
  book: None;
  call: { phone: string };
  logout: None;
};

/** The reservation page: its states, the appointment summary and the submit outcome. */
export const reservationMessages = defineMessages<ReservationValues>({
  title: {
    id: 'booking.reservation.title',
    defaultMessage:
      'Reserve an appointment',
    description: 'Heading of the reservation page',
  },
  loading: {
    id: 'booking.reservation.loading',
    defaultMessage:
      'Loading the appointment',
    description: 'Label of the placeholder rows while the appointment loads',
  },
  notFound: {
    id: 'booking.reservation.notFound',
    defaultMessage:
      'Appointment not found',
    description: 'Heading when the appointment id matches no appointment',
  },
  notFoundText: {
    id: 'booking.reservation.notFoundText',
    defaultMessage:
      'We could not find this appointment. Please choose another one.',
    description: 'Text when the appointment id matches no appointment',
  },
  noLongerAvailable: {
    id: 'booking.reservation.noLongerAvailable',
    defaultMessage:
      'Unfortunately the appointment is no longer available',
    description: 'Heading when the appointment has already been reserved',
  },
  backToList: {
    id: 'booking.reservation.backToList',
    defaultMessage:
      'Back to available appointments',
    description: 'Link back to the appointment list',
  },
  dateTime: {
    id: 'booking.reservation.dateTime',
    defaultMessage:
      '{date} at {time}',
    description: 'Date and time of the appointment, e.g. 3.12.2026 at 14:30',
  },
  time: { id: 'booking.reservation.time', defaultMessage: 'Time', description: 'Label of the appointment time' },
  clinic: { id: 'booking.reservation.clinic', defaultMessage: 'Clinic', description: 'Label of the clinic' },
  practitioner: {
    id: 'booking.reservation.practitioner',
    defaultMessage:
      'Practitioner',
    description: 'Label of the practitioner',
  },
  remote: {
    id: 'booking.reservation.remote',
    defaultMessage:
      'Remote appointment',
    description: 'Shown instead of the clinic address for a remote appointment',
  },
  price: { id: 'booking.reservation.price', defaultMessage: 'Price', description: 'Label of the price' },
  priceFrom: {
    id: 'booking.reservation.priceFrom',
    defaultMessage:
      'From {price}',
    description: 'Price with the From prefix, e.g. From 89,00 €',
  },
  interrupted: {
    id: 'booking.reservation.interrupted',
    defaultMessage:
      'Booking interrupted',
    description: 'Heading of the notice for a person who is not creditworthy',
  },
  interruptedText: {
    id: 'booking.reservation.interruptedText',
    defaultMessage:
      'There may be outstanding invoices on your account, so online booking is not possible. Please contact our billing: phone {phone}, e-mail {email}.',
    description: 'Notice for a person who is not creditworthy, with the billing phone and e-mail',
  },
  interruptedAnonymousText: {
    id: 'booking.reservation.interruptedAnonymousText',
    defaultMessage:
      'There may be outstanding invoices on your account, so online booking is not possible. Please call our customer service: {phone}.',
    description: 'Notice for a visitor who is not creditworthy, before signing in',
  },
  reserve: {
    id: 'booking.reservation.reserve',
    defaultMessage:
      'Reserve appointment',
    description: 'Submit button of the reservation form',
  },
  reserving: {
    id: 'booking.reservation.reserving',
    defaultMessage:
      'Reserving the appointment',
    description: 'Status while the reservation is being made',
  },
  success: {
    id: 'booking.reservation.success',
    defaultMessage:
      'Appointment reserved',
    description: 'Heading of the success view',
  },
  successText: {
    id: 'booking.reservation.successText',
    defaultMessage:
      'Your appointment has been reserved. A confirmation will be sent to you.',
    description: 'Text of the success view',
  },
  viewAppointment: {
    id: 'booking.reservation.viewAppointment',
    defaultMessage:
      'View your appointment',
    description: 'Link from the success view to the appointment',
  },
  addToCalendar: {
    id: 'booking.reservation.addToCalendar',
    defaultMessage: 'Add to calendar',
    description: 'Link on the success view that downloads the appointment as a calendar file (.ics)',
  },
});

/** The reservation forms: fields, checkboxes and validation texts (booking doc section 5). */
export const formMessages = defineMessages<FormValues>({
  ssn: {
    id: 'booking.form.ssn',
    defaultMessage:
      'Personal identity code',
    description: 'Label of the identity code field',
  },
  firstName: {
    id: 'booking.form.firstName',
    defaultMessage:
      'First name',
    description: 'Label of the first name field',
  },
  lastName: { id: 'booking.form.lastName', defaultMessage: 'Last name', description: 'Label of the last name field' },
  phone: { id: 'booking.form.phone', defaultMessage: 'Phone number', description: 'Label of the phone field' },
  email: { id: 'booking.form.email', defaultMessage: 'E-mail', description: 'Label of the e-mail field' },
  streetAddress: {
    id: 'booking.form.streetAddress',
    defaultMessage:
      'Street address',
    description: 'Label of the street address field',
  },
  postalCode: {
    id: 'booking.form.postalCode',
    defaultMessage:
      'Postal code',
    description: 'Label of the postal code field',
  },
  postOffice: {
    id: 'booking.form.postOffice',
    defaultMessage:
      'Post office',
    description: 'Label of the post office field',
  },
  description: {
    id: 'booking.form.description',
    defaultMessage:
      'Reason for the appointment (optional)',
    description: 'Label of the optional reason field',
  },
  descriptionTooLong: {
    id: 'booking.form.descriptionTooLong',
    defaultMessage: 'Use at most {max} characters',
    description: 'Error when the reason for the appointment, or a name on the anonymous form, is too long',
  },
  terms: {
    id: 'booking.form.terms',
    defaultMessage:
      'I accept the terms and conditions',
    description: 'Label of the terms checkbox',
  },
  termsLink: {
    id: 'booking.form.termsLink',
    defaultMessage:
      'Read the terms and conditions',
    description: 'Link to the terms page',
  },
  bookingSms: {
    id: 'booking.form.bookingSms',
    defaultMessage: 'Send the confirmation and a reminder to my phone as a text message too',
    description: 'Optional checkbox of the anonymous reservation form: the booking texts',
  },
  binding: {
    id: 'booking.form.binding',
    defaultMessage:
      'I understand that the reservation is binding: it starts in less than {hours} hours and can no longer be cancelled online',
    description: 'Label of the binding-reservation checkbox',
  },
  required: {
    id: 'booking.form.required',
    defaultMessage:
      'Required',
    description: 'Error of an empty required field',
  },
  ssnInvalid: {
    id: 'booking.form.ssnInvalid',
    defaultMessage:
      'Please check your identity number',
    description: 'Error of an invalid identity code',
  },
  phoneInvalid: {
    id: 'booking.form.phoneInvalid',
    defaultMessage:
      'Please enter your phone number, eg. +358401234567',
    description: 'Error of an invalid phone number',
  },
  emailInvalid: {
    id: 'booking.form.emailInvalid',
    defaultMessage:
      'Please enter your email, eg. {email}',
    description: 'Error of an invalid e-mail address, with an example address',
  },
  termsRequired: {
    id: 'booking.form.termsRequired',
    defaultMessage:
      'Please accept the terms and conditions',
    description: 'Error when the terms checkbox is not ticked',
  },
  bindingRequired: {
    id: 'booking.form.bindingRequired',
    defaultMessage:
      'Please confirm that you understand the reservation is binding',
    description: 'Error when the binding checkbox is not ticked',
  },
  streetInvalid: {
    id: 'booking.form.streetInvalid',
    defaultMessage:
      'Enter {min}-{max} characters',
    description: 'Error of a street address or post office of the wrong length',
  },
  postalCodeInvalid: {
    id: 'booking.form.postalCodeInvalid',
    defaultMessage:
      'Enter five digits',
    description: 'Error of a postal code that is not five digits',
  },
  nameInvalid: {
    id: 'booking.form.nameInvalid',
    defaultMessage:
      'Enter {min}-{max} characters',
    description: 'Error of a name of the wrong length',
  },
  contactWarning: {
    id: 'booking.form.contactWarning',
    defaultMessage:
      'We need both your phone number and e-mail address to send you the confirmation and a reminder of the appointment.',
    description: 'Warning when phone or e-mail is missing after the field was touched',
  },
  exampleEmail: {
    id: 'booking.form.exampleEmail',
    defaultMessage:
      'firstname.lastname@example.com',
    description: 'Example e-mail address in the e-mail error',
  },
  termsField: {
    id: 'booking.form.termsField',
    defaultMessage: 'Terms and conditions',
    description: 'Name of the terms checkbox in the list of fields the server rejected',
  },
  bindingField: {
    id: 'booking.form.bindingField',
    defaultMessage: 'Binding reservation',
    description: 'Name of the binding-reservation checkbox in the list of fields the server rejected',
  },
  appointmentField: {
    id: 'booking.form.appointmentField',
    defaultMessage: 'Appointment details',
    description: 'Name used in the list of rejected fields for a field of the request that the form does not show (the appointment, the organisation)',
  },
  occupationalField: {
    id: 'booking.form.occupationalField',
    defaultMessage: 'Occupational health confirmation',
    description: 'Name of the occupational confirmation checkbox in the list of fields the server rejected',
  },
  incompleteForm: {
    id: 'booking.form.incompleteForm',
    defaultMessage: 'Fill in every field and tick the boxes to reserve.',
    description: 'Why the reserve button of the anonymous form is disabled while a field is not yet valid',
  },
});

/** The signed-in patient's contact details on the reservation page. */
export const contactMessages = defineMessages<ContactValues>({
  heading: {
    id: 'booking.contact.heading',
    defaultMessage:
      'Your details',
    description: 'Heading of the contact details on the reservation page',
  },
  ssn: {
    id: 'booking.contact.ssn',
    defaultMessage:
      'Personal identity code',
    description: 'Label of the masked identity code',
  },
  name: { id: 'booking.contact.name', defaultMessage: 'Name', description: 'Label of the patient name' },
  address: { id: 'booking.contact.address', defaultMessage: 'Address', description: 'Label of the postal address' },
  missing: {
    id: 'booking.contact.missing',
    defaultMessage:
      'Missing',
    description: 'Shown for a contact detail that is not on record',
  },
  edit: {
    id: 'booking.contact.edit',
    defaultMessage:
      'Edit contact details',
    description: 'Button that opens the contact details for editing',
  },
  save: { id: 'booking.contact.save', defaultMessage: 'Save', description: 'Button that saves the contact details' },
  cancel: {
    id: 'booking.contact.cancel',
    defaultMessage:
      'Cancel',
    description: 'Button that discards the contact edits',
  },
  saving: {
    id: 'booking.contact.saving',
    defaultMessage:
      'Saving the contact details',
    description: 'Status while the contact details are saved',
  },
  saveFailed: {
    id: 'booking.contact.saveFailed',
    defaultMessage:
      'Sorry, something went wrong and we could not save the changes. Please try again.',
    description: 'Error when saving the contact details failed',
  },
  unsaved: {
    id: 'booking.contact.unsaved',
    defaultMessage:
      'Save or cancel your contact detail changes before reserving.',
    description: 'Why the reserve button is disabled while contact edits are unsaved',
  },
  incomplete: {
    id: 'booking.contact.incomplete',
    defaultMessage:
      'Please complete your contact details before reserving.',
    description: 'Why the reserve button is disabled while contact details are invalid',
  },
});

/** The reservation results of booking doc section 8 and the sign-in flows of section 4. */
export const resultMessages = defineMessages<ResultValues>({
  networkError: {
    id: 'booking.result.networkError',
    defaultMessage:
      'Network error. Please try again.',
    description: 'Reservation failed because of the network',
  },
  appointmentNotAvailable: {
    id: 'booking.result.appointmentNotAvailable',
    defaultMessage:
      'The appointment has already been reserved. Please choose another appointment.',
    description: 'Reservation result appointmentNotAvailable',
  },
  chooseAnother: {
    id: 'booking.result.chooseAnother',
    defaultMessage:
      'Choose another appointment',
    description: 'Link to the list after appointmentNotAvailable',
  },
  tooManyReservations: {
    id: 'booking.result.tooManyReservations',
    defaultMessage:
      'You have too many reservations. Cancel one of them, after which you can reserve a new appointment.',
    description: 'Reservation result tooManyReservations',
  },
  unknownError: {
    id: 'booking.result.unknownError',
    defaultMessage:
      'Something went wrong. Please try again.',
    description: 'Reservation result unknownError',
  },
  directReimbursementError: {
    id: 'booking.result.directReimbursementError',
    defaultMessage:
      'Booking using direct reimbursement failed. Choose another payment method or try booking again later. If the problem persists, please contact our customer support.',
    description: 'Reservation result treatmentChainCreationFailed',
  },
  validationError: {
    id: 'booking.result.validationError',
    defaultMessage:
      'Please check the following fields: {fields}',
    description: 'Server validation error listing the field names',
  },
  weakLogin: {
    id: 'booking.result.weakLogin',
    defaultMessage:
      'Please log in',
    description: 'Heading of the weak-login warning',
  },
  weakLoginText: {
    id: 'booking.result.weakLoginText',
    defaultMessage:
      'To reserve this appointment you need to log in with your bank credentials or a mobile certificate.',
    description: 'Weak-login warning when the anonymous reservation cannot use the identity code given, or needs sign-in',
  },
  login: {
    id: 'booking.result.login',
    defaultMessage:
      'Log in',
    description: 'Link to sign in and come back to the reservation',
  },
  loginForChild: {
    id: 'booking.result.loginForChild',
    defaultMessage:
      "Log in for a child aged 11 or under",
    description: "Children's brand: sign in as a guardian for the child",
  },
  loginAsSelf: {
    id: 'booking.result.loginAsSelf',
    defaultMessage:
      'Log in for yourself (aged 12 or over)',
    description: "Children's brand: sign in for one's own information",
  },
});

/** The occupational confirmation box, by what the specialty needs (booking doc section 5). */
export const occupationalConfirmationMessages = defineMessages<OccupationalConfirmationValues>({
  doctorReferral: {
    id: 'booking.occupationalConfirmation.doctorReferral',
    defaultMessage: 'I confirm that I have a doctor’s referral for this visit, as my occupational health contract requires.',
    description: 'Occupational confirmation for a specialist visit that needs a doctor’s referral',
  },
  referral: {
    id: 'booking.occupationalConfirmation.referral',
    defaultMessage: 'I confirm that I have a referral from my occupational health team for this visit.',
    description: 'Occupational confirmation for a visit that needs a referral (imaging, laboratory, psychologist)',
  },
  specialtyReferral: {
    id: 'booking.occupationalConfirmation.specialtyReferral',
    defaultMessage: 'I confirm that I have a referral for {specialty} from my occupational health team.',
    description: 'Occupational confirmation for a specialty that needs a referral for that specialty; {specialty} is its name',
  },
  contract: {
    id: 'booking.occupationalConfirmation.contract',
    defaultMessage: 'I confirm that this visit is covered by my employer’s occupational health contract.',
    description: 'Occupational confirmation for any other visit: only the contract is confirmed',
  },
});

/** Cancelling from the success view, right after reserving (not in the in-app booking session). */
export const successCancelMessages = defineMessages<SuccessCancelValues>({
  button: {
    id: 'booking.successCancel.button',
    defaultMessage: 'Cancel appointment',
    description: 'Button on the success view that starts cancelling the appointment just reserved',
  },
  confirm: {
    id: 'booking.successCancel.confirm',
    defaultMessage: 'Do you want to cancel this appointment?',
    description: 'Question asked before cancelling the appointment just reserved',
  },
  confirmYes: {
    id: 'booking.successCancel.confirmYes',
    defaultMessage: 'Yes, cancel',
    description: 'Button that confirms the cancellation',
  },
  confirmNo: {
    id: 'booking.successCancel.confirmNo',
    defaultMessage: 'No, keep the appointment',
    description: 'Button that keeps the appointment',
  },
  cancelling: {
    id: 'booking.successCancel.cancelling',
    defaultMessage: 'Cancelling the appointment',
    description: 'Status while the cancellation is sent',
  },
  cancelled: {
    id: 'booking.successCancel.cancelled',
    defaultMessage: 'The appointment has been cancelled.',
    description: 'Status after the appointment just reserved was cancelled',
  },
  bookAnother: {
    id: 'booking.successCancel.bookAnother',
    defaultMessage: 'Book another appointment',
    description: 'Link to the list after a cancellation',
  },
  deadlineExceeded: {
    id: 'booking.successCancel.deadlineExceeded',
    defaultMessage:
      'The appointment starts in less than {hours} hours and can no longer be cancelled online. Please call customer service {phone}.',
    description: 'Error when the cancellation window has passed',
  },
});

/** Registration of a new customer. */
export const registrationMessages = defineMessages<RegistrationValues>({
  title: {
    id: 'booking.registration.title',
    defaultMessage:
      'New customer details',
    description: 'Heading of the registration form',
  },
  childTitle: {
    id: 'booking.registration.childTitle',
    defaultMessage:
      "Child's details",
    description: 'Heading of the registration form for a guardian acting for a child',
  },
  intro: {
    id: 'booking.registration.intro',
    defaultMessage:
      'You are not yet our customer. Please fill in your details to continue.',
    description: 'Text of the registration form',
  },
  loading: {
    id: 'booking.registration.loading',
    defaultMessage:
      'Loading your details',
    description: 'Label of the placeholder rows while the patient details load',
  },
  submit: {
    id: 'booking.registration.submit',
    defaultMessage:
      'Save and continue',
    description: 'Submit button of the registration form',
  },
  failed: {
    id: 'booking.registration.failed',
    defaultMessage:
      'Sorry, something went wrong and we could not save your details. Please try again.',
    description: 'Error when registration failed',
  },
});

/** The patient data consent page; the form's own texts are the shared ConsentForm's (@portal/shared/ui). */
export const consentMessages = defineMessages<ConsentValues>({
  title: {
    id: 'booking.consent.title',
    defaultMessage:
      'Processing of patient data',
    description: 'Heading of the consent page',
  },
  save: { id: 'booking.consent.save', defaultMessage: 'Save', description: 'Submit button of the consent form' },
});

/** The new-customer welcome page. */
export const newCustomerMessages = defineMessages<NewCustomerValues>({
  title: {
    id: 'booking.newCustomer.title',
    defaultMessage:
      'Welcome, new customer',
    description: 'Heading of the new-customer page',
  },
  text: {
    id: 'booking.newCustomer.text',
    defaultMessage:
      'You have no appointments or visits with us yet. Book an appointment online or call our customer service.',
    description: 'Text of the new-customer page',
  },
  book: {
    id: 'booking.newCustomer.book',
    defaultMessage:
      'Book an appointment online',
    description: 'Link to online booking',
  },
  call: {
    id: 'booking.newCustomer.call',
    defaultMessage:
      'Call customer service {phone}',
    description: 'Phone link to customer service',
  },
  logout: {
    id: 'booking.newCustomer.logout',
    defaultMessage:
      'Log out',
    description: 'Log-out link of the new-customer page',
  },
});
