/**
 * The info domain's test data: the accessibility feedback request as the portal sends it, the
 * defaults of the server's `feedbackBody`. Test code only (`src/testing/**`).
 */
import type { AccessibilityFeedbackRequest } from '../index';

/** A valid `POST /api/accessibility-feedback` body with a page and a reply address; override what a test is about. */
export function aFeedbackRequest(overrides: Partial<AccessibilityFeedbackRequest> = {}): AccessibilityFeedbackRequest {
  return { message: 'The menu cannot be opened with the keyboard.', page: 'Laskut', replyEmail: 'maija@example.fi', lang: 'fi', ...overrides };
}
