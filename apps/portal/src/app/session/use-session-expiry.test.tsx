import { browserLocation, createSessionStore } from '@portal/shared/data-access';
import { anAnonymousSession, aSessionStore, aSignedInSession } from '@portal/shared/data-access/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderPortal } from '../../testing/render-portal';

const start = Date.parse('2026-11-22T10:00:00Z');
const inSeconds = (seconds: number) => new Date(start + seconds * 1000).toISOString();
const warning = () => screen.queryByRole('alertdialog', { name: 'Your session is about to end' });

async function renderExpiring(secondsLeft: number, path = '/en/booking?step=2') {
  const sessionStore = aSessionStore(aSignedInSession({ lang: 'en', sessionExpires: inSeconds(secondsLeft) }));
  const result = await renderPortal(path, { sessionStore });
  await screen.findByRole('heading', { level: 1, name: 'Book an appointment' });
  return { ...result, sessionStore };
}

async function pass(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

describe('session expiry', () => {
  let assign: jest.SpyInstance;

  beforeEach(() => {
    jest.useFakeTimers({ now: start });
    assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('warns 90 and 30 seconds before, then goes to the expired-session page with the address', async () => {
    await renderExpiring(120);
    await pass(29_000);
    expect(warning()).not.toBeInTheDocument();

    await pass(1_000);
    expect(await screen.findByText(/you will be logged out in 90 seconds/)).toBeInTheDocument();
    expect(warning()).toBeInTheDocument();

    await pass(60_000);
    expect(await screen.findByText(/you will be logged out in 30 seconds/)).toBeInTheDocument();
    expect(screen.queryByText(/in 90 seconds/)).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();

    await pass(30_000);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/en/expired-session?next=%2Fen%2Fbooking%3Fstep%3D2');
  });

  it('starts over when an API call moves the expiry, and takes the warning away', async () => {
    const { sessionStore } = await renderExpiring(100);
    await pass(10_000);
    expect(await screen.findByText(/in 90 seconds/)).toBeInTheDocument();

    act(() => sessionStore.updateSessionExpires(inSeconds(10 + 30 * 60)));
    expect(screen.queryByText(/in 90 seconds/)).not.toBeInTheDocument();
    await pass(100_000);
    expect(assign).not.toHaveBeenCalled();
    expect(warning()).not.toBeInTheDocument();

    await pass(30 * 60 * 1000 - 100_000);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('continues the session from the warning when the server allows it', async () => {
    const signedIn = aSignedInSession({ lang: 'en', sessionExpires: inSeconds(100) });
    // Asked again, the API has moved the idle timeout on by 30 minutes.
    const renewed = { ...signedIn, sessionExpires: inSeconds(10 + 30 * 60) };
    const fetchSession = jest.fn(() => Promise.resolve(renewed));
    await renderPortal('/en/booking?step=2', { sessionStore: createSessionStore(fetchSession, { initial: signedIn }) });
    await screen.findByRole('heading', { level: 1, name: 'Book an appointment' });
    await pass(10_000);
    expect(await screen.findByText(/in 90 seconds/)).toBeInTheDocument();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Continue session' }));
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(fetchSession).toHaveBeenCalledTimes(1);
    expect(warning()).not.toBeInTheDocument();
    await pass(100_000);
    expect(assign).not.toHaveBeenCalled();
  });

  it('goes to the expired-session page when the server no longer allows the session to continue', async () => {
    const signedIn = aSignedInSession({ lang: 'en', sessionExpires: inSeconds(100) });
    const sessionStore = createSessionStore(() => Promise.resolve(anAnonymousSession({ reason: 'expired' })), { initial: signedIn });
    // A page for signed-in patients only (the booking list stays open to a visitor without a session).
    const { location: at } = await renderPortal('/en/invoices?page=2', { sessionStore });
    await screen.findByRole('heading', { level: 1, name: 'Invoices' });
    await pass(10_000);
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Continue session' }));
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'You have been logged out' })).toBeInTheDocument();
    expect(at().pathname + at().search).toBe('/en/expired-session?next=%2Fen%2Finvoices%3Fpage%3D2');
  });

  it('goes at once on return to a tab whose timers did not run past the expiry', async () => {
    await renderExpiring(600);
    // The computer slept: the clock moved on, the timers did not fire.
    jest.setSystemTime(start + 700_000);
    act(() => {
      fireEvent(document, new Event('visibilitychange'));
    });
    expect(assign).toHaveBeenCalledWith('/en/expired-session?next=%2Fen%2Fbooking%3Fstep%3D2');
  });

  it('warns with the seconds actually left when opened late', async () => {
    await renderExpiring(20);
    expect(await screen.findByText(/you will be logged out in 20 seconds/)).toBeInTheDocument();
  });

  it('does nothing for an anonymous visitor', async () => {
    await renderPortal('/en/booking');
    await screen.findByRole('heading', { level: 1, name: 'Book an appointment' });
    await pass(24 * 60 * 60 * 1000);
    expect(assign).not.toHaveBeenCalled();
  });
});
