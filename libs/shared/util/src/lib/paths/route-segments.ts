import type { Language } from '../language';

type Localized = Record<Language, string>;

/**
 * The translated second segment of every section's route, word for word as the spec gives it
 * (account doc section 2, booking doc section 2). Pure data, so the API can send the
 * browser to portal pages with the same words the portal routes by. A section missing a language has no page in it
 * (the help page is Finnish only).
 */
export const routeSegments = {
  booking: { en: 'booking', fi: 'ajanvaraus', sv: 'tidsbokning' },
  appointments: { en: 'appointments', fi: 'ajanvaraukset', sv: 'tidsbokningar' },
  /** The single appointment of an anonymous link (no sign-in). */
  appointment: { en: 'appointment', fi: 'varaus', sv: 'bokning' },
  invoices: { en: 'invoices', fi: 'laskut', sv: 'fakturor' },
  /** Paying one invoice: /{lang}/{pay}/{numeric id}. A page of the invoices section. */
  pay: { en: 'pay', fi: 'maksa', sv: 'betala' },
  /** Where the payment provider returns the payer: /{lang}/{payment}/{numeric id}. A page of the invoices section. */
  payment: { en: 'payment', fi: 'maksu', sv: 'betalning' },
  /** Paying the online fee of a visit. A page of the invoices section. */
  payVisit: { en: 'pay-visit', fi: 'maksa-kaynti', sv: 'betala-besok' },
  /** The summary of one invoice: /{lang}/{invoices}/{invoiceSummary}/{id}. */
  invoiceSummary: { en: 'summary', fi: 'yhteenveto', sv: 'oversikt' },
  conversations: { en: 'conversations', fi: 'viestit', sv: 'meddelanden' },
  prescriptions: { en: 'prescriptions', fi: 'reseptit', sv: 'recept' },
  /** Renewing chosen prescriptions: /{lang}/{prescriptionRenewal}/{ids joined by comma}. A page of the prescriptions section. */
  prescriptionRenewal: { en: 'prescription-renewal', fi: 'reseptin-uusinta', sv: 'receptfornyelse' },
  laboratory: { en: 'laboratory', fi: 'laboratorio', sv: 'laboratorium' },
  imaging: { en: 'imaging', fi: 'kuvantaminen', sv: 'bildbehandling' },
  visits: { en: 'visits', fi: 'kaynnit', sv: 'besoken' },
  questionnaires: { en: 'questionnaires', fi: 'kyselyt', sv: 'rundfraga' },
  myInformation: { en: 'my-information', fi: 'omat-tiedot', sv: 'mina-uppgifter' },
  authentication: { en: 'authentication', fi: 'tunnistautuminen', sv: 'behorighetskontroll' },
  certificates: { en: 'certificates', fi: 'todistukset', sv: 'certifikat' },
  vaccinations: { en: 'vaccinations', fi: 'rokotukset', sv: 'vaccinationer' },
  occupationalHealthTeam: {
    en: 'occupational-health-care-team',
    fi: 'tyoterveystiimi',
    sv: 'foretagshalsovardsteamet',
  },
  /**
   * Occupational health booking (general brand only): the signed-in list
   * (`occupational-healthcare/available-appointments`, booking doc section 2) and the occupational
   * vaccination page below it. The anonymous landing `booking/occupational-healthcare` belongs to it too.
   */
  occupationalBooking: { en: 'occupational-healthcare', fi: 'tyoterveys', sv: 'foretagshalsovard' },
  /** What the employer's occupational health agreement gives the employee (general brand only). */
  employeeMemo: { en: 'employee-memo', fi: 'tyontekijan-muistio', sv: 'arbetstagarens-promemoria' },
  sicknessFund: { en: 'sairauskassa', fi: 'sairauskassa', sv: 'sairauskassa' },
  pikkutsatti: { en: 'pikkutsatti', fi: 'pikkutsatti', sv: 'pikkutsatti' },
  terms: { en: 'eula', fi: 'eula', sv: 'eula' },
  /** The accessibility statement with its feedback form (Act 306/2019 on the provision of digital services). */
  accessibility: { en: 'accessibility', fi: 'saavutettavuus', sv: 'tillganglighet' },
  /** The privacy notice (GDPR articles 13 and 14): what is processed, why, for how long, and the patient's rights. */
  privacy: { en: 'privacy', fi: 'tietosuoja', sv: 'dataskydd' },
  help: { fi: 'ohjeita' },
  login: { en: 'login', fi: 'kirjaudu', sv: 'loggain' },
  expiredSession: { en: 'expired-session', fi: 'katkennut-istunto', sv: 'utgatt-session' },
  transactionPath: { en: 'transaction-path', fi: 'asiointipolku', sv: 'transaktionsbana' },
} as const satisfies Record<string, Partial<Localized>>;

/** Customer-type lists below the booking root (booking doc section 2, "Booking entry and landing"). */
export const bookingCustomerTypeSegments = {
  private: { en: 'private-customer', fi: 'yksityisasiakas', sv: 'privat-kund' },
  insurance: { en: 'insurance', fi: 'vakuutus', sv: 'forsakring' },
  occupational: routeSegments.occupationalBooking,
  kela65: { en: 'kela65', fi: 'kela65', sv: 'kela65' },
} as const satisfies Record<string, Localized>;

export type RoutedSection = keyof typeof routeSegments;

/**
 * Every section of the portal: the routed ones and the front page. Brand configuration names the
 * sections a brand lacks with these ids.
 */
export type SectionId = Exclude<RoutedSection, InvoicePageSegment | PrescriptionPageSegment> | 'home';

/** Routed pages that belong to the invoices section rather than being sections of their own (no title or menu entry). */
type InvoicePageSegment = 'pay' | 'payment' | 'payVisit' | 'invoiceSummary';

/** The renewal page belongs to the prescriptions section. */
type PrescriptionPageSegment = 'prescriptionRenewal';
