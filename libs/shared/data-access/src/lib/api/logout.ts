import { useLang } from '@portal/shared/i18n';
import { useCallback } from 'react';
import type { ApiClient } from '../api-client';
import { useApiClient } from '../api-client-context';
import { browserLocation } from '../browser-location';
import { clearDrafts } from '../drafts';
import { useErrorReporter } from '../error-reporter-context';

/** `POST /api/logout?csrfToken=...`: the server deletes the session (204). */
export function logout(api: ApiClient): Promise<void> {
  return api.request<void>({ method: 'POST', path: '/logout' });
}

/**
 * Logs out, then loads the language's front page as a new document: nothing of the signed-in
 * person stays in memory or in the tab's drafts, and the fresh anonymous session shows the transaction path. Rejects
 * (after reporting it) when the call fails, so the caller can say so; the session is then intact.
 */
export function useLogout(): () => Promise<void> {
  const api = useApiClient();
  const reporter = useErrorReporter();
  const lang = useLang();
  return useCallback(async () => {
    try {
      await logout(api);
    } catch (error) {
      reporter.report(error, { process: 'logout' });
      throw error;
    }
    // What the person was writing stays behind neither for the next person in this tab.
    clearDrafts();
    browserLocation.assign(`/${lang}`);
  }, [api, reporter, lang]);
}
