import type { AccessibilityFeedbackForm, AccessibilityFeedbackRequest, AccessibilityFeedbackResponse } from '@portal/info/contracts';
import { AccessibilityFeedbackResponseSchema } from '@portal/info/contracts';
import type { ApiClient } from '@portal/shared/data-access';
import { isApiError, useApiClient, useErrorReporter, useSession } from '@portal/shared/data-access';
import { useLang } from '@portal/shared/i18n';
import { useCallback, useState } from 'react';

/**
 * `POST /api/accessibility-feedback`, signed in or not. A signed-in sender's call carries the
 * session's csrf token; an anonymous sender has none, and the API takes the call on its
 * same-origin check alone.
 */
export function sendAccessibilityFeedback(api: ApiClient, body: AccessibilityFeedbackRequest, signedIn: boolean): Promise<AccessibilityFeedbackResponse> {
  return api.request({ method: 'POST', path: '/accessibility-feedback', body, csrf: signedIn, schema: AccessibilityFeedbackResponseSchema });
}

/** Where sending the feedback stands. */
export type FeedbackStatus =
  | { type: 'idle' }
  | { type: 'sending' }
  | { type: 'sent'; withReply: boolean }
  | { type: 'failed'; reason: 'tooManyRequests' | 'unknown' };

/** Sends the form in the page's language; resolves true when the feedback was stored. */
export function useSendAccessibilityFeedback(): { status: FeedbackStatus; send: (form: AccessibilityFeedbackForm) => Promise<boolean> } {
  const api = useApiClient();
  const session = useSession();
  const lang = useLang();
  const reporter = useErrorReporter();
  const [status, setStatus] = useState<FeedbackStatus>({ type: 'idle' });
  const signedIn = session !== null;

  const send = useCallback(
    async (form: AccessibilityFeedbackForm) => {
      setStatus({ type: 'sending' });
      try {
        await sendAccessibilityFeedback(api, { ...form, lang }, signedIn);
        setStatus({ type: 'sent', withReply: form.replyEmail !== '' });
        return true;
      } catch (error) {
        const tooMany = isApiError(error) && error.kind === 'http' && error.status === 429;
        if (!tooMany) reporter.report(error, { process: 'accessibility-feedback' });
        setStatus({ type: 'failed', reason: tooMany ? 'tooManyRequests' : 'unknown' });
        return false;
      }
    },
    [api, lang, signedIn, reporter],
  );
  return { status, send };
}
