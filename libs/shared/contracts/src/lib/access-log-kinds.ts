/**
 * What an answer that carries a person's data holds, as the access log names it
 * (docs/decisions/0054-access-log.md); the patient's "who has viewed my data" names reads by these
 * kinds. `sign-in` is a strong sign-in (its record is the method), not a read.
 */
export const ACCESS_LOG_KINDS = [
  'appointments',
  'appointment',
  'front-page',
  'family',
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
  'access-log',
  'data-export',
  'sign-in',
] as const;

export type AccessLogKind = (typeof ACCESS_LOG_KINDS)[number];
