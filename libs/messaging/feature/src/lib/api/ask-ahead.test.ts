import { clearPrefetched, jsonResponse } from '@portal/shared/data-access/testing';
import { print } from 'graphql';
import { CustomerMessagingPageStateDocument, MessagingThreadForCustomerDocument } from '../gql/graphql';
import { aPageState, aThread } from '../../testing/fixtures';
import { pageStateAhead, threadAhead, threadAheadKey } from './answers-ahead';
import { askAhead, queryAhead } from './ask-ahead';
import { messagingClientFor } from './messaging-client';
import { loadThread } from './thread';

const token = 'test-csrf-token-0123456789abcdef';
const realFetch = globalThis.fetch;

interface Sent {
  url: string;
  method: string | undefined;
  headers: Record<string, string>;
  body: { operationName: string; variables: unknown; query: string };
}
const sent: Sent[] = [];
let answer: (operationName: string) => Response;

const answerData = (operationName: string) =>
  jsonResponse({ data: operationName === 'CustomerMessagingPageState' ? { customerMessagingPageState: aPageState() } : { messagingThreadForCustomer: aThread({ title: 'Ahead' }) } });

beforeEach(() => {
  sent.length = 0;
  answer = answerData;
  globalThis.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Sent['body'];
    sent.push({ url: String(url), method: init?.method, headers: Object.fromEntries(new Headers(init?.headers).entries()), body });
    return answer(body.operationName);
  });
});
afterEach(() => {
  globalThis.fetch = realFetch;
  clearPrefetched();
});

const asked = () => Promise.reject(new Error('asked again'));

describe('askAhead', () => {
  it("sends the page state and the thread with the session's token, for the page's first loads to take", async () => {
    askAhead('10', token);
    await expect(pageStateAhead.takeOr(token, asked)).resolves.toMatchObject({ status: aPageState().status });
    await expect(threadAhead.takeOr(threadAheadKey(token, '10'), asked)).resolves.toMatchObject({ thread: { title: 'Ahead' } });
    expect(sent.map((call) => call.body.operationName).sort()).toEqual(['CustomerMessagingPageState', 'MessagingThreadForCustomer']);
    const thread = sent.find((call) => call.body.operationName === 'MessagingThreadForCustomer');
    expect(thread?.body.variables).toEqual({ id: '10' });
    expect(thread?.body.query).toBe(print(MessagingThreadForCustomerDocument));
    expect(sent.find((call) => call.body.operationName === 'CustomerMessagingPageState')?.body.query).toBe(print(CustomerMessagingPageStateDocument));
    expect(sent.every((call) => call.url === `/api/customer-messaging?csrfToken=${token}` && call.method === 'POST')).toBe(true);
  });

  it("is the request the page's own client makes, but for the __typename that client adds for its cache", async () => {
    await queryAhead(MessagingThreadForCustomerDocument, { id: '10' }, token);
    await loadThread(messagingClientFor(token), '10');
    const [ahead, client] = sent;
    const withoutTypenames = (query: string | undefined) => query?.replace(/^\s*__typename\n/gm, '');
    expect(ahead?.url).toBe(client?.url);
    expect(ahead?.method).toBe(client?.method);
    expect(ahead?.headers['content-type']).toBe(client?.headers['content-type']);
    expect(ahead?.body.operationName).toBe(client?.body.operationName);
    expect(ahead?.body.variables).toEqual(client?.body.variables);
    expect(withoutTypenames(ahead?.body.query)).toBe(withoutTypenames(client?.body.query));
  });

  it.each([
    ['a status other than 200', () => jsonResponse({ errors: [{ message: 'Bad request' }] }, 400)],
    ['errors in the answer', () => jsonResponse({ data: null, errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }] })],
    ['no data', () => jsonResponse({})],
  ])('fails on %s, for the page to ask again with its own client', async (_case, failure) => {
    answer = failure;
    askAhead('10', token);
    await expect(threadAhead.takeOr(threadAheadKey(token, '10'), asked)).rejects.toThrow('asked again');
    await expect(pageStateAhead.takeOr(token, asked)).rejects.toThrow('asked again');
  });
});

describe('messagingClientFor', () => {
  it('is one client for one token, and a new one for a new token', () => {
    const client = messagingClientFor(token);
    expect(messagingClientFor(token)).toBe(client);
    expect(messagingClientFor('renewed-csrf-token-0123456789abc')).not.toBe(client);
  });
});
