import type { BookableAppointment } from '@portal/booking/contracts';
import { SEARCH_PAGE_SIZE } from '@portal/booking/contracts';

/**
 * The list's loading states (booking doc section 4): a search identified by `key` (the filters,
 * customer type and language) is loaded page by page; a new key starts over from offset 0.
 */
export type ListState =
  | { readonly status: 'loading'; readonly key: string }
  | { readonly status: 'error'; readonly key: string; readonly appointments: readonly BookableAppointment[]; readonly offset: number }
  | {
      readonly status: 'loaded' | 'loading-more';
      readonly key: string;
      readonly appointments: readonly BookableAppointment[];
      /** Offset of the last page asked for. */
      readonly offset: number;
      /** A page that came back full may have a next one. */
      readonly hasMore: boolean;
    };

export type ListAction =
  | { readonly type: 'search'; readonly key: string }
  | { readonly type: 'page-loaded'; readonly key: string; readonly offset: number; readonly page: readonly BookableAppointment[] }
  | { readonly type: 'failed'; readonly key: string }
  | { readonly type: 'load-more' }
  | { readonly type: 'retry' };

export const initialListState = (key: string): ListState => ({ status: 'loading', key });

/** The offset the next request asks for, or null when nothing is to be loaded. */
export function pendingOffset(state: ListState): number | null {
  if (state.status === 'loading') return 0;
  if (state.status === 'loading-more') return state.offset;
  return null;
}

export function listReducer(state: ListState, action: ListAction): ListState {
  switch (action.type) {
    case 'search':
      // Changing a filter or the time of day resets the list and the offset.
      return action.key === state.key && state.status !== 'error' ? state : initialListState(action.key);
    case 'page-loaded': {
      // An answer to a search that is no longer shown is dropped (it was aborted, or raced).
      if (action.key !== state.key || pendingOffset(state) !== action.offset) return state;
      const before = state.status === 'loading' ? [] : state.appointments;
      return {
        status: 'loaded',
        key: state.key,
        appointments: [...before, ...action.page],
        offset: action.offset,
        hasMore: action.page.length === SEARCH_PAGE_SIZE,
      };
    }
    case 'failed':
      if (action.key !== state.key || pendingOffset(state) === null) return state;
      return {
        status: 'error',
        key: state.key,
        appointments: state.status === 'loading' ? [] : state.appointments,
        offset: state.status === 'loading-more' ? state.offset : 0,
      };
    case 'load-more':
      if (state.status !== 'loaded' || !state.hasMore) return state;
      return { ...state, status: 'loading-more', offset: state.offset + SEARCH_PAGE_SIZE };
    case 'retry':
      if (state.status !== 'error') return state;
      if (state.appointments.length === 0) return initialListState(state.key);
      return { status: 'loading-more', key: state.key, appointments: state.appointments, offset: state.offset, hasMore: true };
  }
}
