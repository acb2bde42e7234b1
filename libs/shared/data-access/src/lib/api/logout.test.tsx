import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { anAnonymousSession, aSignedInSession, renderWithProviders } from '../../testing';
import { browserLocation } from '../browser-location';
import { readDraft, writeDraft } from '../drafts';
import type { ErrorReporter } from '../error-reporting';
import { useLogout } from './logout';

function LogoutButton() {
  const logout = useLogout();
  const [failed, setFailed] = useState(false);
  return (
    <>
      <button type="button" onClick={() => logout().catch(() => setFailed(true))}>
        log out
      </button>
      {failed && <p>failed</p>}
    </>
  );
}

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

describe('useLogout', () => {
  it('posts with the csrf token, then loads the front page of the language as a new document', async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const fetch = jest.fn<Promise<Response>, Parameters<typeof globalThis.fetch>>(() =>
      Promise.resolve(new Response(null, { status: 204 })),
    );
    writeDraft('messaging.new', { subject: 'Kesken' });
    renderWithProviders(<LogoutButton />, { lang: 'sv', session: aSignedInSession({ csrfToken: 'k'.repeat(32) }), fetch });
    await userEvent.click(screen.getByRole('button', { name: 'log out' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sv'));
    // Drafts being written go with the session.
    expect(readDraft('messaging.new')).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(`/api/logout?csrfToken=${'k'.repeat(32)}`);
    expect(init?.method).toBe('POST');
  });

  it('reports and rejects a failure and stays on the page', async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const reporter: ErrorReporter = { report: jest.fn() };
    writeDraft('messaging.new', { subject: 'Kesken' });
    const fetch = jest.fn(() => Promise.resolve(new Response('', { status: 500 })));
    renderWithProviders(<LogoutButton />, { session: aSignedInSession(), fetch, reporter });
    await userEvent.click(screen.getByRole('button', { name: 'log out' }));
    expect(await screen.findByText('failed')).toBeInTheDocument();
    expect(reporter.report).toHaveBeenCalledWith(expect.objectContaining({ kind: 'server' }), { process: 'logout' });
    expect(assign).not.toHaveBeenCalled();
    expect(readDraft('messaging.new')).toEqual({ subject: 'Kesken' });
  });

  it('sends nothing without a session (no csrf token)', async () => {
    const fetch = jest.fn();
    renderWithProviders(<LogoutButton />, { session: anAnonymousSession(), fetch });
    await userEvent.click(screen.getByRole('button', { name: 'log out' }));
    expect(await screen.findByText('failed')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
