import * as v from 'valibot';
import {
  ACCESSIBILITY_FEEDBACK_MESSAGE_MAX_LENGTH,
  ACCESSIBILITY_FEEDBACK_PAGE_MAX_LENGTH,
  AccessibilityFeedbackRequestSchema,
  AccessibilityFeedbackResponseSchema,
  createAccessibilityFeedbackFormSchema,
} from './accessibility-feedback';

const messages = { messageRequired: 'required', messageTooLong: 'message too long', pageTooLong: 'page too long', email: 'bad e-mail' };
const schema = createAccessibilityFeedbackFormSchema(messages);
const errorsOf = (input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('accessibility feedback contracts', () => {
  it('takes a message alone, trimmed, with no page or reply address', () => {
    expect(v.parse(schema, { message: '  The menu cannot be opened with the keyboard.\n' })).toEqual({
      message: 'The menu cannot be opened with the keyboard.',
      page: '',
      replyEmail: '',
    });
  });

  it('takes the page and a reply address, normalized', () => {
    expect(v.parse(schema, { message: 'x', page: ' Laskut ', replyEmail: ' maija@example.fi\t' })).toEqual({ message: 'x', page: 'Laskut', replyEmail: 'maija@example.fi' });
  });

  it('wants a message that is not blank', () => {
    expect(errorsOf({ message: '' })).toEqual(['required']);
    expect(errorsOf({ message: ' \n\t ' })).toEqual(['required']);
    expect(v.safeParse(schema, {}).success).toBe(false);
  });

  it('limits the message and the page', () => {
    expect(errorsOf({ message: 'a'.repeat(ACCESSIBILITY_FEEDBACK_MESSAGE_MAX_LENGTH) })).toEqual([]);
    expect(errorsOf({ message: 'a'.repeat(ACCESSIBILITY_FEEDBACK_MESSAGE_MAX_LENGTH + 1) })).toEqual(['message too long']);
    expect(errorsOf({ message: 'x', page: 'p'.repeat(ACCESSIBILITY_FEEDBACK_PAGE_MAX_LENGTH) })).toEqual([]);
    expect(errorsOf({ message: 'x', page: 'p'.repeat(ACCESSIBILITY_FEEDBACK_PAGE_MAX_LENGTH + 1) })).toEqual(['page too long']);
  });

  it('checks a reply address when one is given', () => {
    for (const replyEmail of ['maija', 'maija@example', 'Maija <maija@example.fi>', 'a@b.fi, c@d.fi']) {
      expect(errorsOf({ message: 'x', replyEmail })).toEqual(['bad e-mail']);
    }
    expect(errorsOf({ message: 'x', replyEmail: '   ' })).toEqual([]);
  });

  it('asks the request for the page language and drops anything else', () => {
    const request = v.parse(AccessibilityFeedbackRequestSchema, { message: 'x', lang: 'sv', personId: 7 });
    expect(request).toEqual({ message: 'x', page: '', replyEmail: '', lang: 'sv' });
    expect(v.safeParse(AccessibilityFeedbackRequestSchema, { message: 'x' }).success).toBe(false);
    expect(v.safeParse(AccessibilityFeedbackRequestSchema, { message: 'x', lang: 'de' }).success).toBe(false);
  });

  it('answers success with the due date', () => {
    const answer = { type: 'success', answerDue: '2026-12-09T10:00:00.000Z' };
    expect(v.parse(AccessibilityFeedbackResponseSchema, answer)).toEqual(answer);
    expect(v.safeParse(AccessibilityFeedbackResponseSchema, { type: 'success', answerDue: '9.12.2026' }).success).toBe(false);
  });
});
