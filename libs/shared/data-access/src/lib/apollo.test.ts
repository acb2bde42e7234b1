/**
 * @jest-environment node
 */
// Node's environment has the real fetch Response and AbortController, which jsdom lacks.
import { gql } from '@apollo/client';
import { isApiError } from './api-client';
import type { MessagingClientOptions } from './apollo';
import { createMessagingClient } from './apollo';

const token = 'csrf-token-0123456789abcdef012345';

const THREADS = gql`
  query Threads {
    threads {
      id
    }
  }
`;

const SEND = gql`
  mutation Send($text: String!) {
    sendMessage(text: $text) {
      id
    }
  }
`;

type FetchArgs = [input: string, init: RequestInit];

function graphqlAnswer(data: unknown, status = 200): Response {
  return new Response(JSON.stringify({ data }), { status, headers: { 'Content-Type': 'application/json' } });
}

const threadsAnswer = () => graphqlAnswer({ threads: [{ __typename: 'Thread', id: 't1' }] });

/** A fetch that never answers and rejects like the real one when its signal aborts. */
function hangingFetch(_input: string, init: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });
}

function setup(
  responder: (...args: FetchArgs) => Promise<Response>,
  options: Partial<MessagingClientOptions> = {},
) {
  const fetch = jest.fn<Promise<Response>, FetchArgs>(responder);
  const client = createMessagingClient({
    getCsrfToken: () => token,
    fetch: fetch as unknown as typeof globalThis.fetch,
    ...options,
  });
  return { fetch, client };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the operation to fail');
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('createMessagingClient: csrf token', () => {
  it('posts to /api/customer-messaging with the csrf token in the query and same-origin credentials', async () => {
    const { client, fetch } = setup(() => Promise.resolve(threadsAnswer()));
    const result = await client.query({ query: THREADS });

    expect(result.data).toEqual({ threads: [{ __typename: 'Thread', id: 't1' }] });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(`/api/customer-messaging?csrfToken=${token}`);
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(JSON.stringify(init?.headers).toLowerCase()).not.toContain('csrf');
  });

  it('appends the token to a uri that already has a query', async () => {
    const { client, fetch } = setup(() => Promise.resolve(threadsAnswer()), { uri: '/gql?brand=x' });
    await client.query({ query: THREADS });
    expect(fetch.mock.calls[0]?.[0]).toBe(`/gql?brand=x&csrfToken=${token}`);
  });

  it('fails with missing-csrf-token without sending when there is no token', async () => {
    const { client, fetch } = setup(() => Promise.resolve(threadsAnswer()), { getCsrfToken: () => undefined });
    const error = await rejection(client.query({ query: THREADS }));
    expect(isApiError(error) && error.kind).toBe('missing-csrf-token');
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('createMessagingClient: timeout', () => {
  it('aborts the request after 10 s by default and fails with a timeout ApiError', async () => {
    jest.useFakeTimers();
    const { client, fetch } = setup(hangingFetch);
    const result = rejection(client.query({ query: THREADS }));

    await jest.advanceTimersByTimeAsync(9_999);
    const signal = fetch.mock.calls[0]?.[1].signal;
    expect(signal?.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);

    const error = await result;
    expect(isApiError(error) && error.kind).toBe('timeout');
    expect(isApiError(error) && error.message).toBe('POST /api/customer-messaging failed: timeout');
    expect(signal?.aborted).toBe(true);
  });

  it('honours a configured timeout', async () => {
    jest.useFakeTimers();
    const { client } = setup(hangingFetch, { timeoutMs: 2000 });
    const result = rejection(client.query({ query: THREADS }));
    await jest.advanceTimersByTimeAsync(2000);
    await expect(result).resolves.toMatchObject({ kind: 'timeout', timeoutMs: 2000 });
  });
});

describe('createMessagingClient: retries', () => {
  const offline = () => Promise.reject(new TypeError('Failed to fetch'));

  it('does not retry by default', async () => {
    const { client, fetch } = setup(offline);
    const error = await rejection(client.query({ query: THREADS }));
    expect(error).toBeInstanceOf(TypeError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('retries a failed query as many times as configured, with growing jittered delays', async () => {
    jest.useFakeTimers();
    jest.spyOn(Math, 'random').mockReturnValue(0.5);
    const { client, fetch } = setup(offline, { retries: 2, retryBaseDelayMs: 100 });
    fetch.mockImplementationOnce(offline).mockImplementationOnce(offline);
    fetch.mockImplementationOnce(() => Promise.resolve(threadsAnswer()));
    const result = client.query({ query: THREADS });

    await jest.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    // First retry: random × 100 × 2¹ = 100 ms.
    await jest.advanceTimersByTimeAsync(99);
    expect(fetch).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    // Second retry: random × 100 × 2² = 200 ms.
    await jest.advanceTimersByTimeAsync(199);
    expect(fetch).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(3);

    await expect(result).resolves.toMatchObject({ data: { threads: [{ id: 't1' }] } });
  });

  it('gives up after the configured retries', async () => {
    const { client, fetch } = setup(offline, { retries: 2, retryBaseDelayMs: 1 });
    const error = await rejection(client.query({ query: THREADS }));
    expect(error).toBeInstanceOf(TypeError);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('retries a timed-out query attempt', async () => {
    jest.useFakeTimers();
    const { client, fetch } = setup(hangingFetch, { retries: 1, retryBaseDelayMs: 1, timeoutMs: 1000 });
    fetch.mockImplementationOnce(hangingFetch).mockImplementationOnce(() => Promise.resolve(threadsAnswer()));
    const result = client.query({ query: THREADS });
    await jest.advanceTimersByTimeAsync(1000 + 10);
    expect(fetch).toHaveBeenCalledTimes(2);
    await expect(result).resolves.toMatchObject({ data: { threads: [{ id: 't1' }] } });
  });

  it('never retries a mutation, so a message is not sent twice', async () => {
    const { client, fetch } = setup(offline, { retries: 3, retryBaseDelayMs: 1 });
    const error = await rejection(client.mutate({ mutation: SEND, variables: { text: 'hei' } }));
    expect(error).toBeInstanceOf(TypeError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not retry a 4xx answer', async () => {
    const { client, fetch } = setup(() => Promise.resolve(new Response('{}', { status: 403 })), {
      retries: 3,
      retryBaseDelayMs: 1,
    });
    await rejection(client.query({ query: THREADS }));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    [401, 1],
    [403, 0],
    [503, 0],
  ])('tells onUnauthorized of a %i answer %i times', async (status, times) => {
    const onUnauthorized = jest.fn();
    const { client } = setup(() => Promise.resolve(new Response('{}', { status })), { onUnauthorized });
    await rejection(client.query({ query: THREADS }));
    expect(onUnauthorized).toHaveBeenCalledTimes(times);
  });

  it('retries a 5xx answer', async () => {
    const { client, fetch } = setup(() => Promise.resolve(new Response('{}', { status: 503 })), {
      retries: 1,
      retryBaseDelayMs: 1,
    });
    fetch.mockImplementationOnce(() => Promise.resolve(new Response('{}', { status: 503 })));
    fetch.mockImplementationOnce(() => Promise.resolve(threadsAnswer()));
    await expect(client.query({ query: THREADS })).resolves.toMatchObject({ data: { threads: [{ id: 't1' }] } });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('createMessagingClient: idempotency keys', () => {
  const keyOf = (init: RequestInit | undefined): string | undefined => new Headers(init?.headers).get('Idempotency-Key') ?? undefined;
  const sendAnswer = () => graphqlAnswer({ sendMessage: { __typename: 'Message', id: 'm1' } });

  it('sends a key with a mutation and none with a query', async () => {
    const { client, fetch } = setup(() => Promise.resolve(fetch.mock.calls.length === 1 ? threadsAnswer() : sendAnswer()));
    await client.query({ query: THREADS });
    await client.mutate({ mutation: SEND, variables: { text: 'hei' } });
    expect(keyOf(fetch.mock.calls[0]?.[1])).toBeUndefined();
    expect(keyOf(fetch.mock.calls[1]?.[1])).toMatch(/^[0-9a-f-]{32,36}$/);
  });

  it('sends the same message again with the same key after a lost connection, and a new message with a new one', async () => {
    let online = false;
    const { client, fetch } = setup(() => (online ? Promise.resolve(sendAnswer()) : Promise.reject(new TypeError('Failed to fetch'))));
    await rejection(client.mutate({ mutation: SEND, variables: { text: 'hei' } }));
    online = true;
    await client.mutate({ mutation: SEND, variables: { text: 'hei' } });
    await client.mutate({ mutation: SEND, variables: { text: 'hei' } });
    const keys = fetch.mock.calls.map(([, init]) => keyOf(init));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });
});
