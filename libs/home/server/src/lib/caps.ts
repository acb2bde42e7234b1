/**
 * How many items each front page section shows at most: the front page is a summary, and each
 * section links to its own page for the rest. The questionnaire caps apply to each of its two lists.
 */
export const FRONT_PAGE_CAPS = {
  conversations: 3,
  appointments: 3,
  visits: 3,
  prescriptions: 3,
  /** Result dates, not single tests: the lab results are grouped by date. */
  labResultDates: 3,
  questionnaireTasks: 3,
  questionnaireAnswers: 3,
  imaging: 3,
} as const;

/** A lab or imaging result is new, and highlighted, for this many days from its date (Helsinki). */
export const NEW_RESULT_DAYS = 7;
