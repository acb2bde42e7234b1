import type { SessionResponse } from '@portal/shared/contracts';
import { anAnonymousSession, aSignedInSession } from '../../testing';
import { createSessionStore } from './session-store';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createSessionStore', () => {
  it('is loading until the answer arrives, then ready with it', async () => {
    const answer = deferred<SessionResponse>();
    const store = createSessionStore(() => answer.promise);
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.getSnapshot().status));
    const loading = store.load();
    expect(store.getSnapshot()).toEqual({ status: 'loading' });
    const response = aSignedInSession();
    answer.resolve(response);
    await loading;
    expect(store.getSnapshot()).toEqual({ status: 'ready', response });
    expect(seen).toEqual(['ready']);
  });

  it('asks once for loads made while one runs', async () => {
    const fetchSession = jest.fn(() => Promise.resolve(anAnonymousSession()));
    const store = createSessionStore(fetchSession);
    await Promise.all([store.load(), store.load()]);
    expect(fetchSession).toHaveBeenCalledTimes(1);
  });

  it('fails without rejecting and loads again on retry', async () => {
    const error = new Error('offline');
    const fetchSession = jest.fn<Promise<SessionResponse>, []>().mockRejectedValueOnce(error);
    fetchSession.mockResolvedValueOnce(anAnonymousSession());
    const store = createSessionStore(fetchSession);
    await store.load();
    expect(store.getSnapshot()).toEqual({ status: 'failed', error });
    const retry = store.load();
    expect(store.getSnapshot()).toEqual({ status: 'loading' });
    await retry;
    expect(store.getSnapshot()).toEqual({ status: 'ready', response: anAnonymousSession() });
  });

  it('keeps the current answer while refreshing and takes the new one', async () => {
    const first = aSignedInSession();
    const answer = deferred<SessionResponse>();
    const store = createSessionStore(() => answer.promise, { initial: first });
    const refreshing = store.refresh();
    expect(store.getSnapshot()).toEqual({ status: 'ready', response: first });
    const second = anAnonymousSession({ reason: 'expired' });
    answer.resolve(second);
    await expect(refreshing).resolves.toBe(second);
    expect(store.getSnapshot()).toEqual({ status: 'ready', response: second });
  });

  it('rejects a failed refresh and keeps the answer it had', async () => {
    const first = aSignedInSession();
    const store = createSessionStore(() => Promise.reject(new Error('offline')), { initial: first });
    await expect(store.refresh()).rejects.toThrow('offline');
    expect(store.getSnapshot()).toEqual({ status: 'ready', response: first });
  });

  it('refreshes from the failed state by loading', async () => {
    const fetchSession = jest.fn<Promise<SessionResponse>, []>().mockRejectedValueOnce(new Error('offline'));
    fetchSession.mockResolvedValueOnce(anAnonymousSession());
    const store = createSessionStore(fetchSession);
    await store.load();
    await expect(store.refresh()).resolves.toEqual(anAnonymousSession());
    const broken = createSessionStore(() => Promise.reject(new Error('offline')));
    await broken.load();
    await expect(broken.refresh()).rejects.toThrow('offline');
  });

  it('gives the csrf token of a signed-in session only', async () => {
    const signedIn = createSessionStore(() => Promise.resolve(aSignedInSession({ csrfToken: 'x'.repeat(32) })));
    expect(signedIn.csrfToken()).toBeUndefined();
    await signedIn.load();
    expect(signedIn.csrfToken()).toBe('x'.repeat(32));
    const anonymous = createSessionStore(() => Promise.resolve(anAnonymousSession()), { initial: anAnonymousSession() });
    expect(anonymous.csrfToken()).toBeUndefined();
  });

  it('stops telling a listener that unsubscribed', async () => {
    const store = createSessionStore(() => Promise.resolve(anAnonymousSession()));
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    await store.load();
    expect(listener).not.toHaveBeenCalled();
  });

  describe('updateSessionExpires', () => {
    const at = '2026-11-22T10:00:00.000Z';

    it('moves the expiry of a signed-in session later and tells the listeners', () => {
      const store = createSessionStore(() => Promise.reject(new Error('unused')), { initial: aSignedInSession({ sessionExpires: at }) });
      const listener = jest.fn();
      store.subscribe(listener);
      store.updateSessionExpires('2026-11-22T10:30:00Z');
      const snapshot = store.getSnapshot();
      expect(snapshot).toMatchObject({ status: 'ready', response: { sessionExpires: '2026-11-22T10:30:00.000Z' } });
      expect(listener).toHaveBeenCalledTimes(1);
    });

    it.each([
      ['an earlier instant (an older answer)', '2026-11-22T09:59:00Z'],
      ['the same instant', at],
      ['something that is not an instant', 'soon'],
    ])('ignores %s', (_, value) => {
      const store = createSessionStore(() => Promise.reject(new Error('unused')), { initial: aSignedInSession({ sessionExpires: at }) });
      const listener = jest.fn();
      store.subscribe(listener);
      store.updateSessionExpires(value);
      expect(store.getSnapshot()).toMatchObject({ response: { sessionExpires: at } });
      expect(listener).not.toHaveBeenCalled();
    });

    it('ignores it without a signed-in session', () => {
      const store = createSessionStore(() => Promise.reject(new Error('unused')), { initial: anAnonymousSession() });
      store.updateSessionExpires('2026-11-22T10:30:00Z');
      expect(store.getSnapshot()).toEqual({ status: 'ready', response: anAnonymousSession() });
    });
  });

  describe('sessionEnded', () => {
    const signedIn = aSignedInSession({ lang: 'sv', features: ['mfa'] });

    it('keeps an answer without a session as an expired one', async () => {
      const store = createSessionStore(() => Promise.resolve(anAnonymousSession({ reason: 'none' })), { initial: signedIn });
      await store.sessionEnded();
      expect(store.getSnapshot()).toMatchObject({ status: 'ready', response: { isSessionValid: false, reason: 'expired', lang: 'sv', features: ['mfa'] } });
    });

    it("takes the API's expired answer as it is, with its SMS renewal", async () => {
      const expired = anAnonymousSession({ reason: 'expired', smsRenewal: { firstName: 'Maija', maskedPhoneNumber: '+358 40 *** **67', csrfToken: 't'.repeat(16) } });
      const store = createSessionStore(() => Promise.resolve(expired), { initial: signedIn });
      await store.sessionEnded();
      expect(store.getSnapshot()).toEqual({ status: 'ready', response: expired });
    });

    it('keeps a session the API still knows', async () => {
      const renewed = aSignedInSession({ csrfToken: 'n'.repeat(32) });
      const store = createSessionStore(() => Promise.resolve(renewed), { initial: signedIn });
      await store.sessionEnded();
      expect(store.getSnapshot()).toEqual({ status: 'ready', response: renewed });
    });

    it('makes the expired session from the one it had when the session cannot be asked for', async () => {
      const store = createSessionStore(() => Promise.reject(new Error('offline')), { initial: signedIn });
      await store.sessionEnded();
      expect(store.getSnapshot()).toMatchObject({ status: 'ready', response: { isSessionValid: false, reason: 'expired', lang: 'sv' } });
    });

    it('does nothing without a signed-in session', async () => {
      const fetchSession = jest.fn(() => Promise.resolve(anAnonymousSession()));
      const store = createSessionStore(fetchSession, { initial: anAnonymousSession() });
      await store.sessionEnded();
      expect(fetchSession).not.toHaveBeenCalled();
    });
  });
});
