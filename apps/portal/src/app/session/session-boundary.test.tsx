import type { SessionResponse } from '@portal/shared/contracts';
import { createSessionStore } from '@portal/shared/data-access';
import { anAnonymousSession, aSignedInSession } from '@portal/shared/data-access/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPortal } from '../../testing/render-portal';

function deferred() {
  let resolve!: (value: SessionResponse) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<SessionResponse>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('session boundary', () => {
  it('shows no page, menu or login button until the session is known', async () => {
    const answer = deferred();
    const sessionStore = createSessionStore(() => answer.promise);
    void sessionStore.load();
    await renderPortal('/en/appointments', { sessionStore });
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    await act(async () => {
      answer.resolve(aSignedInSession({ lang: 'en' }, { firstName: 'Onni' }));
      await answer.promise;
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Appointments' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('shows the error view when the session cannot be read, and retries', async () => {
    const first = deferred();
    const second = deferred();
    const fetchSession = jest.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const sessionStore = createSessionStore(fetchSession);
    void sessionStore.load();
    const { reporter } = await renderPortal('/en/appointments', { sessionStore });
    const report = jest.spyOn(reporter, 'report');
    await act(async () => {
      first.reject(new Error('offline'));
      await first.promise.catch(() => undefined);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Apologies! Something went wrong...' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(report).toHaveBeenCalledWith(new Error('offline'), { process: 'session' });

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    // The error view stays while retrying, its button pending.
    expect(screen.getByRole('button', { name: /Try again/ })).toHaveAttribute('aria-disabled', 'true');
    await act(async () => {
      second.resolve(anAnonymousSession({ lang: 'en' }));
      await second.promise;
    });
    // Anonymous now: the guard takes the visitor to sign in.
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Kajo' })).toBeInTheDocument();
    expect(fetchSession).toHaveBeenCalledTimes(2);
  });

  it('speaks the page language in the error view', async () => {
    const sessionStore = createSessionStore(() => Promise.reject(new Error('offline')));
    await sessionStore.load();
    await renderPortal('/fi/laskut', { sessionStore });
    expect(await screen.findByRole('button', { name: 'Yritä uudelleen' })).toBeInTheDocument();
    expect(document.title).toBe('Virhe – Kajo');
  });
});
