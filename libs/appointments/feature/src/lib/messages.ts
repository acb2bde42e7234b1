import type { EarlierTimeChannel, EarlierTimePartOfDay } from '@portal/booking/contracts';
import type { MessageDescriptor, NoMessageValues } from 'react-intl';
import { defineMessages } from 'react-intl';

type None = NoMessageValues;

/** The placeholders of each message (react-intl checks the values given to formatMessage). */
type ListValues = {
  intro: { hours: number };
  bookNew: None;
  empty: None;
  loading: None;
  listLabel: None;
};

type DetailValues = {
  loading: None;
  dateTime: { date: string; time: string };
  time: None;
  duration: None;
  durationValue: { minutes: number };
  locationType: None;
  physicalLocation: None;
  remoteAppointment: None;
  phoneAppointment: None;
  meetingAppointment: None;
  clinic: None;
  arrivalInfo: None;
  mapLink: { clinic: string };
  practitioner: None;
  specialty: None;
  price: None;
  priceFrom: { price: string };
  additionalFees: None;
  priceEstimate: None;
  room: None;
  roomIs: { room: string };
  seeReception: None;
  allAppointments: None;
  notFound: None;
  notFoundText: None;
  appointeeCanceled: None;
  moved: None;
  viewMoved: None;
  clinicCanceled: None;
  payVisitFee: None;
  addToCalendar: None;
};

type CancelValues = {
  button: None;
  dialogTitle: None;
  dialogText: { dateTime: string };
  confirm: None;
  keep: None;
  cancelled: None;
  failed: { reason: string; phone: string };
  deadlineReason: { hours: number };
  loginToCancel: None;
  changeTime: None;
};

type CheckInValues = {
  button: None;
  tooEarlyInstructions: { minutes: number };
  success: None;
  alreadyCheckedIn: None;
  tooEarly: None;
  failed: None;
  consentTitle: None;
  consentText: None;
  consentTextAsAdult: None;
  consentLink: None;
};

type ArrivalReasonValues = {
  label: None;
  description: None;
  overLimit: None;
  save: None;
  saved: None;
  failed: None;
};

type EarlierTimeValues = {
  title: None;
  loading: None;
  offerHeld: { dateTime: string };
  seeOffer: None;
  requested: None;
  cancelRequest: None;
  requestCancelled: None;
  open: None;
  whoseTimes: None;
  onlyPractitioner: { practitionerName: string };
  anyoneInSpecialty: { specialtyName: string };
  clinics: None;
  remote: None;
  partsOfDay: None;
  morning: None;
  afternoon: None;
  evening: None;
  channels: None;
  email: None;
  sms: None;
  submit: None;
  close: None;
  clinicsRequired: None;
  partsOfDayRequired: None;
  channelsRequired: None;
  saved: None;
  notAvailable: None;
  failed: None;
};

type SearchRequestValues = {
  title: None;
  offerHeld: { dateTime: string };
  seeOffer: None;
  notAfter: None;
  cancelled: None;
};

type AnonymousValues = {
  title: None;
  notFound: None;
  notFoundText: None;
  login: None;
  cancelled: None;
  cancelledText: None;
  codeLabel: None;
  codeDescription: None;
  ssnMismatch: None;
  pending: None;
  networkError: None;
  tooManyAttempts: None;
  signInRequired: None;
  signInToCheckIn: None;
  back: None;
  retry: None;
};

export const listMessages = defineMessages<ListValues>({
  intro: {
    id: 'appointments.list.intro',
    defaultMessage:
      'Here are your upcoming appointments. You can cancel an appointment here no later than {hours, plural, one {# hour} other {# hours}} before it starts.',
    description: "Intro of the patient's appointments list; hours is the clinic's cancellation window",
  },
  bookNew: {
    id: 'appointments.list.bookNew',
    defaultMessage: 'Book a new appointment',
    description: 'Link to the booking section from the appointments pages',
  },
  empty: {
    id: 'appointments.list.empty',
    defaultMessage: 'No appointments',
    description: 'Empty state of the appointments list',
  },
  loading: {
    id: 'appointments.list.loading',
    defaultMessage: 'Loading appointments',
    description: 'Accessible label of the placeholder shown while the appointments load',
  },
  listLabel: {
    id: 'appointments.list.label',
    defaultMessage: 'Upcoming appointments',
    description: 'Accessible name of the list of upcoming appointments',
  },
});

export const detailMessages = defineMessages<DetailValues>({
  loading: {
    id: 'appointments.detail.loading',
    defaultMessage: 'Loading the appointment',
    description: 'Accessible label of the placeholder shown while an appointment loads',
  },
  dateTime: {
    id: 'appointments.detail.dateTime',
    defaultMessage: '{date} at {time}',
    description: 'Date and time of an appointment, e.g. 3.12.2026 at 14:30',
  },
  time: { id: 'appointments.detail.time', defaultMessage: 'Time', description: 'Label of the appointment time' },
  duration: { id: 'appointments.detail.duration', defaultMessage: 'Duration', description: 'Label of the appointment length' },
  durationValue: {
    id: 'appointments.detail.durationValue',
    defaultMessage: '{minutes} min',
    description: 'Length of an appointment in minutes',
  },
  locationType: {
    id: 'appointments.detail.locationType',
    defaultMessage: 'Type',
    description: 'Label of how the appointment takes place (at the clinic, video, phone)',
  },
  physicalLocation: {
    id: 'appointments.detail.locationType.physical',
    defaultMessage: 'Visit at the clinic',
    description: 'Appointment type: the patient comes to the clinic',
  },
  remoteAppointment: {
    id: 'appointments.detail.locationType.remote',
    defaultMessage: 'Video appointment',
    description: 'Appointment type: a video call',
  },
  phoneAppointment: {
    id: 'appointments.detail.locationType.phone',
    defaultMessage: 'Phone appointment',
    description: 'Appointment type: the practitioner calls the patient',
  },
  meetingAppointment: {
    id: 'appointments.detail.locationType.meeting',
    defaultMessage: 'Online meeting',
    description: 'Appointment type: an online meeting',
  },
  clinic: { id: 'appointments.detail.clinic', defaultMessage: 'Location', description: 'Label of the clinic of the appointment' },
  arrivalInfo: {
    id: 'appointments.detail.arrivalInfo',
    defaultMessage: 'Arrival instructions',
    description: "Label of the clinic's instructions on how to find and enter it",
  },
  mapLink: {
    id: 'appointments.detail.mapLink',
    defaultMessage: 'Show {clinic} on the map',
    description: 'Link to a map search of the clinic address; clinic is its name',
  },
  practitioner: {
    id: 'appointments.detail.practitioner',
    defaultMessage: 'Practitioner',
    description: 'Label of the doctor, nurse or other professional of the appointment',
  },
  specialty: { id: 'appointments.detail.specialty', defaultMessage: 'Specialty', description: 'Label of the medical specialty' },
  price: { id: 'appointments.detail.price', defaultMessage: 'Price', description: 'Label of the appointment price' },
  priceFrom: {
    id: 'appointments.detail.priceFrom',
    defaultMessage: 'From {price}',
    description: 'Starting price of an appointment; price is in euros, e.g. 89,50 €',
  },
  additionalFees: {
    id: 'appointments.detail.additionalFees',
    defaultMessage: 'Additional fees',
    description: 'Heading of the fees charged in addition to the appointment price',
  },
  priceEstimate: {
    id: 'appointments.detail.priceEstimate',
    defaultMessage: 'The price is an estimate. The final price depends on the services you receive during the visit.',
    description: 'Note under the price for private and kela65 customers',
  },
  room: { id: 'appointments.detail.room', defaultMessage: 'Room', description: 'Label of the room after checking in' },
  roomIs: {
    id: 'appointments.detail.roomIs',
    defaultMessage: 'Room: {room}',
    description: 'The room to go to, told right after checking in',
  },
  seeReception: {
    id: 'appointments.detail.seeReception',
    defaultMessage: 'Please see reception',
    description: 'Shown instead of the room after checking in when the room is not known',
  },
  allAppointments: {
    id: 'appointments.detail.allAppointments',
    defaultMessage: 'All appointments',
    description: 'Link from an appointment to the list of all appointments',
  },
  notFound: {
    id: 'appointments.detail.notFound',
    defaultMessage: 'The appointment could not be found',
    description: 'Heading of the appointment page when the appointment does not exist or is not the patient’s',
  },
  notFoundText: {
    id: 'appointments.detail.notFoundText',
    defaultMessage: 'You can reserve a new time.',
    description: 'Text under the heading when the appointment could not be found',
  },
  appointeeCanceled: {
    id: 'appointments.detail.appointeeCanceled',
    defaultMessage: 'You have cancelled this appointment.',
    description: 'Notice on an appointment the patient has cancelled',
  },
  moved: {
    id: 'appointments.detail.moved',
    defaultMessage: 'You moved this booking to another time.',
    description: 'Notice on an appointment whose booking the patient moved to another time',
  },
  viewMoved: {
    id: 'appointments.detail.viewMoved',
    defaultMessage: 'View the new time',
    description: 'Link from a moved booking to the appointment it moved to',
  },
  clinicCanceled: {
    id: 'appointments.detail.clinicCanceled',
    defaultMessage: 'The clinic has cancelled this appointment. You are welcome to book a new one.',
    description: 'Notice on an appointment cancelled by the clinic, not by the patient',
  },
  payVisitFee: {
    id: 'appointments.detail.payVisitFee',
    defaultMessage: 'Pay the visit fee online',
    description: 'Link on a past appointment whose fee can be paid online now, to the pay-visit page',
  },
  addToCalendar: {
    id: 'appointments.detail.addToCalendar',
    defaultMessage: 'Add to calendar',
    description: 'Link on an upcoming appointment that downloads it as a calendar file (.ics)',
  },
});

export const cancelMessages = defineMessages<CancelValues>({
  button: { id: 'appointments.cancel.button', defaultMessage: 'Cancel appointment', description: 'Button that cancels the appointment' },
  changeTime: {
    id: 'appointments.cancel.changeTime',
    defaultMessage: 'Change time',
    description: 'Link beside the cancel button to the booking list, to move the appointment to another time in one step',
  },
  dialogTitle: {
    id: 'appointments.cancel.dialogTitle',
    defaultMessage: 'Cancel the appointment?',
    description: 'Title of the dialog asking to confirm cancelling',
  },
  dialogText: {
    id: 'appointments.cancel.dialogText',
    defaultMessage: 'The appointment on {dateTime} will be cancelled. This cannot be undone.',
    description: 'Text of the dialog asking to confirm cancelling; dateTime is the appointment’s date and time',
  },
  confirm: { id: 'appointments.cancel.confirm', defaultMessage: 'Yes, cancel', description: 'Confirms cancelling in the dialog' },
  keep: { id: 'appointments.cancel.keep', defaultMessage: 'No, keep it', description: 'Closes the cancel dialog without cancelling' },
  cancelled: {
    id: 'appointments.cancel.cancelled',
    defaultMessage: 'The appointment has been cancelled.',
    description: 'Shown for a moment after cancelling, before going to the front page',
  },
  failed: {
    id: 'appointments.cancel.failed',
    defaultMessage: 'Failed to cancel appointment{reason}. Please call our customer service {phone}.',
    description: 'Error after cancelling failed; reason is empty or the deadline sentence; phone is the customer service number',
  },
  deadlineReason: {
    id: 'appointments.cancel.deadlineReason',
    defaultMessage: '. The appointment is in less than {hours, plural, one {# hour} other {# hours}}',
    description: 'Put into the cancel error after "Failed to cancel appointment", so it starts with the punctuation between the two sentences',
  },
  loginToCancel: {
    id: 'appointments.cancel.loginToCancel',
    defaultMessage: 'Log in to cancel the appointment',
    description: 'Link on the appointment opened without logging in: cancelling needs strong identification',
  },
});

export const checkInMessages = defineMessages<CheckInValues>({
  button: { id: 'appointments.checkIn.button', defaultMessage: 'Check in', description: 'Button for self check-in at the clinic' },
  tooEarlyInstructions: {
    id: 'appointments.checkIn.tooEarlyInstructions',
    defaultMessage: 'You can check in here {minutes} minutes before your appointment when you are at the clinic.',
    description: 'Under the disabled check-in button before check-in opens; minutes is 30',
  },
  success: {
    id: 'appointments.checkIn.success',
    defaultMessage: 'You have checked in.',
    description: 'Shown after a successful check-in, with the room',
  },
  alreadyCheckedIn: {
    id: 'appointments.checkIn.alreadyCheckedIn',
    defaultMessage: 'You already have checked in for this appointment.',
    description: 'Check-in result: the patient had checked in before',
  },
  tooEarly: {
    id: 'appointments.checkIn.tooEarly',
    defaultMessage: 'Check-in is not yet available. Please try again 30 minutes prior to the scheduled appointment.',
    description: 'Check-in result: check-in has not opened yet',
  },
  failed: {
    id: 'appointments.checkIn.failed',
    defaultMessage: 'Check-in failed. Please see the receptionist nurse when checking in to your appointment.',
    description: 'Check-in result: any other failure',
  },
  consentTitle: {
    id: 'appointments.checkIn.consentTitle',
    defaultMessage: 'Please review the terms before checking in',
    description: 'Heading of the notice shown when the patient data consent form has not been filled in',
  },
  consentText: {
    id: 'appointments.checkIn.consentText',
    defaultMessage:
      'Before you can check in, identify yourself and accept the terms of processing your patient data. Then come back to check in.',
    description: 'Notice shown when the patient data consent form has not been filled in',
  },
  consentTextAsAdult: {
    id: 'appointments.checkIn.consentTextAsAdult',
    defaultMessage:
      'You are now an adult, so you need to accept the terms of processing your patient data yourself. Identify yourself and accept the terms, then come back to check in.',
    description: 'Notice shown when a patient who has come of age has not filled in the consent form themself',
  },
  consentLink: {
    id: 'appointments.checkIn.consentLink',
    defaultMessage: 'Identify yourself and review the terms',
    description: 'Link to log in and fill in the consent form',
  },
});

export const arrivalReasonMessages = defineMessages<ArrivalReasonValues>({
  label: {
    id: 'appointments.arrivalReason.label',
    defaultMessage: 'Reason for your visit',
    description: 'Label of the field where the patient describes why they are coming',
  },
  description: {
    id: 'appointments.arrivalReason.description',
    defaultMessage: 'Tell us briefly why you are coming, so that we can prepare for your visit.',
    description: 'Help text of the arrival reason field',
  },
  overLimit: {
    id: 'appointments.arrivalReason.overLimit',
    defaultMessage: 'Character limit exceeded',
    description: 'Error when the arrival reason is longer than allowed',
  },
  save: { id: 'appointments.arrivalReason.save', defaultMessage: 'Save', description: 'Saves the arrival reason' },
  saved: {
    id: 'appointments.arrivalReason.saved',
    defaultMessage: 'Preliminary information saved successfully',
    description: 'Toast after the arrival reason was saved',
  },
  failed: {
    id: 'appointments.arrivalReason.failed',
    defaultMessage: 'Failed to save preliminary information. Please try again.',
    description: 'Toast after saving the arrival reason failed',
  },
});

export const earlierTimeMessages = defineMessages<EarlierTimeValues>({
  title: {
    id: 'appointments.earlierTime.title',
    defaultMessage: 'Earlier time',
    description: 'Heading of the part of an upcoming appointment where the patient asks to be offered an earlier time',
  },
  loading: {
    id: 'appointments.earlierTime.loading',
    defaultMessage: 'Loading the earlier time options',
    description: 'Accessible label of the placeholder shown while the earlier time part loads',
  },
  offerHeld: {
    id: 'appointments.earlierTime.offerHeld',
    defaultMessage: 'An earlier time is held for you until {dateTime}.',
    description: 'Notice when an earlier time freed up and is reserved for the patient for a while; dateTime is when the hold ends, e.g. 3.12.2026 at 14:30',
  },
  seeOffer: {
    id: 'appointments.earlierTime.seeOffer',
    defaultMessage: 'See the earlier time',
    description: 'Link from the held-time notice to the page where the patient can take the earlier time',
  },
  requested: {
    id: 'appointments.earlierTime.requested',
    defaultMessage: 'You have asked to be offered an earlier time.',
    description: 'Shown above the summary of what the patient asked for when a request for an earlier time is open',
  },
  cancelRequest: {
    id: 'appointments.earlierTime.cancelRequest',
    defaultMessage: 'Cancel the request',
    description: 'Button that withdraws the request for an earlier time (the appointment itself stays)',
  },
  requestCancelled: {
    id: 'appointments.earlierTime.requestCancelled',
    defaultMessage: 'Your request for an earlier time has been cancelled.',
    description: 'Shown after the patient withdrew the request for an earlier time',
  },
  open: {
    id: 'appointments.earlierTime.open',
    defaultMessage: 'Offer me an earlier time',
    description: 'Button that opens the form for asking to be offered an earlier time',
  },
  whoseTimes: {
    id: 'appointments.earlierTime.whoseTimes',
    defaultMessage: 'Whose times',
    description: 'Legend of the choice between the same practitioner and anyone of the specialty; also the label of that choice in the summary',
  },
  onlyPractitioner: {
    id: 'appointments.earlierTime.onlyPractitioner',
    defaultMessage: 'Only {practitionerName}',
    description: 'Choice: only times of the appointment’s own practitioner; practitionerName is e.g. "Anna Lääkäri, General practitioner"',
  },
  anyoneInSpecialty: {
    id: 'appointments.earlierTime.anyoneInSpecialty',
    defaultMessage: 'Anyone in {specialtyName}',
    description: 'Choice (and summary): times of any practitioner of the appointment’s specialty; specialtyName is e.g. "General medicine"',
  },
  clinics: {
    id: 'appointments.earlierTime.clinics',
    defaultMessage: 'Clinics',
    description: 'Legend of the clinics where an earlier time may be; also the label of the chosen clinics in the summary',
  },
  remote: {
    id: 'appointments.earlierTime.remote',
    defaultMessage: 'Remote appointments',
    description: 'Choice among the clinics: remote (video or phone) appointments',
  },
  partsOfDay: {
    id: 'appointments.earlierTime.partsOfDay',
    defaultMessage: 'Parts of the day',
    description: 'Legend of the parts of the day an earlier time may start in; also their label in the summary',
  },
  morning: {
    id: 'appointments.earlierTime.morning',
    defaultMessage: 'Morning (7–12)',
    description: 'Part of the day: times starting from 7 to 12 o’clock',
  },
  afternoon: {
    id: 'appointments.earlierTime.afternoon',
    defaultMessage: 'Afternoon (12–16)',
    description: 'Part of the day: times starting from 12 to 16 o’clock',
  },
  evening: {
    id: 'appointments.earlierTime.evening',
    defaultMessage: 'Evening (16–22)',
    description: 'Part of the day: times starting from 16 to 22 o’clock',
  },
  channels: {
    id: 'appointments.earlierTime.channels',
    defaultMessage: 'How to tell me',
    description: 'Legend of the ways the patient is told of an earlier time; also their label in the summary',
  },
  email: { id: 'appointments.earlierTime.email', defaultMessage: 'E-mail', description: 'Way to be told of an earlier time: e-mail' },
  sms: { id: 'appointments.earlierTime.sms', defaultMessage: 'Text message', description: 'Way to be told of an earlier time: text message' },
  submit: {
    id: 'appointments.earlierTime.submit',
    defaultMessage: 'Ask for an earlier time',
    description: 'Button that sends the request for an earlier time',
  },
  close: {
    id: 'appointments.earlierTime.close',
    defaultMessage: 'Cancel',
    description: 'Button that closes the earlier time form without asking',
  },
  clinicsRequired: {
    id: 'appointments.earlierTime.clinicsRequired',
    defaultMessage: 'Choose at least one clinic or remote appointments.',
    description: 'Error under the clinics when none of them and not remote appointments is chosen',
  },
  partsOfDayRequired: {
    id: 'appointments.earlierTime.partsOfDayRequired',
    defaultMessage: 'Choose at least one part of the day.',
    description: 'Error under the parts of the day when none is chosen',
  },
  channelsRequired: {
    id: 'appointments.earlierTime.channelsRequired',
    defaultMessage: 'Choose at least one way to be told.',
    description: 'Error under the ways to be told when none is chosen',
  },
  saved: {
    id: 'appointments.earlierTime.saved',
    defaultMessage: 'We will offer you an earlier time when one becomes free.',
    description: 'Shown after the request for an earlier time was saved',
  },
  notAvailable: {
    id: 'appointments.earlierTime.notAvailable',
    defaultMessage: 'An earlier time can no longer be asked for this booking.',
    description: 'Error when the appointment can no longer be moved (e.g. it is too close) by the time the request was sent',
  },
  failed: {
    id: 'appointments.earlierTime.failed',
    defaultMessage: 'Something went wrong. Please try again.',
    description: 'Error when asking for an earlier time or cancelling the request failed',
  },
});

/** The names of the parts of the day and of the ways to be told, in a request's form and summaries. */
export const partOfDayMessages: Record<EarlierTimePartOfDay, MessageDescriptor> = {
  morning: earlierTimeMessages.morning,
  afternoon: earlierTimeMessages.afternoon,
  evening: earlierTimeMessages.evening,
};

export const channelMessages: Record<EarlierTimeChannel, MessageDescriptor> = { email: earlierTimeMessages.email, sms: earlierTimeMessages.sms };

/**
 * The patient's requests from booking searches that found nothing, on the appointments list. The
 * words they share with a booking's request for an earlier time (clinics, parts of the day, how to
 * be told, cancelling) are earlierTimeMessages'.
 */
export const searchRequestMessages = defineMessages<SearchRequestValues>({
  title: {
    id: 'appointments.searchRequests.title',
    defaultMessage: 'Waiting for a time',
    description: 'Heading of the list of the patient’s requests to be told when a time of a specialty or practitioner becomes free',
  },
  offerHeld: {
    id: 'appointments.searchRequests.offerHeld',
    defaultMessage: 'A time is held for you until {dateTime}.',
    description: 'Notice on a request when a time freed up and is reserved for the patient for a while; dateTime is when the hold ends, e.g. 3.12.2026 at 14:30',
  },
  seeOffer: {
    id: 'appointments.searchRequests.seeOffer',
    defaultMessage: 'See the time',
    description: 'Link from the held-time notice of a request to the page where the patient can take the time',
  },
  notAfter: {
    id: 'appointments.searchRequests.notAfter',
    defaultMessage: 'Latest day',
    description: 'Label of the last day a time offered for the request may be on',
  },
  cancelled: {
    id: 'appointments.searchRequests.cancelled',
    defaultMessage: 'Your request has been cancelled.',
    description: 'Shown after the patient cancelled a request to be told of a free time',
  },
});

export const anonymousMessages = defineMessages<AnonymousValues>({
  title: {
    id: 'appointments.anonymous.title',
    defaultMessage: 'Your appointment',
    description: 'Heading of an appointment opened from a link without logging in',
  },
  notFound: {
    id: 'appointments.anonymous.notFound',
    defaultMessage: 'Appointment not found',
    description: 'Heading when the appointment of a link does not exist',
  },
  notFoundText: {
    id: 'appointments.anonymous.notFoundText',
    defaultMessage: 'The link may be out of date. You can book a new appointment, or log in to see your appointments.',
    description: 'Text when the appointment of a link does not exist',
  },
  login: { id: 'appointments.anonymous.login', defaultMessage: 'Log in', description: 'Link to the login page' },
  cancelled: {
    id: 'appointments.anonymous.cancelled',
    defaultMessage: 'Appointment cancelled',
    description: 'Heading when the appointment of a link has been cancelled',
  },
  cancelledText: {
    id: 'appointments.anonymous.cancelledText',
    defaultMessage: 'This appointment has been cancelled. You are welcome to book a new one.',
    description: 'Text when the appointment of a link has been cancelled',
  },
  codeLabel: {
    id: 'appointments.anonymous.codeLabel',
    defaultMessage: 'Last four characters of your personal identity code',
    description: 'Label of the four boxes for the end of the identity code when checking in without logging in',
  },
  codeDescription: {
    id: 'appointments.anonymous.codeDescription',
    defaultMessage: 'For example 123A in 010190-123A',
    description: 'Example under the identity code end part boxes',
  },
  ssnMismatch: {
    id: 'appointments.anonymous.ssnMismatch',
    defaultMessage: 'The final part of the personal identity code is incorrect. Please check and try again.',
    description: 'Error when the entered end of the identity code does not match the appointment',
  },
  pending: { id: 'appointments.anonymous.pending', defaultMessage: 'Just a moment...', description: 'Shown while checking in' },
  networkError: {
    id: 'appointments.anonymous.networkError',
    defaultMessage: 'Network error. Please try again.',
    description: 'Error when the check-in request did not reach the service',
  },
  tooManyAttempts: {
    id: 'appointments.anonymous.tooManyAttempts',
    defaultMessage:
      'Too many attempts. Check-in with this link is locked for a while for your security. Please check in at the reception.',
    description: 'Error when the identity code end part was tried too many times',
  },
  signInRequired: {
    id: 'appointments.anonymous.signInRequired',
    defaultMessage: 'For your security, this link no longer takes the end of the identity code: it was entered wrong too many times. Log in to check in, or check in at the reception.',
    description: 'Error when the anonymous link has used up its wrong identity code end parts for good',
  },
  signInToCheckIn: {
    id: 'appointments.anonymous.signInToCheckIn',
    defaultMessage: 'Log in to check in',
    description: 'Link from the anonymous appointment view to strong sign-in and the appointment',
  },
  back: { id: 'appointments.anonymous.back', defaultMessage: 'Back', description: 'Returns from the check-in step to the appointment' },
  retry: { id: 'appointments.anonymous.retry', defaultMessage: 'Try again', description: 'Returns from a check-in error to start again' },
});
