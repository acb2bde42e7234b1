import * as v from 'valibot';
import { LANGUAGES, isValidEmail, normalizeEmail } from '@portal/shared/util';

/**
 * Feedback on the portal's accessibility (Act 306/2019 on the provision of digital services): the
 * message, the page or part of the service it concerns and an e-mail address for the answer, which
 * the clinic gives within 14 days. The form schema is a factory taking the messages (the portal's
 * texts; the API answers in English), and the API validates every request with the same rules.
 */

export const ACCESSIBILITY_FEEDBACK_MESSAGE_MAX_LENGTH = 2000;
export const ACCESSIBILITY_FEEDBACK_PAGE_MAX_LENGTH = 200;
/** The clinic answers within this many days of receiving the feedback. */
export const ACCESSIBILITY_FEEDBACK_ANSWER_DAYS = 14;

export interface AccessibilityFeedbackFormMessages {
  /** The message is empty or only blanks. */
  readonly messageRequired: string;
  /** Longer than ACCESSIBILITY_FEEDBACK_MESSAGE_MAX_LENGTH characters. */
  readonly messageTooLong: string;
  /** Longer than ACCESSIBILITY_FEEDBACK_PAGE_MAX_LENGTH characters. */
  readonly pageTooLong: string;
  /** A reply address was given and it is not one mailbox. */
  readonly email: string;
}

export const defaultAccessibilityFeedbackFormMessages: AccessibilityFeedbackFormMessages = {
  messageRequired: 'Required',
  messageTooLong: `Maximum character length is ${ACCESSIBILITY_FEEDBACK_MESSAGE_MAX_LENGTH}`,
  pageTooLong: `Maximum character length is ${ACCESSIBILITY_FEEDBACK_PAGE_MAX_LENGTH}`,
  email: 'Please enter your email, eg. name@example.com',
};

function formEntries(m: AccessibilityFeedbackFormMessages) {
  return {
    // The length counts what was typed, as the form's counter does; blanks around it are not kept.
    message: v.pipe(
      v.string(m.messageRequired),
      v.maxLength(ACCESSIBILITY_FEEDBACK_MESSAGE_MAX_LENGTH, m.messageTooLong),
      v.trim(),
      v.nonEmpty(m.messageRequired),
    ),
    page: v.pipe(v.optional(v.string(), ''), v.maxLength(ACCESSIBILITY_FEEDBACK_PAGE_MAX_LENGTH, m.pageTooLong), v.trim()),
    replyEmail: v.pipe(
      v.optional(v.string(), ''),
      v.transform(normalizeEmail),
      v.check((value) => value === '' || isValidEmail(value), m.email),
    ),
  };
}

/** The feedback form: an empty page or e-mail means none was given. */
export function createAccessibilityFeedbackFormSchema(m: AccessibilityFeedbackFormMessages) {
  return v.object(formEntries(m));
}
export const AccessibilityFeedbackFormSchema = createAccessibilityFeedbackFormSchema(defaultAccessibilityFeedbackFormMessages);
export type AccessibilityFeedbackFormInput = v.InferInput<typeof AccessibilityFeedbackFormSchema>;
export type AccessibilityFeedbackForm = v.InferOutput<typeof AccessibilityFeedbackFormSchema>;

/**
 * `POST /api/accessibility-feedback` body, signed in or not: the form and the page's language,
 * which the answer is written in. Who sent it is the session's business, never the body's.
 */
export const AccessibilityFeedbackRequestSchema = v.object({
  ...formEntries(defaultAccessibilityFeedbackFormMessages),
  lang: v.picklist(LANGUAGES),
});
export type AccessibilityFeedbackRequest = v.InferInput<typeof AccessibilityFeedbackRequestSchema>;

/** The feedback was stored; an answer is due by `answerDue` when a reply address was given. */
export const AccessibilityFeedbackResponseSchema = v.object({
  type: v.literal('success'),
  answerDue: v.pipe(v.string(), v.isoTimestamp()),
});
export type AccessibilityFeedbackResponse = v.InferOutput<typeof AccessibilityFeedbackResponseSchema>;
