import type { SessionResponse } from '@portal/shared/contracts';
import { aBrand, aSignedInSession, jsonResponse, renderWithProviders } from '@portal/shared/data-access/testing';
import { screen, waitFor } from '@testing-library/react';
import { Suspense, use } from 'react';
import { aFrontPage } from '@portal/home/contracts/testing';
import { FrontPageSections } from './front-page-sections';

type SessionFeature = SessionResponse['features'][number];

// The box's module, loaded when it is asked for: its box renders once `mockBoxCode` settles, as
// lazily loaded code does when it arrives.
let mockBoxLoaded = false;
let mockBoxCode: Promise<void> = Promise.resolve();
jest.mock('./sms-onboarding/sms-onboarding-box', () => {
  mockBoxLoaded = true;
  return {
    SmsOnboarding: () => {
      use(mockBoxCode);
      return <h2>The SMS box</h2>;
    },
  };
});


function renderSections(features: SessionFeature[]) {
  const fetch = jest.fn((url: string) =>
    Promise.resolve(jsonResponse(url.startsWith('/api/mfa') ? { type: 'user-has-no-verified-mfa-device' } : {})),
  );
  renderWithProviders(
    <Suspense fallback={<p>Placeholders</p>}>
      <FrontPageSections frontPage={aFrontPage()} brand={aBrand()} lang="en" now={Date.now()} />
    </Suspense>,
    { session: aSignedInSession({ features }), route: '/en', fetch: fetch as unknown as typeof globalThis.fetch },
  );
  return fetch;
}

// First: the module, once loaded, stays loaded for the tests after it.
it('does not load the box for a patient who is not shown it', async () => {
  renderSections([]);
  expect(await screen.findAllByRole('heading', { level: 2 })).not.toHaveLength(0);
  expect(screen.queryByText('The SMS box')).not.toBeInTheDocument();
  expect(mockBoxLoaded).toBe(false);
});

it("holds the sections while the box's code loads, so the box never pushes them down", async () => {
  let arrive: () => void = () => undefined;
  mockBoxCode = new Promise<void>((resolve) => (arrive = resolve));
  const fetch = renderSections(['mfa']);
  await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/mfa', expect.anything()));
  await waitFor(() => expect(mockBoxLoaded).toBe(true));
  // Longer than React takes to reveal what has loaded.
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
  arrive();
  const headings = await screen.findAllByRole('heading', { level: 2 });
  expect(headings[0]).toHaveTextContent('The SMS box');
  expect(headings.length).toBeGreaterThan(1);
});
