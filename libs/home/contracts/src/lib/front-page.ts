import * as v from 'valibot';

/**
 * `GET /api/front-page?lang`: the signed-in front page in one answer (booking doc section 3
 * "Front page state"). Each section is a list of timeline items whose texts are already in the
 * requested language and whose `linkUrl` is the portal path of the item (its section's route,
 * even where that section's pages come later).
 */
export const TimelineItemSchema = v.object({
  /** Stable key for the list; not shown. */
  id: v.string(),
  title: v.string(),
  subtitle: v.nullable(v.string()),
  /** ISO 8601 instant the item is about (appointment start, visit date, result date...). */
  date: v.pipe(v.string(), v.isoTimestamp()),
  /** ISO 8601 instant until which the item is valid (prescriptions); the hint shows 0-30 days ahead. */
  validUntilDate: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
  linkUrl: v.nullable(v.pipe(v.string(), v.startsWith('/'))),
  avatar: v.nullable(v.object({ url: v.nullable(v.string()), name: v.string() })),
  /** Something new for the patient: an unread message, a new result, an open questionnaire. */
  highlighted: v.boolean(),
  /** Visual variant of the item. */
  styles: v.picklist(['default', 'cancelled', 'occupational']),
});
export type TimelineItem = v.InferOutput<typeof TimelineItemSchema>;

export const questionnaireStatuses = ['ok', 'maintenance-mode'] as const;

export const FrontPageSchema = v.object({
  customer: v.object({ firstName: v.string() }),
  /** Empty in the children's brand (no conversations there). */
  conversationSummaries: v.array(TimelineItemSchema),
  appointmentSummaries: v.array(TimelineItemSchema),
  visitSummaries: v.array(TimelineItemSchema),
  prescriptions: v.array(TimelineItemSchema),
  canRenewPrescriptions: v.boolean(),
  labResultSummaries: v.array(TimelineItemSchema),
  /** Null when the brand has no questionnaires; the surveys section shows only with items. */
  questionnaireSummaries: v.nullable(
    v.object({
      newTaskItems: v.array(TimelineItemSchema),
      answerItems: v.array(TimelineItemSchema),
      status: v.picklist(questionnaireStatuses),
    }),
  ),
  imagingSummaries: v.array(TimelineItemSchema),
  /** How many visit fees the patient can pay online now (the pay-visit page's list); the visits section links there when any. */
  visitFeesToPay: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type FrontPage = v.InferOutput<typeof FrontPageSchema>;
