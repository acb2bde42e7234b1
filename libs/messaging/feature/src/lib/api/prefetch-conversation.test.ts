import { createApiClient } from '@portal/shared/data-access';
import { aSignedInSession, anAnonymousSession, toSessionResponse } from '@portal/shared/data-access/testing';
import { askAhead } from './ask-ahead';
import { prefetchConversation } from './prefetch-conversation';

jest.mock('./ask-ahead', () => ({ askAhead: jest.fn() }));

const api = createApiClient({ getCsrfToken: () => undefined, fetch: () => Promise.reject(new Error('no REST calls here')) });
const allowed = toSessionResponse(aSignedInSession({ features: ['customer-messaging-enabled', 'customer-messaging-allowed'] }));

/** Lets the dynamic import of ask-ahead resolve. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => jest.mocked(askAhead).mockClear());

describe('prefetchConversation', () => {
  it("asks ahead for the address's conversation with the session's csrf token", async () => {
    prefetchConversation(api, 'fi', allowed, { threadId: '10' });
    await settle();
    expect(askAhead).toHaveBeenCalledWith('10', 'test-csrf-token-0123456789abcdef');
  });

  it('asks nothing for an address that names no conversation the API takes', async () => {
    prefetchConversation(api, 'en', allowed, { threadId: 'abc' });
    prefetchConversation(api, 'en', allowed, { threadId: '1234567890' });
    prefetchConversation(api, 'en', allowed, {});
    await settle();
    expect(askAhead).not.toHaveBeenCalled();
  });

  it('asks nothing for a patient whose session does not allow messaging, nor without a session', async () => {
    prefetchConversation(api, 'en', toSessionResponse(aSignedInSession({ features: ['customer-messaging-enabled'] })), { threadId: '10' });
    prefetchConversation(api, 'en', anAnonymousSession({ features: ['customer-messaging-allowed'] }), { threadId: '10' });
    await settle();
    expect(askAhead).not.toHaveBeenCalled();
  });
});
