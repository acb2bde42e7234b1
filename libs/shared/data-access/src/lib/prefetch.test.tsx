import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import { answer, mockApi, offline } from '../testing';
import { createApiClient, isApiError } from './api-client';
import { ErrorReporterProvider } from './error-reporter-context';
import { createNoopReporter } from './error-reporting';
import { answersAhead, clearPrefetched, prefetch, PREFETCH_FRESH_MS, takePrefetched } from './prefetch';
import { useRemote } from './use-remote';

const VisitSchema = v.object({ id: v.string() });

function apiWith(handlers: Parameters<typeof mockApi>[0]) {
  const { fetch, calls } = mockApi(handlers);
  return { api: createApiClient({ getCsrfToken: () => 'token', fetch }), calls };
}

afterEach(() => {
  clearPrefetched();
  jest.useRealTimers();
});

describe('prefetch', () => {
  it('gives the answer out once, to the same call only, checked with the schema', async () => {
    const { api, calls } = apiWith({ 'GET /api/visits/1': answer({ id: '1' }) });
    prefetch(api, { method: 'GET', path: '/visits/1', query: { lang: 'sv', page: 1 } });
    expect(takePrefetched({ method: 'GET', path: '/visits/1', query: { lang: 'fi', page: 1 } }, VisitSchema)).toBeUndefined();
    expect(takePrefetched({ method: 'GET', path: '/visits/2', query: { lang: 'sv', page: 1 } }, VisitSchema)).toBeUndefined();
    // The same query in another order is the same call.
    await expect(takePrefetched({ method: 'GET', path: '/visits/1', query: { page: 1, lang: 'sv' } }, VisitSchema)).resolves.toEqual({ id: '1' });
    expect(takePrefetched({ method: 'GET', path: '/visits/1', query: { lang: 'sv', page: 1 } }, VisitSchema)).toBeUndefined();
    expect(calls.map((call) => `${call.url.pathname}${call.url.search}`)).toEqual(['/api/visits/1?lang=sv&page=1']);
  });

  it('asks once while an answer waits', () => {
    const { api, calls } = apiWith({ 'GET /api/visits/1': answer({ id: '1' }) });
    prefetch(api, { method: 'GET', path: '/visits/1' });
    prefetch(api, { method: 'GET', path: '/visits/1' });
    expect(calls).toHaveLength(1);
  });

  it('an answer against the schema fails as the call with the schema would', async () => {
    const { api } = apiWith({ 'GET /api/visits/1': answer({ id: 1 }) });
    prefetch(api, { method: 'GET', path: '/visits/1' });
    const failure = await takePrefetched({ method: 'GET', path: '/visits/1' }, VisitSchema)?.catch((error: unknown) => error);
    expect(isApiError(failure)).toBe(true);
    expect(failure).toMatchObject({ kind: 'invalid-response', reason: 'schema', issuePaths: ['id'], method: 'GET', path: '/visits/1' });
  });

  it('an answer that waited too long is not given out: the page asks again', () => {
    jest.useFakeTimers({ now: new Date('2026-11-28T10:00:00Z') });
    const { api } = apiWith({ 'GET /api/visits/1': answer({ id: '1' }) });
    prefetch(api, { method: 'GET', path: '/visits/1' });
    jest.setSystemTime(Date.now() + PREFETCH_FRESH_MS);
    expect(takePrefetched({ method: 'GET', path: '/visits/1' }, VisitSchema)).toBeUndefined();
  });

  it('a failure no page takes is no unhandled rejection, and one taken reaches the page', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const { api } = apiWith({ 'GET /api/visits/1': offline, 'GET /api/visits/2': offline });
      prefetch(api, { method: 'GET', path: '/visits/1' });
      prefetch(api, { method: 'GET', path: '/visits/2' });
      const failure = await takePrefetched({ method: 'GET', path: '/visits/2' }, VisitSchema)?.catch((error: unknown) => error);
      expect(isApiError(failure) && failure.kind).toBe('network');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});

describe('answersAhead', () => {
  const asked = () => Promise.resolve('asked');

  it('gives an answer out once, to the same key of the same kind', async () => {
    const threads = answersAhead<string>('thread');
    const states = answersAhead<string>('state');
    threads.put('token/10', Promise.resolve('thread 10'));
    await expect(threads.takeOr('token/11', asked)).resolves.toBe('asked');
    await expect(threads.takeOr('other-token/10', asked)).resolves.toBe('asked');
    await expect(states.takeOr('token/10', asked)).resolves.toBe('asked');
    await expect(threads.takeOr('token/10', asked)).resolves.toBe('thread 10');
    await expect(threads.takeOr('token/10', asked)).resolves.toBe('asked');
  });

  it('asks anew once the answer is no longer fresh', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-24T10:00:00.000Z') });
    const states = answersAhead<string>('state');
    states.put('token', Promise.resolve('state'));
    jest.setSystemTime(Date.now() + PREFETCH_FRESH_MS - 1);
    await expect(states.takeOr('token', asked)).resolves.toBe('state');
    states.put('token', Promise.resolve('state'));
    jest.setSystemTime(Date.now() + PREFETCH_FRESH_MS);
    await expect(states.takeOr('token', asked)).resolves.toBe('asked');
  });

  it("asks anew when asking ahead failed, so the page shows its own client's failure; none is left unhandled meanwhile", async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const states = answersAhead<string>('state');
      states.put('token', Promise.reject(new Error('offline')));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
      const ask = jest.fn(() => Promise.reject(new Error('not found')));
      await expect(states.takeOr('token', ask)).rejects.toThrow('not found');
      expect(ask).toHaveBeenCalledTimes(1);
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('does not ask while an answer asked ahead is there for it', async () => {
    const states = answersAhead<string>('state');
    states.put('token', Promise.resolve('state'));
    const ask = jest.fn(asked);
    await expect(states.takeOr('token', ask)).resolves.toBe('state');
    expect(ask).not.toHaveBeenCalled();
  });
});

describe('useRemote with a load that does not heed the abort', () => {
  const wrapper = ({ children }: { children: ReactNode }) => <ErrorReporterProvider reporter={createNoopReporter()}>{children}</ErrorReporterProvider>;

  it('drops its answer when it arrives after the key changed', async () => {
    let resolveFirst: (value: string) => void = () => undefined;
    const first = new Promise<string>((resolve) => (resolveFirst = resolve));
    const { result, rerender } = renderHook(({ id }) => useRemote(`visit/${id}`, () => (id === '1' ? first : Promise.resolve('visit 2')), 'visit'), {
      wrapper,
      initialProps: { id: '1' },
    });
    rerender({ id: '2' });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'visit 2' }));
    await act(async () => resolveFirst('visit 1'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'visit 2' });
  });
});
