import * as v from 'valibot';
import { CalendarDaySchema as DaySchema, OptionalLangSchema as LangSchema } from '@portal/shared/contracts';

/**
 * The occupational health team (account doc sections 2 and 3, "Occupational info"): the employer
 * and the professionals responsible for the employee, each with a substitute while away. Days are
 * 'YYYY-MM-DD' (Europe/Helsinki calendar days); titles come in the requested language.
 */

const IdSchema = v.pipe(v.number(), v.integer());

/** `GET /api/occupational-health-team?lang`. */
export const OccupationalHealthTeamQuerySchema = v.object({ lang: LangSchema });

export const occupationalProfessionalTypes = ['doctor', 'nurse', 'psychologist', 'physiotherapist'] as const;
export type OccupationalProfessionalType = (typeof occupationalProfessionalTypes)[number];

/**
 * A practitioner the page names. The public page is on the brand's website, whose address pattern
 * the portal's brand configuration holds (`{lang}`, `{id}`): the id is the link target, and
 * `hasPublicPage` is false for a room or a service, which has no page.
 */
export const TeamPractitionerSchema = v.object({
  id: IdSchema,
  name: v.string(),
  hasPublicPage: v.boolean(),
});
export type TeamPractitioner = v.InferOutput<typeof TeamPractitionerSchema>;

/** The days a substitute stands in, both included. */
export const SubstitutePeriodSchema = v.object({ from: DaySchema, until: DaySchema });
export type SubstitutePeriod = v.InferOutput<typeof SubstitutePeriodSchema>;

export const OccupationalTeamMemberSchema = v.object({
  ...TeamPractitionerSchema.entries,
  /** The professional title in the requested language, e.g. 'Occupational health physician'. */
  title: v.string(),
  professionalType: v.picklist(occupationalProfessionalTypes),
  /** Null when nobody stands in, and once the substitute's period has ended. */
  substitute: v.nullable(TeamPractitionerSchema),
  /** Null for a substitute without a set period. */
  substitutePeriod: v.nullable(SubstitutePeriodSchema),
  /** Away today: a substitute period covers today's date in Helsinki. */
  isAbsent: v.boolean(),
});
export type OccupationalTeamMember = v.InferOutput<typeof OccupationalTeamMemberSchema>;

export const OccupationalHealthTeamSchema = v.object({
  type: v.literal('team'),
  employerName: v.string(),
  responsibleDoctors: v.array(OccupationalTeamMemberSchema),
  responsibleNurses: v.array(OccupationalTeamMemberSchema),
  /** Psychologists and physiotherapists of the team, in the team's order. */
  otherProfessionals: v.array(OccupationalTeamMemberSchema),
});
export type OccupationalHealthTeam = v.InferOutput<typeof OccupationalHealthTeamSchema>;

/**
 * Not an error: a person without an occupational health agreement, a guardian acting for a child,
 * and everyone in the children's brand.
 */
const NotOccupationalCustomerSchema = v.object({ type: v.literal('notOccupationalCustomer') });

/** The answer: the team, or `notOccupationalCustomer`. */
export const OccupationalHealthTeamResponseSchema = v.variant('type', [OccupationalHealthTeamSchema, NotOccupationalCustomerSchema]);
export type OccupationalHealthTeamResponse = v.InferOutput<typeof OccupationalHealthTeamResponseSchema>;

/**
 * The employee memo ("Työntekijän muistio"): what the employer's occupational health agreement
 * gives the employee, from the agreement on record. The spec names the page (the children's brand
 * lacks it) but gives it no content; this is our decision.
 */

/** `GET /api/occupational-health-memo?lang`: the same query as the team's. */
export const OccupationalHealthMemoQuerySchema = OccupationalHealthTeamQuerySchema;

/**
 * The spec's ContractType: Statutory is the preventive care the law requires, Comprehensive adds
 * medical care at general-practitioner level, Other has content of its own.
 */
export const occupationalContractTypes = ['Comprehensive', 'Other', 'Statutory'] as const;
export type OccupationalContractType = (typeof occupationalContractTypes)[number];

/** Where the periodic health examinations are; the address parts are null where the clinic has none on record. */
export const PeriodicInspectionClinicSchema = v.object({
  name: v.string(),
  street: v.nullable(v.string()),
  postalCode: v.nullable(v.string()),
  postOffice: v.nullable(v.string()),
});
export type PeriodicInspectionClinic = v.InferOutput<typeof PeriodicInspectionClinicSchema>;

export const OccupationalHealthMemoSchema = v.object({
  type: v.literal('memo'),
  employerName: v.string(),
  departmentName: v.nullable(v.string()),
  contractType: v.picklist(occupationalContractTypes),
  /** Occupational health times may be booked online; otherwise by phoning customer service. */
  webReservationAllowed: v.boolean(),
  vaccinationsAllowed: v.boolean(),
  influenzaVaccinationAllowed: v.boolean(),
  /** Null when the agreement names no clinic for them. */
  periodicInspectionClinic: v.nullable(PeriodicInspectionClinicSchema),
});
export type OccupationalHealthMemo = v.InferOutput<typeof OccupationalHealthMemoSchema>;

/** The memo, or `notOccupationalCustomer` for the same people as the team's answer. */
export const OccupationalHealthMemoResponseSchema = v.variant('type', [OccupationalHealthMemoSchema, NotOccupationalCustomerSchema]);
export type OccupationalHealthMemoResponse = v.InferOutput<typeof OccupationalHealthMemoResponseSchema>;
