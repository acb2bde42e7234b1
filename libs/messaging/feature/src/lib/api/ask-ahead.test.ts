import { clearPrefetched, jsonResponse } from '@portal/shared/data-access/testing';
import { aPageState, aThread } from '../../testing/fixtures';
import { askAhead } from './ask-ahead';
import { messagingClientFor } from './messaging-client';
import { pageStateAhead } from './page-state';
import { threadAhead, threadAheadKey } from './thread';

const token = 'test-csrf-token-0123456789abcdef';
const realFetch = globalThis.fetch;
const sent: { url: string; operationName: string; variables: unknown }[] = [];

beforeEach(() => {
  sent.length = 0;
  globalThis.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const { operationName, variables } = JSON.parse(String(init?.body)) as { operationName: string; variables: unknown };
    sent.push({ url: String(url), operationName, variables });
    const data = operationName === 'CustomerMessagingPageState' ? { customerMessagingPageState: aPageState() } : { messagingThreadForCustomer: aThread({ title: 'Ahead' }) };
    return jsonResponse({ data });
  });
});
afterEach(() => {
  globalThis.fetch = realFetch;
  clearPrefetched();
});

describe('askAhead', () => {
  it("sends the page state and the thread with the session's token, for the page's first loads to take", async () => {
    askAhead('10', token);
    const state = pageStateAhead.take(token);
    const thread = threadAhead.take(threadAheadKey(token, '10'));
    await expect(state).resolves.toMatchObject({ status: aPageState().status });
    await expect(thread).resolves.toMatchObject({ thread: { title: 'Ahead' } });
    expect(sent.map((call) => call.operationName).sort()).toEqual(['CustomerMessagingPageState', 'MessagingThreadForCustomer']);
    expect(sent.find((call) => call.operationName === 'MessagingThreadForCustomer')?.variables).toEqual({ id: '10' });
    expect(sent.every((call) => call.url === `/api/customer-messaging?csrfToken=${token}`)).toBe(true);
  });
});

describe('messagingClientFor', () => {
  it('is one client for one token, and a new one for a new token', () => {
    const client = messagingClientFor(token);
    expect(messagingClientFor(token)).toBe(client);
    expect(messagingClientFor('renewed-csrf-token-0123456789abc')).not.toBe(client);
  });
});
