import * as v from 'valibot';

/**
 * The occupational health team (account doc sections 2 and 3, "Occupational info"): the employer
 * and the professionals responsible for the employee, each with a substitute while away. Days are
 * 'YYYY-MM-DD' (Europe/Helsinki calendar days); titles come in the requested language.
 */

const LangSchema = v.optional(v.picklist(['fi', 'sv', 'en']), 'fi');
const DaySchema = v.pipe(v.string(), v.isoDate());
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
 * The answer: the team, or `notOccupationalCustomer` (not an error) for a person without an
 * occupational health agreement, a guardian acting for a child, and the children's brand.
 */
export const OccupationalHealthTeamResponseSchema = v.variant('type', [
  OccupationalHealthTeamSchema,
  v.object({ type: v.literal('notOccupationalCustomer') }),
]);
export type OccupationalHealthTeamResponse = v.InferOutput<typeof OccupationalHealthTeamResponseSchema>;
