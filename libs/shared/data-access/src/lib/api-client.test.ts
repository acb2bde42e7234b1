/**
 * @jest-environment node
 */
// Node's environment has the real fetch Response and AbortController, which jsdom lacks.
import * as v from 'valibot';
import type { ApiRequestOptions } from './api-client';
import { ApiError, createApiClient, describeApiError, isApiError } from './api-client';

const token = 'csrf-token-0123456789abcdef012345';

type FetchArgs = [input: string, init: RequestInit];

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function setup(responder: (...args: FetchArgs) => Promise<Response> = () => Promise.resolve(json({}))) {
  const fetch = jest.fn<Promise<Response>, FetchArgs>(responder);
  const getCsrfToken = jest.fn<string | undefined, []>(() => token);
  const client = createApiClient({ getCsrfToken, fetch: fetch as unknown as typeof globalThis.fetch });
  const calledUrl = (index = 0): URL => new URL(fetch.mock.calls[index]?.[0] ?? 'missing:', 'https://portal.test');
  const calledInit = (index = 0): RequestInit | undefined => fetch.mock.calls[index]?.[1];
  return { fetch, getCsrfToken, client, calledUrl, calledInit };
}

/** A fetch that never answers and rejects like the real one when its signal aborts. */
function hangingFetch(_input: string, init: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('createApiClient: URL and request', () => {
  it('prefixes the base URL, fills path params and sends JSON headers with same-origin credentials', async () => {
    const { client, calledUrl, calledInit } = setup();
    await client.request({ method: 'GET', path: '/visits/:visitId', params: { visitId: 'a/b 1' } });

    expect(calledUrl().pathname).toBe('/api/visits/a%2Fb%201');
    const init = calledInit();
    expect(init?.method).toBe('GET');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.headers).toEqual({ Accept: 'application/json' });
    expect(init?.body).toBeUndefined();
  });

  it('sends the body as JSON with a content type', async () => {
    const { client, calledInit } = setup();
    await client.request({ method: 'PUT', path: '/profile', body: { phone: '+358401234567' } });

    expect(calledInit()?.body).toBe('{"phone":"+358401234567"}');
    expect(calledInit()?.headers).toEqual({ Accept: 'application/json', 'Content-Type': 'application/json', 'Idempotency-Key': expect.any(String) });
  });

  it('repeats array parameters, stringifies scalars and leaves out undefined values', async () => {
    const { client, calledUrl } = setup();
    await client.request({
      method: 'GET',
      path: '/slots',
      query: { clinicIds: [1, 2], from: '2025-01-01', remote: false, page: 3, skipped: undefined },
    });

    const params = calledUrl().searchParams;
    expect(params.getAll('clinicIds')).toEqual(['1', '2']);
    expect(params.get('from')).toBe('2025-01-01');
    expect(params.get('remote')).toBe('false');
    expect(params.get('page')).toBe('3');
    expect(params.has('skipped')).toBe(false);
    expect(calledUrl().search).toBe('?clinicIds=1&clinicIds=2&from=2025-01-01&remote=false&page=3');
  });

  it('has no "?" when there is no query', async () => {
    const { client, fetch } = setup();
    await client.request({ method: 'GET', path: '/profile' });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/profile');
  });

  it('fails fast on a missing path parameter', async () => {
    const { client, fetch } = setup();
    await expect(client.request({ method: 'GET', path: '/visits/:visitId' })).rejects.toThrow(
      'Missing path parameter "visitId"',
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('createApiClient: csrf token', () => {
  it.each(['POST', 'PUT', 'DELETE'] as const)('adds the token to the query of %s, never to a header', async (method) => {
    const { client, calledUrl, calledInit } = setup();
    await client.request({ method, path: '/appointments', query: { lang: 'fi' } });

    expect(calledUrl().searchParams.get('csrfToken')).toBe(token);
    expect(calledUrl().searchParams.get('lang')).toBe('fi');
    expect(JSON.stringify(calledInit()?.headers).toLowerCase()).not.toContain('csrf');
    expect(calledInit()?.body).toBeUndefined();
  });

  it('leaves the token out of GET calls', async () => {
    const { client, calledUrl, getCsrfToken } = setup();
    await client.request({ method: 'GET', path: '/appointments' });
    expect(calledUrl().searchParams.has('csrfToken')).toBe(false);
    expect(getCsrfToken).not.toHaveBeenCalled();
  });

  it('adds the token to a GET call that asks for it, and leaves it out of a POST that opts out', async () => {
    const { client, calledUrl } = setup();
    await client.request({ method: 'GET', path: '/documents/download', csrf: true });
    await client.request({ method: 'POST', path: '/logout', csrf: false });
    expect(calledUrl(0).searchParams.get('csrfToken')).toBe(token);
    expect(calledUrl(1).searchParams.has('csrfToken')).toBe(false);
  });

  it('does not let a caller-provided csrfToken query value duplicate the session token', async () => {
    const { client, calledUrl } = setup();
    await client.request({ method: 'POST', path: '/x', query: { csrfToken: 'forged' } });
    expect(calledUrl().searchParams.getAll('csrfToken')).toEqual([token]);
  });

  it.each([undefined, ''])('fails with missing-csrf-token before sending when the token is %p', async (missing) => {
    const { client, fetch, getCsrfToken } = setup();
    getCsrfToken.mockReturnValue(missing);
    const error = await failure(client.request({ method: 'POST', path: '/appointments' }));
    expect(error.kind).toBe('missing-csrf-token');
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('createApiClient: answers', () => {
  const Visit = v.object({ id: v.string(), clinic: v.string() });

  it('returns the schema output of a valid answer', async () => {
    const { client } = setup(() => Promise.resolve(json({ id: 'v1', clinic: 'Helsinki', extra: true })));
    const visit = await client.request({ method: 'GET', path: '/visits/v1', schema: Visit });
    // v.object drops unknown keys: the typed result is what the schema says.
    expect(visit).toEqual({ id: 'v1', clinic: 'Helsinki' });
  });

  it('returns the parsed JSON when no schema is given', async () => {
    const { client } = setup(() => Promise.resolve(json([1, 2])));
    await expect(client.request<number[]>({ method: 'GET', path: '/numbers' })).resolves.toEqual([1, 2]);
  });

  it('returns undefined for 204 without reading the body', async () => {
    const { client } = setup(() => Promise.resolve(new Response(null, { status: 204 })));
    await expect(client.request({ method: 'DELETE', path: '/x', schema: Visit })).resolves.toBeUndefined();
  });

  it('returns undefined for an empty 200 answer when no schema is given', async () => {
    const { client } = setup(() => Promise.resolve(new Response('', { status: 200 })));
    await expect(client.request({ method: 'POST', path: '/x' })).resolves.toBeUndefined();
  });

  it('fails with invalid-response (schema) naming only the offending paths', async () => {
    const { client } = setup(() => Promise.resolve(json({ id: 'v1', clinic: 123456 })));
    const error = await failure(client.request({ method: 'GET', path: '/visits/:id', params: { id: 'v1' }, schema: Visit }));
    expect(error).toMatchObject({ kind: 'invalid-response', reason: 'schema', status: 200, issuePaths: ['clinic'] });
    expect(JSON.stringify(error)).not.toContain('123456');
    expect(error.message).not.toContain('123456');
  });

  it('refuses a schema that checks asynchronously, which no answer schema does', async () => {
    const { client } = setup(() => Promise.resolve(json({ id: 'v1' })));
    const asyncSchema = v.pipeAsync(v.object({ id: v.string() }), v.checkAsync(() => Promise.resolve(true)));
    await expect(client.request({ method: 'GET', path: '/x', schema: asyncSchema })).rejects.toThrow('An answer schema must check synchronously');
  });

  it('fails with invalid-response (not-json) for a 2xx answer that is not JSON', async () => {
    const { client } = setup(() => Promise.resolve(new Response('<html>', { status: 200 })));
    const error = await failure(client.request({ method: 'GET', path: '/x' }));
    expect(error).toMatchObject({ kind: 'invalid-response', reason: 'not-json' });
  });

  it('fails with invalid-response for an empty answer when a schema expects data', async () => {
    const { client } = setup(() => Promise.resolve(new Response('', { status: 200 })));
    const error = await failure(client.request({ method: 'GET', path: '/x', schema: Visit }));
    expect(error).toMatchObject({ kind: 'invalid-response', reason: 'not-json' });
  });
});

describe('createApiClient: error kinds', () => {
  const details = [{ path: 'phone', message: 'Invalid phone number' }];

  it('maps a ValidationError 400 to validation with its details', async () => {
    const { client } = setup(() => Promise.resolve(json({ type: 'ValidationError', details }, 400)));
    const error = await failure(client.request({ method: 'PUT', path: '/profile', body: {} }));
    expect(error.kind).toBe('validation');
    // Narrowing on kind gives the details without a cast.
    if (error.kind === 'validation') expect(error.details).toEqual(details);
    expect(error.message).toBe('PUT /profile failed: validation 400');
  });

  it.each<[string, () => Response, Partial<ApiError>]>([
    ['400 with another body', () => json({ type: 'Other' }, 400), { kind: 'bad-request', status: 400 }],
    ['400 that is not JSON', () => new Response('nope', { status: 400 }), { kind: 'bad-request', status: 400 }],
    ['401', () => json({}, 401), { kind: 'unauthorized', status: 401 }],
    ['403', () => json({}, 403), { kind: 'forbidden', status: 403 }],
    ['404', () => json({}, 404), { kind: 'not-found', status: 404 }],
    ['500', () => new Response('boom', { status: 500 }), { kind: 'server', status: 500 }],
    ['503', () => new Response('', { status: 503 }), { kind: 'server', status: 503 }],
    ['409', () => json({}, 409), { kind: 'http', status: 409 }],
    ['429', () => json({}, 429), { kind: 'http', status: 429 }],
  ])('maps %s', async (_label, response, expected) => {
    const { client } = setup(() => Promise.resolve(response()));
    const error = await failure(client.request({ method: 'GET', path: '/x' }));
    expect(error).toMatchObject(expected);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
  });

  it('maps a thrown fetch to network and keeps the cause', async () => {
    const cause = new TypeError('Failed to fetch');
    const { client } = setup(() => Promise.reject(cause));
    const error = await failure(client.request({ method: 'GET', path: '/x' }));
    expect(error.kind).toBe('network');
    expect(error.cause).toBe(cause);
  });

  it('rejects a GET with a body as a programming error, without sending', async () => {
    const { client, fetch } = setup();
    await expect(client.request({ method: 'GET', path: '/x', body: {} })).rejects.toThrow(TypeError);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('createApiClient: timeout and abort', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('times out after 15 s by default and aborts the fetch', async () => {
    jest.useFakeTimers();
    const { client, calledInit } = setup(hangingFetch);
    const result = failure(client.request({ method: 'GET', path: '/slow' }));

    await jest.advanceTimersByTimeAsync(14_999);
    expect(calledInit()?.signal?.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);

    const error = await result;
    expect(error).toMatchObject({ kind: 'timeout', timeoutMs: 15000 });
    expect(calledInit()?.signal?.aborted).toBe(true);
  });

  it('honours a configured timeout', async () => {
    jest.useFakeTimers();
    const fetch = jest.fn(hangingFetch);
    const client = createApiClient({
      getCsrfToken: () => token,
      timeoutMs: 500,
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    const result = failure(client.request({ method: 'GET', path: '/slow' }));
    await jest.advanceTimersByTimeAsync(500);
    await expect(result).resolves.toMatchObject({ kind: 'timeout', timeoutMs: 500 });
  });

  it('times out while the body is still being read', async () => {
    jest.useFakeTimers();
    const { client } = setup((_input, init) => {
      const stalled = new ReadableStream<Uint8Array>({
        start(controller) {
          init.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
        },
      });
      return Promise.resolve(new Response(stalled, { status: 200 }));
    });
    const result = failure(client.request({ method: 'GET', path: '/slow-body' }));
    await jest.advanceTimersByTimeAsync(15_000);
    await expect(result).resolves.toMatchObject({ kind: 'timeout' });
  });

  it('reports a caller abort as aborted, not as a timeout', async () => {
    jest.useFakeTimers();
    const { client, calledInit } = setup(hangingFetch);
    const caller = new AbortController();
    const result = failure(client.request({ method: 'GET', path: '/slow', signal: caller.signal }));

    await jest.advanceTimersByTimeAsync(1000);
    caller.abort();
    const error = await result;
    expect(error.kind).toBe('aborted');
    expect(calledInit()?.signal?.aborted).toBe(true);

    // The timer was cleared: nothing fires later.
    expect(jest.getTimerCount()).toBe(0);
  });

  it('fails with aborted without calling fetch when the signal is already aborted', async () => {
    const { client, fetch } = setup();
    const caller = new AbortController();
    caller.abort();
    const error = await failure(client.request({ method: 'GET', path: '/x', signal: caller.signal }));
    expect(error.kind).toBe('aborted');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('clears the timer and the abort listener after a successful call', async () => {
    jest.useFakeTimers();
    const caller = new AbortController();
    const remove = jest.spyOn(caller.signal, 'removeEventListener');
    const { client } = setup();
    await client.request({ method: 'GET', path: '/x', signal: caller.signal });
    expect(jest.getTimerCount()).toBe(0);
    expect(remove).toHaveBeenCalledWith('abort', expect.any(Function));
  });
});

describe('describeApiError', () => {
  async function errorFor(options: ApiRequestOptions, response: () => Response): Promise<ApiError> {
    const { client } = setup(() => Promise.resolve(response()));
    return failure(client.request(options));
  }

  it('gives code, method, path template and status, without ids, query or body', async () => {
    const error = await errorFor(
      {
        method: 'POST',
        path: '/patients/:hetu/visits',
        params: { hetu: '010190-123A' },
        query: { email: 'maija@example.fi' },
        body: { note: 'secret' },
      },
      () => new Response('{"patient":"Maija"}', { status: 502 }),
    );
    const description = describeApiError(error);
    expect(description).toEqual({ code: 'api.server', method: 'POST', path: '/patients/:hetu/visits', status: 502 });
    const text = JSON.stringify(description) + error.message;
    for (const secret of ['010190', 'maija', 'secret', 'Maija', 'csrf']) expect(text).not.toContain(secret);
  });

  it('masks id-like segments of a hand-built path but keeps version segments', async () => {
    const error = await errorFor({ method: 'GET', path: '/v2/patients/010190-123A/visits/42' }, () => json({}, 404));
    expect(describeApiError(error)).toEqual({
      code: 'api.not-found',
      method: 'GET',
      path: '/v2/patients/:param/visits/:param',
      status: 404,
    });
    expect(error.message).toBe('GET /v2/patients/:param/visits/:param failed: not-found 404');
  });

  it('has no status for errors without an answer', async () => {
    const { client } = setup(() => Promise.reject(new TypeError('offline')));
    const error = await failure(client.request({ method: 'GET', path: '/x' }));
    expect(describeApiError(error)).toEqual({ code: 'api.network', method: 'GET', path: '/x' });
  });
});

describe('isApiError', () => {
  it('tells API errors from other values', async () => {
    const { client } = setup(() => Promise.resolve(json({}, 401)));
    const error = await client.request({ method: 'GET', path: '/x' }).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(isApiError(new Error('other'))).toBe(false);
    expect(isApiError({ kind: 'network' })).toBe(false);
  });

  it('works with instanceof, which narrows to the kinds', () => {
    const error: unknown = new ApiError({ kind: 'not-found', status: 404 }, { method: 'GET', path: '/x' });
    expect(error instanceof ApiError && error.kind === 'not-found' && error.status).toBe(404);
    const network = new ApiError({ kind: 'network' }, { method: 'GET', path: '/x' });
    // @ts-expect-error A network error has no status: the union keeps callers honest.
    expect(network.kind === 'network' && network.status).toBeUndefined();
  });
});

describe('createApiClient: session expiry header', () => {
  function withExpiry(status: number, expires: string | null): Response {
    const headers = new Headers({ 'Content-Type': 'application/json' });
    if (expires !== null) headers.set('x-session-expires', expires);
    return new Response(status === 204 ? null : '{}', { status, headers });
  }

  function client(response: () => Response) {
    const onSessionExpires = jest.fn<void, [string]>();
    const api = createApiClient({
      getCsrfToken: () => token,
      fetch: () => Promise.resolve(response()),
      onSessionExpires,
    });
    return { api, onSessionExpires };
  }

  it.each([200, 204])('reports the header of a %i answer', async (status) => {
    const { api, onSessionExpires } = client(() => withExpiry(status, '2026-11-22T10:30:00.000Z'));
    await api.request({ method: 'POST', path: '/x' });
    expect(onSessionExpires).toHaveBeenCalledWith('2026-11-22T10:30:00.000Z');
  });

  it('reports the header of an error answer too, as the call moved the idle timeout all the same', async () => {
    const { api, onSessionExpires } = client(() => withExpiry(404, '2026-11-22T10:30:00.000Z'));
    await expect(api.request({ method: 'GET', path: '/x' })).rejects.toMatchObject({ kind: 'not-found' });
    expect(onSessionExpires).toHaveBeenCalledWith('2026-11-22T10:30:00.000Z');
  });

  it('says nothing when the answer has no header (no valid session)', async () => {
    const { api, onSessionExpires } = client(() => withExpiry(200, null));
    await api.request({ method: 'GET', path: '/x' });
    expect(onSessionExpires).not.toHaveBeenCalled();
  });
});

describe('createApiClient: idempotency keys', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  const keyOf = (init: RequestInit | undefined): string | undefined => (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key'];

  it('sends a key with every state change and none with a read', async () => {
    const { client, calledInit } = setup();
    await client.request({ method: 'GET', path: '/profile' });
    await client.request({ method: 'POST', path: '/messages', body: { text: 'a' } });
    await client.request({ method: 'DELETE', path: '/appointments/:id', params: { id: 5 } });
    expect(keyOf(calledInit(0))).toBeUndefined();
    expect(keyOf(calledInit(1))).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keyOf(calledInit(2))).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keyOf(calledInit(2))).not.toBe(keyOf(calledInit(1)));
  });

  it('sends the same key again when the same change is retried after a time-out, and a new one once an answer came', async () => {
    jest.useFakeTimers();
    let answer = false;
    const fetch = jest.fn((input: string, init: RequestInit) => (answer ? Promise.resolve(json({ ok: true })) : hangingFetch(input, init)));
    const client = createApiClient({ getCsrfToken: () => token, timeoutMs: 500, fetch: fetch as unknown as typeof globalThis.fetch });
    const change = { method: 'POST', path: '/reserve-appointment', body: { appointmentId: 7 } } as const;

    const first = failure(client.request(change));
    await jest.advanceTimersByTimeAsync(500);
    expect(await first).toMatchObject({ kind: 'timeout' });
    answer = true;
    await client.request(change);
    await client.request(change);
    await client.request({ ...change, body: { appointmentId: 8 } });

    const keys = fetch.mock.calls.map(([, init]) => keyOf(init));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(keys[3]).not.toBe(keys[2]);
  });

  it('asks again while the API still runs the first attempt, and gives the answer that then comes', async () => {
    jest.useFakeTimers();
    const answers = [json({ type: 'RequestInProgress' }, 409), json({ type: 'RequestInProgress' }, 409), json({ reserved: true })];
    const { client, fetch } = setup(() => Promise.resolve(answers.shift() ?? json({})));
    const result = client.request({ method: 'POST', path: '/reserve-appointment', body: {} });
    await jest.advanceTimersByTimeAsync(2_000);
    await expect(result).resolves.toEqual({ reserved: true });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(new Set(fetch.mock.calls.map(([, init]) => keyOf(init))).size).toBe(1);
  });

  it('reports another 409 as an error at once', async () => {
    const { client, fetch } = setup(() => Promise.resolve(json({ type: 'Conflict' }, 409)));
    expect(await failure(client.request({ method: 'POST', path: '/x', body: {} }))).toMatchObject({ kind: 'http', status: 409 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('createApiClient: an answer of 401', () => {
  it.each([
    [401, 1],
    [403, 0],
    [404, 0],
    [200, 0],
  ])('tells onUnauthorized of a %i answer %i times', async (status, times) => {
    const onUnauthorized = jest.fn();
    const api = createApiClient({
      getCsrfToken: () => token,
      fetch: () => Promise.resolve(new Response('{}', { status, headers: { 'Content-Type': 'application/json' } })),
      onUnauthorized,
    });
    await api.request({ method: 'GET', path: '/x' }).catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(times);
  });
});
