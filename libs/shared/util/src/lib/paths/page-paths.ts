import type { Language } from '../language';
import { localizedPath, pathIn, withQuery } from './localized-path';
import type { BookingCustomerType } from './route-patterns';
import { routePatterns as p } from './route-patterns';

/** 'self' signs in for oneself; 'mandate' as a guardian or other authorised person for someone else. */
export type LoginMode = 'self' | 'mandate';

export const loginModes: readonly LoginMode[] = ['self', 'mandate'];

/**
 * The booking list's query parameter naming a reservation being moved to another time: the list
 * keeps it, its times' reservation pages carry it, and there the chosen time replaces the booking.
 */
export const MOVE_FROM_PARAM = 'moveFrom';

/** A list's page number from 0, left out of the address for the first page. */
const listPage = (page: number) => ({ page: page > 0 ? String(page) : undefined });

/** `search` is a query string as a location has it ('' or '?…'). */
function withSearch(path: string, search: string): string {
  return search === '' || search === '?' ? path : `${path}${search.startsWith('?') ? search : `?${search}`}`;
}

/**
 * The address of every page of the portal, by domain: a link to any page, from any feature or
 * server library, is a call here. The API uses it too, for the portal addresses it sends the
 * browser or a message to.
 */
export const pagePaths = {
  home: {
    /** The front page is the language root; `#appointmentCancelled` there shows the cancellation toast. */
    front: (lang: Language): string => pathIn(lang, []),
    /** The front page of anonymous visitors; `error` is where a failed sign-in reports back. */
    transactionPath: (lang: Language, query: { error?: string } = {}): string => withQuery(pathIn(lang, [p.transactionPath]), query),
  },
  signIn: {
    /** `nextPath`: where to go after signing in (a path on this site); `mode`: whose information. */
    login: (lang: Language, query: { nextPath?: string; mode?: LoginMode } = {}): string => withQuery(pathIn(lang, [p.login]), query),
    /** `next`: the page the visitor was on, to return to after signing in again. */
    expiredSession: (lang: Language, query: { next?: string } = {}): string => withQuery(pathIn(lang, [p.expiredSession]), query),
  },
  account: {
    /** `saveAction`: an encoded save action (contracts' encodeSaveAction): where saving leads. */
    myInformation: (lang: Language, query: { saveAction?: string } = {}): string => withQuery(pathIn(lang, [p.myInformation]), query),
  },
  mfa: {
    /** The SMS authentication page; `next`: where to go once the code is given. */
    authentication: (lang: Language, query: { next?: string } = {}): string => withQuery(pathIn(lang, [p.authentication]), query),
  },
  booking: {
    landing: (lang: Language): string => pathIn(lang, [p.booking]),
    customerType: (lang: Language, customerType: BookingCustomerType): string => pathIn(lang, [p.bookingCustomerType(customerType)]),
    /** `search`: the query the list was opened with, kept for going back to it. */
    reservation: (lang: Language, appointmentId: number, search = ''): string =>
      pathIn(lang, [p.reservation], { reservationId: appointmentId }) + search,
    anonymousReservation: (lang: Language, appointmentId: number, search = ''): string =>
      pathIn(lang, [p.anonymousReservation], { reservationId: appointmentId }) + search,
    /** `next`: where to go once registered (a path on this site). */
    registration: (lang: Language, next?: string): string => withQuery(pathIn(lang, [p.registration]), { next }),
    consent: (lang: Language, next?: string): string => withQuery(pathIn(lang, [p.consent]), { next }),
    newCustomer: (lang: Language): string => pathIn(lang, [p.newCustomer]),
  },
  occupationalBooking: {
    landing: (lang: Language): string => pathIn(lang, [p.occupationalLanding]),
    /** The signed-in list, with the query the landing was opened with (booking doc section 2). */
    search: (lang: Language, search = ''): string => withSearch(pathIn(lang, [p.occupationalList]), search),
    vaccinations: (lang: Language): string => pathIn(lang, [p.occupationalVaccinations]),
    /** The occupational search of these specialties: one `specialtyIds` parameter each, as the list reads them. */
    specialtySearch: (lang: Language, specialtyIds: readonly string[]): string =>
      pagePaths.occupationalBooking.search(lang, `?${new URLSearchParams(specialtyIds.map((id): [string, string] => ['specialtyIds', id])).toString()}`),
  },
  appointments: {
    list: (lang: Language): string => pathIn(lang, [p.appointments]),
    appointment: (lang: Language, ids: readonly number[]): string => pathIn(lang, [p.appointmentPage], { ids }),
    /** The appointment of an anonymous link (no sign-in). */
    anonymousAppointment: (lang: Language, appointmentId: string): string => pathIn(lang, [p.anonymousAppointmentPage], { appointmentId }),
  },
  invoices: {
    list: (lang: Language, page = 0): string => withQuery(pathIn(lang, [p.invoices]), listPage(page)),
    summary: (lang: Language, invoiceId: number): string => pathIn(lang, [p.invoiceSummaryPage], { invoiceId }),
    pay: (lang: Language, invoiceNumber: string): string => pathIn(lang, [p.payPage], { invoiceNumber }),
    /** Where the payment provider returns the payer. */
    payment: (lang: Language, invoiceId: number): string => pathIn(lang, [p.paymentPage], { invoiceId }),
    payVisit: (lang: Language): string => pathIn(lang, [p.payVisit]),
  },
  messaging: {
    list: (lang: Language, page = 0): string => withQuery(pathIn(lang, [p.conversations]), listPage(page)),
    newConversation: (lang: Language): string => pathIn(lang, [p.newConversation]),
    conversation: (lang: Language, threadId: string | number): string => pathIn(lang, [p.conversation], { threadId }),
  },
  prescriptions: {
    list: (lang: Language): string => pathIn(lang, [p.prescriptions]),
    renewal: (lang: Language, ids: readonly number[]): string => pathIn(lang, [p.prescriptionRenewalPage], { ids }),
  },
  labImaging: {
    laboratory: (lang: Language): string => pathIn(lang, [p.laboratory]),
    imaging: (lang: Language): string => pathIn(lang, [p.imaging]),
    /** `date` is the result date, 'YYYY-MM-DD'. */
    labResult: (lang: Language, date: string): string => pathIn(lang, [p.labResult], { date }),
    labReferral: (lang: Language, referralId: number): string => pathIn(lang, [p.labReferral], { referralId }),
    /** `imagingDate` is 'YYYY-MM-DD'. */
    imagingResult: (lang: Language, imagingDate: string): string => pathIn(lang, [p.imagingResult], { imagingDate }),
    imagingReferral: (lang: Language, referralId: number): string => pathIn(lang, [p.imagingReferral], { referralId }),
  },
  visits: {
    list: (lang: Language, page = 0): string => withQuery(pathIn(lang, [p.visits]), listPage(page)),
    visit: (lang: Language, visitId: number): string => pathIn(lang, [p.visit], { visitId }),
  },
  questionnaires: {
    list: (lang: Language): string => pathIn(lang, [p.questionnaires]),
    questionnaire: (lang: Language, invitationId: number | string): string => pathIn(lang, [p.questionnaire], { invitationId }),
  },
  certificates: {
    list: (lang: Language): string => pathIn(lang, [p.certificates]),
  },
  vaccinations: {
    list: (lang: Language, page = 0): string => withQuery(pathIn(lang, [p.vaccinations]), listPage(page)),
  },
  occupationalHealth: {
    team: (lang: Language): string => pathIn(lang, [p.occupationalHealthTeam]),
    employeeMemo: (lang: Language): string => pathIn(lang, [p.employeeMemo]),
  },
  sicknessFund: {
    page: (lang: Language): string => pathIn(lang, [p.sicknessFund]),
  },
  info: {
    /** Finnish only: undefined in other languages. */
    help: (lang: Language): string | undefined => localizedPath(lang, [p.help]),
    terms: (lang: Language): string => pathIn(lang, [p.terms]),
    pikkutsatti: (lang: Language): string => pathIn(lang, [p.pikkutsatti]),
    accessibility: (lang: Language): string => pathIn(lang, [p.accessibility]),
    privacy: (lang: Language): string => pathIn(lang, [p.privacy]),
  },
};
