import type { SessionResponse } from '@portal/shared/contracts';
import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { anAnonymousSession, aSession, aSessionStore, aSignedInSession } from '../../testing';
import { hasFeature, SessionProvider, useSession, useSessionInfo, useSessionStatus } from './session-context';
import type { SessionStore } from './session-store';
import { createSessionStore } from './session-store';

const wrapperFor =
  (store: SessionStore) =>
  ({ children }: { children: ReactNode }) => <SessionProvider store={store}>{children}</SessionProvider>;

afterEach(() => {
  jest.restoreAllMocks();
});

describe('useSession', () => {
  it('gives the signed-in session', () => {
    const response = aSignedInSession({ healthCareType: 'occupational' });
    const { result } = renderHook(() => useSession(), { wrapper: wrapperFor(aSessionStore(response)) });
    expect(result.current).toBe(response);
    expect(result.current?.healthCareType).toBe('occupational');
  });

  it('gives null for an anonymous visitor', () => {
    function Who() {
      const session = useSession();
      return <p>{session ? session.healthCareType : 'anonymous'}</p>;
    }
    render(
      <SessionProvider store={aSessionStore(anAnonymousSession({ reason: 'expired' }))}>
        <Who />
      </SessionProvider>,
    );
    expect(screen.getByText('anonymous')).toBeInTheDocument();
  });

  it('throws outside the provider so a missing set-up is not mistaken for "logged out"', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useSession())).toThrow('useSession() used outside SessionProvider');
  });

  it('throws before the session loaded, so no page guesses who is there', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createSessionStore(() => new Promise<SessionResponse>(() => undefined));
    expect(() => renderHook(() => useSession(), { wrapper: wrapperFor(store) })).toThrow(
      'useSession() used before the session loaded',
    );
  });
});

describe('useSessionInfo', () => {
  it('gives the whole answer and the user of a signed-in visitor', () => {
    const response = aSignedInSession({}, { firstName: 'Onni', actingFor: { firstName: 'Aino', lastName: 'Virtanen' } });
    const { result } = renderHook(() => useSessionInfo(), { wrapper: wrapperFor(aSessionStore(response)) });
    expect(result.current.response).toBe(response);
    expect(result.current.user).toEqual(response.user);
  });

  it('gives the anonymous answer with its reason and timeout, and no user', () => {
    const response = anAnonymousSession({ reason: 'expired', authTokenTimeout: { value: 2, unit: 'hours' } });
    const { result } = renderHook(() => useSessionInfo(), { wrapper: wrapperFor(aSessionStore(response)) });
    expect(result.current.response).toEqual(response);
    expect(result.current.user).toBeNull();
  });

  it('refreshes: the hooks follow the new answer', async () => {
    const fetchSession = jest.fn(() => Promise.resolve<SessionResponse>(anAnonymousSession({ reason: 'expired' })));
    const store = createSessionStore(fetchSession, { initial: aSignedInSession() });
    const { result } = renderHook(() => ({ info: useSessionInfo(), session: useSession() }), { wrapper: wrapperFor(store) });
    expect(result.current.session).not.toBeNull();
    await act(() => result.current.info.refresh());
    expect(fetchSession).toHaveBeenCalledTimes(1);
    expect(result.current.session).toBeNull();
    expect(result.current.info.response).toMatchObject({ isSessionValid: false, reason: 'expired' });
  });
});

describe('useSessionStatus', () => {
  it('goes from loading to ready', async () => {
    let answer: (response: SessionResponse) => void = () => undefined;
    const store = createSessionStore(() => new Promise<SessionResponse>((resolve) => (answer = resolve)));
    const loading = store.load();
    const { result } = renderHook(() => useSessionStatus(), { wrapper: wrapperFor(store) });
    expect(result.current).toEqual({ status: 'loading' });
    await act(async () => {
      answer(aSignedInSession());
      await loading;
    });
    expect(result.current).toEqual({ status: 'ready' });
  });

  it('offers a retry after a failure', async () => {
    const fetchSession = jest.fn<Promise<SessionResponse>, []>().mockRejectedValueOnce(new Error('offline'));
    fetchSession.mockResolvedValueOnce(anAnonymousSession());
    const store = createSessionStore(fetchSession);
    await store.load();
    const { result } = renderHook(() => useSessionStatus(), { wrapper: wrapperFor(store) });
    expect(result.current).toMatchObject({ status: 'failed', error: new Error('offline') });
    await act(async () => {
      if (result.current.status === 'failed') result.current.retry();
      await Promise.resolve();
    });
    expect(result.current).toEqual({ status: 'ready' });
    expect(fetchSession).toHaveBeenCalledTimes(2);
  });
});

describe('hasFeature', () => {
  it('is true only for flags in the session', () => {
    const session = aSession({ features: ['mfa', 'price-details'] });
    expect(hasFeature(session, 'mfa')).toBe(true);
    expect(hasFeature(session, 'price-details')).toBe(true);
    expect(hasFeature(session, 'kela65')).toBe(false);
  });

  it('is false for an anonymous visitor', () => {
    expect(hasFeature(null, 'mfa')).toBe(false);
    expect(hasFeature(undefined, 'mfa')).toBe(false);
  });
});
