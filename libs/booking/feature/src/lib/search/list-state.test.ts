import { bookableAppointments } from '@portal/booking/contracts/testing';
import type { ListState } from './list-state';
import { initialListState, listReducer, pendingOffset } from './list-state';

const full = bookableAppointments(20);

function loaded(key = 'a', count = 20): ListState {
  return listReducer(initialListState(key), { type: 'page-loaded', key, offset: 0, page: bookableAppointments(count) });
}

describe('listReducer', () => {
  it('asks for offset 0 first', () => {
    expect(pendingOffset(initialListState('a'))).toBe(0);
  });

  it('has more only when a page came back with exactly 20', () => {
    expect(loaded('a', 20)).toMatchObject({ status: 'loaded', hasMore: true });
    expect(loaded('a', 19)).toMatchObject({ status: 'loaded', hasMore: false });
  });

  it("loads the next 20 on 'load more' and appends them", () => {
    const more = listReducer(loaded(), { type: 'load-more' });
    expect(more).toMatchObject({ status: 'loading-more', offset: 20 });
    expect(pendingOffset(more)).toBe(20);
    const next = listReducer(more, { type: 'page-loaded', key: 'a', offset: 20, page: bookableAppointments(5, 100) });
    expect(next).toMatchObject({ status: 'loaded', offset: 20, hasMore: false });
    expect(next.status === 'loaded' && next.appointments).toHaveLength(25);
  });

  it("does nothing on 'load more' without more", () => {
    const last = loaded('a', 3);
    expect(listReducer(last, { type: 'load-more' })).toBe(last);
  });

  it('starts over from offset 0 when the search changes', () => {
    const more = listReducer(loaded(), { type: 'load-more' });
    expect(listReducer(more, { type: 'search', key: 'b' })).toEqual({ status: 'loading', key: 'b' });
  });

  it('drops an answer to an earlier search or offset', () => {
    const state = initialListState('b');
    expect(listReducer(state, { type: 'page-loaded', key: 'a', offset: 0, page: full })).toBe(state);
    expect(listReducer(state, { type: 'page-loaded', key: 'b', offset: 20, page: full })).toBe(state);
    expect(listReducer(state, { type: 'failed', key: 'a' })).toBe(state);
  });

  it('retries the first page after a failure', () => {
    const failed = listReducer(initialListState('a'), { type: 'failed', key: 'a' });
    expect(failed).toMatchObject({ status: 'error', appointments: [] });
    expect(pendingOffset(failed)).toBeNull();
    expect(listReducer(failed, { type: 'retry' })).toEqual({ status: 'loading', key: 'a' });
  });

  it('keeps the loaded times when a later page fails, and retries that page', () => {
    const failed = listReducer(listReducer(loaded(), { type: 'load-more' }), { type: 'failed', key: 'a' });
    expect(failed).toMatchObject({ status: 'error', offset: 20 });
    const retried = listReducer(failed, { type: 'retry' });
    expect(retried).toMatchObject({ status: 'loading-more', offset: 20 });
    expect(retried.status === 'loading-more' && retried.appointments).toHaveLength(20);
  });
});
