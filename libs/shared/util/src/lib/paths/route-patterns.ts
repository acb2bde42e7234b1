import type { Language } from '../language';
import type { LocalizedPaths } from './localized-path';
import { bookingCustomerTypeSegments, routeSegments } from './route-segments';

// Every page's route pattern per language, relative to the language root: the feature libraries'
// routes read them, and page-paths.ts builds the addresses from them. Nobody else spells a segment
// (eslint.config.mjs: portal/no-route-words).

type Segments = Readonly<Record<Language, string>>;

/** `${a}/${b}/...` in each language, from segment words and route parameters. */
function joined(...parts: readonly (Segments | string)[]): Segments {
  const build = (lang: Language) => parts.map((part) => (typeof part === 'string' ? part : part[lang])).join('/');
  return { en: build('en'), fi: build('fi'), sv: build('sv') };
}

export type BookingCustomerType = keyof typeof bookingCustomerTypeSegments;

const {
  booking,
  appointments,
  appointment,
  invoices,
  invoiceSummary,
  pay,
  payment,
  conversations,
  prescriptionRenewal,
  imaging,
  visits,
  questionnaires,
  occupationalBooking,
  vaccinations,
} = routeSegments;

/** The spec's anonymous list prefix (booking doc section 2, "Appointment lists"). */
const anonymousUsers = { en: 'anonymous-users', fi: 'kirjautumattomat-kayttajat', sv: 'anonyma-anvandare' } as const;
const availableAppointments = { en: 'available-appointments', fi: 'vapaat-ajat', sv: 'lediga-tider' } as const;
/** Our words for reserving (the spec does not name them): booking/reserve, ajanvaraus/varaa, tidsbokning/boka. */
const reserve = { en: 'reserve', fi: 'varaa', sv: 'boka' } as const;
/** A new conversation's last segment (booking doc section 2). */
const newConversation = { en: 'new', fi: 'uusi', sv: 'ny' } as const;

/** The booking section's landing of one customer type: booking/{private-customer|insurance|...}. */
function bookingCustomerType(customerType: BookingCustomerType): LocalizedPaths {
  return joined(booking, bookingCustomerTypeSegments[customerType]);
}

/**
 * The spec's trailing id of a list address (booking doc section 2, "Appointment lists"). The
 * portal keeps a list's search in the query, so the id names nothing of its own: an address with
 * one opens the same list, and links and bookmarks made with it keep working (decision 0050).
 */
const listId = ':listId?';

/**
 * The spec's own list addresses beside the customer-type ones: anonymous
 * `anonymous-users/available-appointments` with an optional insurance or kela65 segment, signed in
 * `available-appointments` with an optional insurance segment, occupational health's segment first;
 * each with an optional trailing id.
 */
function bookingList(variant: 'anonymous' | 'signed-in', customerType: BookingCustomerType): LocalizedPaths {
  const segment = bookingCustomerTypeSegments[customerType];
  if (variant === 'signed-in' && customerType === 'occupational') return joined(segment, availableAppointments, listId);
  const base = variant === 'anonymous' ? [anonymousUsers, availableAppointments] : [availableAppointments];
  return customerType === 'private' ? joined(...base, listId) : joined(...base, segment, listId);
}

export const routePatterns = {
  /** Each section's own page: its segment (account doc section 2, booking doc section 2). */
  ...(routeSegments as Readonly<Record<keyof typeof routeSegments, LocalizedPaths>>),

  bookingCustomerType,
  bookingList,
  /** Reserving a listed time, signed in: booking/reserve/{appointment id}. */
  reservation: joined(booking, reserve, ':reservationId'),
  /** Reserving without signing in: anonymous-users/reserve/{appointment id}. */
  anonymousReservation: joined(anonymousUsers, reserve, ':reservationId'),
  /** The children's chat notice for anonymous visitors: anonymous-users/pikkutsatti (booking doc section 2, "Other"). */
  anonymousPikkutsatti: joined(anonymousUsers, routeSegments.pikkutsatti),
  registration: { en: 'registration', fi: 'rekisterointi', sv: 'registrering' } satisfies Segments,
  /** The same registration page under the address the sign-in service returns to. */
  hpaRegistration: { en: 'hpa/register', fi: 'hpa/register', sv: 'hpa/register' } satisfies Segments,
  consent: { en: 'data-processing', fi: 'potilastietojen-kasittely', sv: 'behandling-av-patientuppgifter' } satisfies Segments,
  newCustomer: joined(booking, { en: 'new-customer', fi: 'uusi-asiakas', sv: 'ny-kund' }),
  /**
   * The occupational health pages (booking doc section 2): the anonymous landing
   * `booking/occupational-healthcare`, the signed-in list `occupational-healthcare/available-appointments`
   * and the vaccination page below the occupational segment (our words, from the section segments).
   */
  occupationalLanding: bookingCustomerType('occupational'),
  occupationalList: bookingList('signed-in', 'occupational'),
  occupationalVaccinations: joined(occupationalBooking, vaccinations),

  /** One or more appointments: the ids are comma-separated numbers. */
  appointmentPage: joined(appointments, ':ids'),
  /** The appointment of an anonymous link: the link id, or its URL-safe base64 form. */
  anonymousAppointmentPage: joined(appointment, ':appointmentId'),

  /** One invoice's summary: /{lang}/{invoices}/{summary}/{invoice id}. */
  invoiceSummaryPage: joined(invoices, invoiceSummary, ':invoiceId'),
  /** Paying one invoice: /{lang}/{pay}/{invoice number}. */
  payPage: joined(pay, ':invoiceNumber'),
  /** Where the payment provider returns the payer: /{lang}/{payment}/{invoice id} (the API builds it). */
  paymentPage: joined(payment, ':invoiceId'),

  /** A new conversation: /{lang}/{conversations}/{new|uusi|ny} (booking doc section 2). */
  newConversation: joined(conversations, newConversation),
  /** One conversation: /{lang}/{conversations}/{numeric thread id}. */
  conversation: joined(conversations, ':threadId'),

  /** Renewing chosen prescriptions: /{lang}/{prescription-renewal}/{ids joined by comma}. */
  prescriptionRenewalPage: joined(prescriptionRenewal, ':ids'),

  /** One result date: /{lang}/{laboratoryresult|laboratoriotulos|laboratorieresultat}/{date} (booking doc section 2). */
  labResult: joined({ en: 'laboratoryresult', fi: 'laboratoriotulos', sv: 'laboratorieresultat' }, ':date'),
  /** One laboratory referral: /{lang}/{laboratoryreferral|laboratoriolahete|laboratorieremiss}/{id}. */
  labReferral: joined({ en: 'laboratoryreferral', fi: 'laboratoriolahete', sv: 'laboratorieremiss' }, ':referralId'),
  /** The imaging results of one day: /{lang}/{imaging}/{imagingDate}. */
  imagingResult: joined(imaging, ':imagingDate'),
  /** One imaging referral: /{lang}/{imagingreferral|kuvantamislahete|bildbehandlingremiss}/{id}. */
  imagingReferral: joined({ en: 'imagingreferral', fi: 'kuvantamislahete', sv: 'bildbehandlingremiss' }, ':referralId'),

  /** One visit: /{lang}/{visits}/{numeric id}. */
  visit: joined(visits, ':visitId'),
  /** One questionnaire: /{lang}/{questionnaires}/{numeric invitation id}. */
  questionnaire: joined(questionnaires, ':invitationId'),

  /** The patient's own data, below my information: who has viewed it, the sign-ins, the downloads (our words). */
  myData: joined(routeSegments.myInformation, { en: 'my-data', fi: 'kaytto', sv: 'anvandning' }),
  /** A guardian's family view: whom the session may act for, and switching between them (our words). */
  family: joined(routeSegments.myInformation, { en: 'family', fi: 'perhe', sv: 'familj' }),
};
