export {
  ACCESSIBILITY_FEEDBACK_ANSWER_DAYS,
  ACCESSIBILITY_FEEDBACK_MESSAGE_MAX_LENGTH,
  ACCESSIBILITY_FEEDBACK_PAGE_MAX_LENGTH,
  AccessibilityFeedbackFormSchema,
  AccessibilityFeedbackRequestSchema,
  AccessibilityFeedbackResponseSchema,
  createAccessibilityFeedbackFormSchema,
  defaultAccessibilityFeedbackFormMessages,
} from './lib/accessibility-feedback';
export type {
  AccessibilityFeedbackForm,
  AccessibilityFeedbackFormInput,
  AccessibilityFeedbackFormMessages,
  AccessibilityFeedbackRequest,
  AccessibilityFeedbackResponse,
} from './lib/accessibility-feedback';
