import type { FrontPage } from '@portal/home/contracts';
import { FrontPageCheck } from '@portal/home/contracts';
import type { ApiClient } from '@portal/shared/data-access';
import { isApiError, takePrefetched, useApiClient, useErrorReporter } from '@portal/shared/data-access';
import type { Lang } from '@portal/shared/i18n';
import { useLang } from '@portal/shared/i18n';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { frontPageCall } from './front-page-calls';

/**
 * The front page's answer (frontPageCall), checked as FrontPageCheck says, by its check compiled
 * for the first page's code (compiled-checks.ts).
 */
export function fetchFrontPage(api: ApiClient, lang: Lang, signal?: AbortSignal): Promise<FrontPage> {
  return api.request({ ...frontPageCall(lang), schema: FrontPageCheck, signal });
}

export type FrontPageState =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  /** `loadedAt`: the moment relative dates and validity hints are reckoned from. */
  | { status: 'ready'; frontPage: FrontPage; loadedAt: number };

type Result = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; frontPage: FrontPage; loadedAt: number };

/**
 * Loads the front page in the page's language; a failure is reported and offers a retry. The first
 * load takes the answer asked for ahead (prefetchFrontPage), when one is waiting.
 */
export function useFrontPage(): FrontPageState {
  const api = useApiClient();
  const reporter = useErrorReporter();
  const lang = useLang();
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<Result>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setResult({ status: 'loading' });
    const answer = (attempt === 0 ? takePrefetched(frontPageCall(lang), FrontPageCheck) : undefined) ?? fetchFrontPage(api, lang, controller.signal);
    answer.then(
      // A transition, as useRemote's answers: React renders the sections in slices. An answer
      // asked for ahead cannot be aborted, so one no longer wanted is dropped here.
      (frontPage) => {
        if (!controller.signal.aborted) startTransition(() => setResult({ status: 'ready', frontPage, loadedAt: Date.now() }));
      },
      (error: unknown) => {
        // Leaving the page aborts the call: nothing went wrong.
        if (controller.signal.aborted || (isApiError(error) && error.kind === 'aborted')) return;
        reporter.report(error, { process: 'front-page' });
        setResult({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [api, reporter, lang, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return result.status === 'failed' ? { status: 'failed', retry } : result;
}
