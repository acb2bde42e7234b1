import * as v from 'valibot';

/**
 * Occupational health booking (booking doc sections 2, 4, 6 and 8; feature ohc-appointment-search):
 * what the employer's agreement lets the employee book online. The same rules serve the portal
 * (the list, its statuses and the vaccination page) and the API (the search and the reservation).
 */

/**
 * The contract products and the specialties each lets the employee book: "contract products decide
 * what can be booked" (booking doc section 6), but the spec names neither. This table is that
 * decision, in one place. A product not listed here covers nothing.
 */
export const OCCUPATIONAL_CONTRACT_PRODUCT_SPECIALTIES = {
  /** Statutory preventive care: health examinations and advice by the occupational health physician and nurse. */
  OHC_BASIC: ['TTH'],
  /** Medical care at general-practitioner level: the doctor, the nurse, and the laboratory and imaging they order. */
  OHC_MEDICAL_CARE: ['YL', 'SH', 'LAB', 'KUV'],
  /** Psychiatric consultations. */
  OHC_SPECIALIST_CARE: ['PSY'],
  OHC_PSYCHOLOGIST: ['PSO'],
  OHC_PHYSIOTHERAPY: ['FYS'],
  VACCINATIONS: ['ROK'],
  /** The seasonal influenza vaccination, at the vaccination room. */
  INFLUENZA_VACCINE: ['ROK'],
  /** The spec's "internet booking allowed" product: a permission, no specialty of its own. */
  INTERNET_BOOKING_ALLOWED: [],
} as const satisfies Record<string, readonly string[]>;

export type OccupationalContractProductId = keyof typeof OCCUPATIONAL_CONTRACT_PRODUCT_SPECIALTIES;

/**
 * The spec's "given list" of the no-web-reservation status: an agreement without online booking
 * that has one of these products gets a liftup banner instead of the page asking to phone. Ours are
 * the vaccinations, which such an employee may still book online (and only them).
 */
export const OCCUPATIONAL_LIFTUP_PRODUCT_IDS: readonly OccupationalContractProductId[] = ['VACCINATIONS', 'INFLUENZA_VACCINE'];

/**
 * The influenza button of the occupational vaccination page searches these specialties (booking doc
 * section 9: "a configured list of specialty ids", values not shown): the vaccination room and the
 * occupational health nurses, who give the seasonal vaccination at the clinic.
 */
export const INFLUENZA_VACCINE_SPECIALTY_IDS: readonly string[] = ['ROK', 'TTH'];

function isKnownProduct(id: string): id is OccupationalContractProductId {
  return Object.hasOwn(OCCUPATIONAL_CONTRACT_PRODUCT_SPECIALTIES, id);
}

/** The specialties the products cover, each once, sorted; unknown products cover nothing. */
export function specialtiesOfContractProducts(contractProductIds: readonly string[]): string[] {
  const ids = new Set<string>();
  for (const product of contractProductIds) {
    if (isKnownProduct(product)) for (const specialty of OCCUPATIONAL_CONTRACT_PRODUCT_SPECIALTIES[product]) ids.add(specialty);
  }
  return [...ids].sort();
}

/** Whether the agreement has a product of the liftup list. */
export function hasLiftupProduct(contractProductIds: readonly string[]): boolean {
  return contractProductIds.some((id) => (OCCUPATIONAL_LIFTUP_PRODUCT_IDS as readonly string[]).includes(id));
}

/**
 * What the employee may book online: with online booking in the agreement, every specialty its
 * products cover; without it, only those of its liftup products (the vaccinations).
 */
export function onlineBookableSpecialtyIds(contract: { contractProductIds: readonly string[]; webReservationAllowed: boolean }): string[] {
  const products = contract.webReservationAllowed ? contract.contractProductIds : contract.contractProductIds.filter((id) => hasLiftupProduct([id]));
  return specialtiesOfContractProducts(products);
}

export const occupationalBookingStatuses = ['ok', 'unknown-error', 'no-occupational-healthcare', 'no-web-reservation'] as const;
export type OccupationalBookingStatus = (typeof occupationalBookingStatuses)[number];

const AgreementEntries = {
  /** What may be booked online: the search and the reservation allow only these. */
  specialtyIds: v.array(v.string()),
  contractProductIds: v.array(v.string()),
  vaccinationsAllowed: v.boolean(),
  influenzaVaccinationAllowed: v.boolean(),
};

/**
 * `GET /api/occupational-booking`, for the session's own person: `ok` with what the agreement lets
 * them book online; `no-web-reservation` when online booking is not in the agreement (its
 * specialtyIds are the liftup products' only); `no-occupational-healthcare` without an agreement
 * (and for a guardian acting for a child, and in the children's brand); `unknown-error` when the
 * agreement could not be read.
 */
export const OccupationalBookingResponseSchema = v.variant('status', [
  v.object({ status: v.literal('ok'), ...AgreementEntries }),
  v.object({ status: v.literal('no-web-reservation'), ...AgreementEntries }),
  v.object({ status: v.literal('no-occupational-healthcare') }),
  v.object({ status: v.literal('unknown-error') }),
]);
export type OccupationalBookingResponse = v.InferOutput<typeof OccupationalBookingResponseSchema>;
