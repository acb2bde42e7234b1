import type { AvailableDatesResponse } from '@portal/booking/contracts';
import { AvailableDatesResponseSchema } from '@portal/booking/contracts';
import type { ApiClient } from '@portal/shared/data-access';
import { takePrefetched, useApiClient, useErrorReporter } from '@portal/shared/data-access';
import { startTransition, useEffect, useEffectEvent, useState } from 'react';
import type { SearchRequest } from '../search/search-query';
import { requestKey } from '../search/search-query';
import { availableDatesCall } from './list-calls';

/**
 * `GET /api/appointments/available-appointment-dates`: the days of the window with a free time;
 * the answer asked for ahead (prefetchAppointmentList) when one for the same search is waiting.
 */
export function getAvailableDates(api: ApiClient, request: SearchRequest, signal?: AbortSignal): Promise<AvailableDatesResponse> {
  const call = availableDatesCall(request);
  return takePrefetched(call, AvailableDatesResponseSchema) ?? api.request({ ...call, schema: AvailableDatesResponseSchema, signal });
}

/**
 * The available days for the calendar; null until known. Errors are reported quietly (booking doc
 * section 7): the calendar then simply offers every day.
 */
export function useAvailableDates(request: SearchRequest): readonly string[] | null {
  const api = useApiClient();
  const reporter = useErrorReporter();
  const key = requestKey(request);
  const [answer, setAnswer] = useState<{ key: string; dates: readonly string[] } | null>(null);
  // The key says when the request changed; the latest request is read when loading.
  const load = useEffectEvent((signal: AbortSignal) => getAvailableDates(api, request, signal));
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      // A transition: the calendar's days render in slices, between which the browser answers input.
      ({ dates }) => startTransition(() => setAnswer({ key, dates })),
      (error: unknown) => {
        if (!controller.signal.aborted) reporter.report(error, { process: 'booking-available-dates' });
      },
    );
    return () => controller.abort();
  }, [reporter, key]);
  return answer?.key === key ? answer.dates : null;
}
