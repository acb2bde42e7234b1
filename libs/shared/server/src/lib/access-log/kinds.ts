/**
 * What an answer that carries a person's data holds, as the access log names it (issue "the
 * patient's own data"; docs/decisions/0054-access-log.md). The patient's "who has viewed my data"
 * lists reads by these kinds.
 */
export const ACCESS_LOG_KINDS = [
  'appointments',
  'appointment',
  'front-page',
  'personal-details',
  'consent',
  'notification-choices',
  'kela-card',
  'lab-results',
  'imaging',
  'referral',
  'visits',
  'visit',
  'prescriptions',
  'vaccinations',
  'certificates',
  'certificate',
  'questionnaires',
  'questionnaire',
  'messages',
  'invoices',
  'invoice',
  'insurance',
  'occupational-health',
  'sign-in-methods',
] as const;

export type AccessLogKind = (typeof ACCESS_LOG_KINDS)[number];

/**
 * A route's access-log declaration: `{ kind }` for an answer that carries a person's data (and
 * `record`, the path parameter naming the record read, when there is one), or `false` for one
 * that carries none (reference data, a status). Every /api route declares one or the other; a test
 * walks the routes (access-log.test.ts).
 */
export type AccessLogDeclaration = { kind: AccessLogKind; record?: string } | false;
