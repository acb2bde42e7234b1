import type { BookableAppointment } from '@portal/booking/contracts';
import { useApiClient, useErrorReporter } from '@portal/shared/data-access';
import { helsinkiDateString } from '@portal/shared/util';
import { startTransition, useCallback, useEffect, useEffectEvent, useReducer, useState } from 'react';
import { searchAppointments } from '../api/search-appointments';
import type { ListState } from './list-state';
import { initialListState, listReducer, pendingOffset } from './list-state';
import type { SearchRequest } from './search-query';
import { requestKey } from './search-query';
import { nextMonthStart, suggestNextAppointments } from './suggestions';

export interface AppointmentSearch {
  readonly state: ListState;
  readonly loadMore: () => void;
  readonly retry: () => void;
  /** For an empty search: the next appointments, or null while they load (or when not wanted). */
  readonly suggestions: readonly BookableAppointment[] | null;
}

/**
 * The list of bookable times for `request`, 20 at a time. A new request (a filter changed) starts
 * over and aborts the one in flight; an empty answer triggers the second search over the next
 * month for suggestions (booking doc section 4).
 */
export function useAppointmentSearch(request: SearchRequest, chosenClinicIds: readonly string[]): AppointmentSearch {
  const api = useApiClient();
  const reporter = useErrorReporter();
  const key = requestKey(request);
  const [state, dispatch] = useReducer(listReducer, key, initialListState);
  if (state.key !== key) dispatch({ type: 'search', key });

  const offset = pendingOffset(state);
  const load = useEffectEvent((signal: AbortSignal, from: number) => searchAppointments(api, request, from, signal));
  useEffect(() => {
    if (offset === null) return;
    const controller = new AbortController();
    load(controller.signal, offset).then(
      ({ availableAppointments }) => {
        if (availableAppointments.type === 'failure') {
          dispatch({ type: 'failed', key: state.key });
          return;
        }
        // A transition, as useRemote's answers: the rows render in slices, not in one long task.
        startTransition(() => dispatch({ type: 'page-loaded', key: state.key, offset, page: availableAppointments.appointments }));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        reporter.report(error, { process: 'booking-search' });
        dispatch({ type: 'failed', key: state.key });
      },
    );
    return () => controller.abort();
  }, [state.key, state.status, offset, reporter]);

  const isEmpty = state.status === 'loaded' && state.appointments.length === 0;
  const suggestions = useSuggestions(isEmpty ? request : null, chosenClinicIds);

  const loadMore = useCallback(() => dispatch({ type: 'load-more' }), []);
  const retry = useCallback(() => dispatch({ type: 'retry' }), []);
  return { state, loadMore, retry, suggestions };
}

function useSuggestions(
  emptyRequest: SearchRequest | null,
  chosenClinicIds: readonly string[],
): readonly BookableAppointment[] | null {
  const api = useApiClient();
  const reporter = useErrorReporter();
  const key = emptyRequest === null ? null : requestKey(emptyRequest);
  const [answer, setAnswer] = useState<{ key: string; suggestions: readonly BookableAppointment[] } | null>(null);

  const load = useEffectEvent((signal: AbortSignal) => {
    if (emptyRequest === null) return Promise.resolve(null);
    const searchedDay = emptyRequest.startDate ?? helsinkiDateString(Date.now());
    // The whole month after: a day range the visitor asked for does not carry over to it.
    const next: SearchRequest = { ...emptyRequest, startDate: nextMonthStart(searchedDay), endDate: undefined };
    return searchAppointments(api, next, 0, signal).then(({ availableAppointments }) =>
      suggestNextAppointments(availableAppointments.appointments, { clinicIds: chosenClinicIds, searchedDay }),
    );
  });
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (suggestions) => startTransition(() => setAnswer({ key, suggestions: suggestions ?? [] })),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // Suggestions are a help, not the answer: the empty list stands without them.
        reporter.report(error, { process: 'booking-suggestions' });
        setAnswer({ key, suggestions: [] });
      },
    );
    return () => controller.abort();
  }, [key, reporter]);
  return answer !== null && answer.key === key ? answer.suggestions : null;
}
