import type { NoMessageValues } from 'react-intl';
import { defineMessages } from 'react-intl';

type None = NoMessageValues;

/** The booking landing (booking doc section 2, "Booking entry and landing"). */
export const landingMessages = defineMessages({
  intro: {
    id: 'booking.landing.intro',
    defaultMessage: 'Choose how your visit is paid for.',
    description: 'Intro of the booking landing page, above the customer-type tiles',
  },
  tiles: { id: 'booking.landing.tiles', defaultMessage: 'Customer types', description: 'Accessible name of the list of customer-type tiles' },
});

/** Titles and descriptions of each customer type, on the landing tiles and as list headings. */
export const customerTypeMessages = defineMessages({
  private: { id: 'booking.customerType.private', defaultMessage: 'Private customer', description: 'Customer type: paying oneself' },
  privateText: {
    id: 'booking.customerType.privateText',
    defaultMessage: 'You pay for the visit yourself.',
    description: 'Description on the private customer tile',
  },
  insurance: { id: 'booking.customerType.insurance', defaultMessage: 'Insurance customer', description: 'Customer type: paid by an insurance' },
  insuranceText: {
    id: 'booking.customerType.insuranceText',
    defaultMessage: 'Your insurance company pays for the visit.',
    description: 'Description on the insurance tile',
  },
  occupational: {
    id: 'booking.customerType.occupational',
    defaultMessage: 'Occupational health',
    description: 'Customer type: occupational health care through the employer',
  },
  occupationalText: {
    id: 'booking.customerType.occupationalText',
    defaultMessage: 'Your employer has an occupational health agreement with us.',
    description: 'Description on the occupational health tile',
  },
  kela65: { id: 'booking.customerType.kela65', defaultMessage: '65+ doctor visit', description: 'Customer type: the reimbursed doctor visit for people aged 65 or over' },
  kela65Text: {
    id: 'booking.customerType.kela65Text',
    defaultMessage: 'A doctor visit with a fixed price for people aged 65 or over.',
    description: 'Description on the 65+ tile',
  },
});

/** The appointment list (booking doc sections 2, 4 and 8). */
/** The placeholders of each list message (react-intl checks the values given to formatMessage). */
type ListValues = {
  filters: None;
  clinics: None;
  allClinics: None;
  specialties: None;
  allSpecialties: None;
  practitioner: None;
  anyPractitioner: None;
  includeRemote: None;
  timeOfDay: None;
  endDate: None;
  endDateHint: None;
  endDateBeforeStart: None;
  all: None;
  morning: None;
  afternoon: None;
  evening: None;
  previousDay: None;
  nextDay: None;
  searchDay: None;
  calendar: None;
  openCalendar: None;
  closeCalendar: None;
  results: None;
  loading: None;
  loadMore: None;
  searchError: None;
  empty: None;
  emptyText: None;
  suggestions: None;
  suggestion: { date: string; time: string; clinic: string };
  remote: None;
  reserve: { time: string; practitioner: string };
  priceFrom: { price: string };
  fixedPrice: { price: string };
  additionalFee: { name: string; price: string };
  priceDetails: None;
  webReservationNotAllowed: { phone: string };
  priceDetail: { name: string; price: string };
  dateHeading: { weekday: string; date: string };
  practitionerProfile: { name: string };
};

export const listMessages = defineMessages<ListValues>({
  filters: { id: 'booking.list.filters', defaultMessage: 'Search filters', description: 'Accessible name of the filter area of the appointment list' },
  clinics: { id: 'booking.list.clinics', defaultMessage: 'Clinics', description: 'Label of the clinic filter' },
  allClinics: { id: 'booking.list.allClinics', defaultMessage: 'All clinics', description: 'Clinic filter with nothing chosen' },
  specialties: { id: 'booking.list.specialties', defaultMessage: 'Specialties', description: 'Label of the specialty filter' },
  allSpecialties: { id: 'booking.list.allSpecialties', defaultMessage: 'All specialties', description: 'Specialty filter with nothing chosen' },
  practitioner: { id: 'booking.list.practitioner', defaultMessage: 'Practitioner', description: 'Label of the practitioner filter' },
  anyPractitioner: { id: 'booking.list.anyPractitioner', defaultMessage: 'Any practitioner', description: 'Practitioner filter with nobody chosen' },
  includeRemote: {
    id: 'booking.list.includeRemote',
    defaultMessage: 'Include remote appointments',
    description: 'Switch that adds remote (video and phone) appointments to the list',
  },
  timeOfDay: { id: 'booking.list.timeOfDay', defaultMessage: 'Time of day', description: 'Label of the time-of-day choice' },
  endDate: { id: 'booking.list.endDate', defaultMessage: 'Last day', description: 'Label of the date field that ends the searched date range' },
  endDateHint: {
    id: 'booking.list.endDateHint',
    defaultMessage: 'Times up to and including this day. Leave empty to see all coming times.',
    description: 'Hint under the last-day field of the appointment list',
  },
  endDateBeforeStart: {
    id: 'booking.list.endDateBeforeStart',
    defaultMessage: 'The last day is before the first day shown, so no times can be found. Choose a later day or empty the field.',
    description: 'Error of the last-day field when it is before the first day of the list',
  },
  all: { id: 'booking.list.timeOfDay.all', defaultMessage: 'All day', description: 'Time of day: no restriction' },
  morning: { id: 'booking.list.timeOfDay.morning', defaultMessage: 'Morning (7-12)', description: 'Time of day: 7 to 12 o\'clock' },
  afternoon: { id: 'booking.list.timeOfDay.afternoon', defaultMessage: 'Afternoon (12-16)', description: 'Time of day: 12 to 16 o\'clock' },
  evening: { id: 'booking.list.timeOfDay.evening', defaultMessage: 'Evening (16-21)', description: 'Time of day: 16 to 21 o\'clock' },
  previousDay: { id: 'booking.list.previousDay', defaultMessage: 'Previous day', description: 'Moves the search one day earlier' },
  nextDay: { id: 'booking.list.nextDay', defaultMessage: 'Next day', description: 'Moves the search one day later' },
  searchDay: { id: 'booking.list.searchDay', defaultMessage: 'Appointments from', description: 'Accessible name of the day navigation of the list' },
  calendar: { id: 'booking.list.calendar', defaultMessage: 'Available dates', description: 'Label of the calendar of days with free appointments' },
  openCalendar: { id: 'booking.list.openCalendar', defaultMessage: 'Show calendar', description: 'Opens the calendar panel on small screens' },
  closeCalendar: { id: 'booking.list.closeCalendar', defaultMessage: 'Close calendar', description: 'Closes the calendar panel on small screens' },
  results: { id: 'booking.list.results', defaultMessage: 'Available appointments', description: 'Accessible name of the list of bookable times' },
  loading: { id: 'booking.list.loading', defaultMessage: 'Searching for appointments', description: 'Read out while the list loads' },
  loadMore: { id: 'booking.list.loadMore', defaultMessage: 'Load more', description: 'Loads the next 20 appointments' },
  searchError: {
    id: 'booking.list.searchError',
    defaultMessage: 'Sorry – Could not search for appointments',
    description: 'Shown with a retry button when the search fails',
  },
  empty: { id: 'booking.list.empty', defaultMessage: 'No available appointments', description: 'Heading when the search finds nothing' },
  emptyText: {
    id: 'booking.list.emptyText',
    defaultMessage: 'Try another day or change the filters.',
    description: 'Advice when the search finds nothing',
  },
  suggestions: {
    id: 'booking.list.suggestions',
    defaultMessage: 'Next available appointments',
    description: 'Heading of the suggested times of the next month when the search found nothing',
  },
  suggestion: {
    id: 'booking.list.suggestion',
    defaultMessage: '{date} at {time}, {clinic}',
    description: 'One suggested appointment: its day, time and clinic',
  },
  remote: { id: 'booking.list.remote', defaultMessage: 'Remote appointment', description: 'Marker on a remote (video or phone) appointment' },
  reserve: {
    id: 'booking.list.reserve',
    defaultMessage: 'Reserve {time}, {practitioner}',
    description: 'Accessible name of the link from a listed time to its reservation page',
  },
  priceFrom: { id: 'booking.list.priceFrom', defaultMessage: 'From {price}', description: 'Starting price of an appointment' },
  fixedPrice: { id: 'booking.list.fixedPrice', defaultMessage: 'Price {price}', description: 'Fixed price of an appointment (no From)' },
  additionalFee: {
    id: 'booking.list.additionalFee',
    defaultMessage: '+ {name} {price}',
    description: 'An additional fee charged on top of the price',
  },
  priceDetails: { id: 'booking.list.priceDetails', defaultMessage: 'Price details', description: 'Heading of the price breakdown' },
  webReservationNotAllowed: {
    id: 'booking.list.webReservationNotAllowed',
    defaultMessage: 'Appointments for this specialty cannot be booked online. Please call our customer service at {phone}.',
    description: 'Shown when the chosen specialty does not allow web reservation',
  },
  priceDetail: { id: 'booking.list.priceDetail', defaultMessage: '{name} {price}', description: 'One line of the price breakdown: what and how much' },
  dateHeading: {
    id: 'booking.list.dateHeading',
    defaultMessage: '{weekday} {date}',
    description: 'A day in the list, e.g. Thursday 3.12.2026',
  },
  practitionerProfile: {
    id: 'booking.list.practitionerProfile',
    defaultMessage: '{name} (profile opens on our website)',
    description: 'Accessible name of the link to a practitioner\'s public profile',
  },
});

type SearchRequestValues = {
  title: None;
  intro: None;
  channels: None;
  email: None;
  sms: None;
  channelsRequired: None;
  notAfter: None;
  withinWeeks: { weeks: number };
  submit: None;
  saved: None;
  appointmentsLink: None;
  tooManyRequests: { max: number };
  notAvailable: None;
  noPhoneNumber: None;
  myInformationLink: None;
  failed: None;
};

/** Under a search that found nothing: asking to be told when a time that suits it becomes free. */
export const searchRequestMessages = defineMessages<SearchRequestValues>({
  title: {
    id: 'booking.searchRequest.title',
    defaultMessage: 'Tell me when a time becomes free',
    description: 'Heading of the part under an empty search where a signed-in patient asks to be told of a time that becomes free',
  },
  intro: {
    id: 'booking.searchRequest.intro',
    defaultMessage: 'We can tell you when a time that suits this search becomes free, and hold it for you for a while.',
    description: 'Text under the heading of the request to be told of a free time',
  },
  channels: {
    id: 'booking.searchRequest.channels',
    defaultMessage: 'How to tell me',
    description: 'Legend of the ways the patient is told of a free time',
  },
  email: { id: 'booking.searchRequest.email', defaultMessage: 'E-mail', description: 'Way to be told of a free time: e-mail' },
  sms: { id: 'booking.searchRequest.sms', defaultMessage: 'Text message', description: 'Way to be told of a free time: text message' },
  channelsRequired: {
    id: 'booking.searchRequest.channelsRequired',
    defaultMessage: 'Choose at least one way to be told.',
    description: 'Error under the ways to be told when none is chosen',
  },
  notAfter: {
    id: 'booking.searchRequest.notAfter',
    defaultMessage: 'Latest day',
    description: 'Label of the choice of how far ahead an offered time may be',
  },
  withinWeeks: {
    id: 'booking.searchRequest.withinWeeks',
    defaultMessage: 'Within {weeks, plural, one {# week} other {# weeks}}',
    description: 'Option of the latest day: a time starting at most this many weeks from today',
  },
  submit: { id: 'booking.searchRequest.submit', defaultMessage: 'Tell me', description: 'Button that sends the request to be told of a free time' },
  saved: {
    id: 'booking.searchRequest.saved',
    defaultMessage: 'We will tell you when a time becomes free. You can see and cancel your request on your appointments page.',
    description: 'Shown in place of the form after the request to be told of a free time was saved',
  },
  appointmentsLink: {
    id: 'booking.searchRequest.appointmentsLink',
    defaultMessage: 'Go to your appointments',
    description: 'Link to the patient’s appointments page, where the requests are listed and can be cancelled',
  },
  tooManyRequests: {
    id: 'booking.searchRequest.tooManyRequests',
    defaultMessage: 'You already have {max} requests waiting. Cancel one on your appointments page first.',
    description: 'Error when the patient already has the most requests allowed at once; max is 5',
  },
  notAvailable: {
    id: 'booking.searchRequest.notAvailable',
    defaultMessage: 'A request cannot be made for this list.',
    description: 'Error when the patient cannot ask for times of this list (e.g. occupational health without an agreement)',
  },
  noPhoneNumber: {
    id: 'booking.searchRequest.noPhoneNumber',
    defaultMessage: 'We have no phone number of yours for text messages. Add it in My information, or choose e-mail.',
    description: 'Error when text messages were chosen and the patient has no phone number on record; the form stays',
  },
  myInformationLink: {
    id: 'booking.searchRequest.myInformationLink',
    defaultMessage: 'Add a phone number in My information',
    description: 'Link from the no-phone-number error to the my information page',
  },
  failed: {
    id: 'booking.searchRequest.failed',
    defaultMessage: 'Something went wrong. Please try again.',
    description: 'Error when sending the request to be told of a free time failed',
  },
});
