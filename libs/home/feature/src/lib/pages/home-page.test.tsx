import type { FrontPage } from '@portal/home/contracts';
import type { ProvidersOptions } from '@portal/shared/data-access/testing';
import { createApiClient, prefetch } from '@portal/shared/data-access';
import { aBrand, aSignedInSession, answer, clearPrefetched, jsonResponse, mockApi, offline, renderWithProviders } from '@portal/shared/data-access/testing';
import { createToastQueue, DeferredToastRegion, ToastProvider } from '@portal/shared/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { formatDate, formatTime } from '@portal/shared/util';
import { aFrontPage, aTimelineItem } from '@portal/home/contracts/testing';
import { frontPageCall } from '../api/front-page-calls';
import { HomePage } from './home-page';

function renderHome(
  frontPage: FrontPage | (() => Promise<Response>) = aFrontPage(),
  options: ProvidersOptions = {},
  // Off where StrictMode's repeated effects in development would take an answer asked for ahead
  // and drop it, as a page left at once does.
  strict = true,
) {
  const toasts = createToastQueue();
  const add = jest.spyOn(toasts, 'add');
  const fetch = jest.fn(typeof frontPage === 'function' ? frontPage : () => Promise.resolve(jsonResponse(frontPage)));
  const page = (
    <ToastProvider queue={toasts}>
      <HomePage />
      <DeferredToastRegion queue={toasts} />
    </ToastProvider>
  );
  const result = renderWithProviders(
    strict ? <StrictMode>{page}</StrictMode> : page,
    { session: aSignedInSession({}, { firstName: 'Maija' }), route: '/en', fetch, ...options },
  );
  return { ...result, add, fetch };
}

const sections = () => screen.findAllByRole('heading', { level: 2 });
const region = (name: string) => screen.getByRole('region', { name });

describe('front page greeting', () => {
  it('greets the signed-in patient by first name', async () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Maija' })).toBeInTheDocument();
    expect(screen.queryByText(/acting on behalf/)).not.toBeInTheDocument();
    await sections();
  });

  it.each([
    ['fi', 'Hei, Maija'],
    ['sv', 'Hej, Maija'],
  ] as const)('greets in %s and asks for the page in that language', async (lang, greeting) => {
    const { fetch } = renderHome(aFrontPage(), { lang, route: `/${lang}`, session: aSignedInSession({ lang }, { firstName: 'Maija' }) });
    expect(screen.getByRole('heading', { level: 1, name: greeting })).toBeInTheDocument();
    await sections();
    expect(fetch).toHaveBeenCalledWith(`/api/front-page?lang=${lang}`, expect.objectContaining({ method: 'GET' }));
  });

  it('welcomes a person who is no patient yet on the new-customer page instead', async () => {
    const { router } = renderHome(aFrontPage(), {
      session: aSignedInSession({}, { firstName: 'Onni', isRegistered: false }),
      routes: [{ path: '/en/booking/new-customer', element: <h1>Welcome page</h1> }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Hello, Onni' })).not.toBeInTheDocument();
    // Replaced, so Back does not return to a front page that sends the visitor on again.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says whose information is shown when acting on behalf of someone', async () => {
    renderHome(aFrontPage(), {
      session: aSignedInSession({}, { firstName: 'Maija', actingFor: { firstName: 'Onni', lastName: 'Meikäläinen' } }),
    });
    expect(screen.getByText('You are acting on behalf of Onni Meikäläinen. The information shown is theirs.')).toBeInTheDocument();
    await sections();
  });

  it('keeps the name out of the tab title', async () => {
    renderHome();
    expect(document.title).toBe('Front page');
    await sections();
  });
});

describe('front page asked for ahead', () => {
  afterEach(clearPrefetched);

  const askAhead = (handler: Parameters<typeof mockApi>[0][string]) => {
    const { fetch } = mockApi({ 'GET /api/front-page': handler });
    prefetch(createApiClient({ getCsrfToken: () => 'token', fetch }), frontPageCall('en'));
  };

  it('shows the answer asked for while the code loaded, without asking again', async () => {
    askAhead(answer(aFrontPage({ visitSummaries: [aTimelineItem({ title: 'Asked ahead' })] })));
    const { fetch } = renderHome(aFrontPage(), {}, false);
    expect(await screen.findByRole('heading', { name: 'Asked ahead' })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalledWith(expect.stringContaining('/api/front-page'), expect.anything());
  });

  it('asks again when the answer asked for ahead failed, after the retry', async () => {
    askAhead(offline);
    const { fetch } = renderHome(aFrontPage({ visitSummaries: [aTimelineItem({ title: 'Asked now' })] }), {}, false);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Asked now' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/front-page?lang=en', expect.objectContaining({ method: 'GET' }));
  });
});

describe('front page sections', () => {
  const withSurveys = aFrontPage({
    questionnaireSummaries: { newTaskItems: [aTimelineItem({ title: 'Health survey' })], answerItems: [], status: 'ok' },
  });

  it('come in the order of the spec', async () => {
    renderHome(withSurveys);
    const headings = (await sections()).map((heading) => heading.textContent);
    expect(headings).toEqual(['Messages', 'Appointments', 'Visits', 'Prescriptions', 'Laboratory results', 'Surveys', 'Imaging']);
  });

  it.each([
    ['Messages', 'No messages'],
    ['Appointments', 'No appointments'],
    ['Visits', 'No visits'],
    ['Prescriptions', 'No prescriptions'],
    ['Laboratory results', 'No laboratory results'],
    ['Imaging', 'No imaging results'],
  ])('%s says %s when empty', async (section, empty) => {
    renderHome();
    await sections();
    expect(within(region(section)).getByRole('heading', { name: empty })).toBeInTheDocument();
    expect(within(region(section)).queryByRole('list')).not.toBeInTheDocument();
  });

  it('lists the items of a section, each linking to its page', async () => {
    renderHome(
      aFrontPage({
        visitSummaries: [
          aTimelineItem({ title: 'General practitioner', subtitle: 'Dr. Virtanen', linkUrl: '/en/visits/12' }),
          aTimelineItem({ title: 'Nurse', linkUrl: null }),
        ],
      }),
    );
    await sections();
    const visits = region('Visits');
    expect(within(visits).getAllByRole('listitem')).toHaveLength(2);
    expect(within(visits).getByRole('link', { name: 'General practitioner' })).toHaveAttribute('href', '/en/visits/12');
    expect(within(visits).getByText('Dr. Virtanen')).toBeInTheDocument();
    expect(within(visits).getByRole('heading', { name: 'Nurse' })).toBeInTheDocument();
    expect(within(visits).queryByRole('heading', { name: 'No visits' })).not.toBeInTheDocument();
  });

  it('offers a new message and booking from their sections', async () => {
    renderHome();
    await sections();
    expect(within(region('Messages')).getByRole('link', { name: 'New message' })).toHaveAttribute('href', '/en/conversations/new');
    expect(within(region('Appointments')).getByRole('link', { name: 'Book an appointment' })).toHaveAttribute('href', '/en/booking');
  });

  it('builds the section buttons in the page language', async () => {
    renderHome(aFrontPage({ canRenewPrescriptions: true }), { lang: 'fi', route: '/fi', session: aSignedInSession({ lang: 'fi' }) });
    await sections();
    expect(screen.getByRole('link', { name: 'Uusi viesti' })).toHaveAttribute('href', '/fi/viestit/uusi');
    expect(screen.getByRole('link', { name: 'Varaa aika' })).toHaveAttribute('href', '/fi/ajanvaraus');
    expect(screen.getByRole('link', { name: 'Uusi resepti' })).toHaveAttribute('href', '/fi/reseptit');
  });

  it("has no messages section in the children's brand, even with data", async () => {
    renderHome(aFrontPage({ conversationSummaries: [aTimelineItem({ title: 'Reply from the nurse' })] }), { brand: aBrand('children') });
    const headings = (await sections()).map((heading) => heading.textContent);
    expect(headings).not.toContain('Messages');
    expect(screen.queryByRole('link', { name: 'New message' })).not.toBeInTheDocument();
    expect(screen.queryByText('Reply from the nurse')).not.toBeInTheDocument();
  });

  it('offers renewing prescriptions only when canRenewPrescriptions', async () => {
    const { unmount } = renderHome(aFrontPage({ canRenewPrescriptions: true }));
    await sections();
    expect(within(region('Prescriptions')).getByRole('link', { name: 'Renew a prescription' })).toHaveAttribute('href', '/en/prescriptions');
    unmount();
    renderHome(aFrontPage({ canRenewPrescriptions: false }));
    await sections();
    expect(screen.queryByRole('link', { name: 'Renew a prescription' })).not.toBeInTheDocument();
  });

  it('links the visits section to paying visit fees only while there are some to pay online', async () => {
    const { unmount } = renderHome(aFrontPage({ visitFeesToPay: 2 }));
    await sections();
    expect(within(region('Visits')).getByRole('link', { name: 'Pay 2 visit fees online' })).toHaveAttribute('href', '/en/pay-visit');
    unmount();
    const fi = renderHome(aFrontPage({ visitFeesToPay: 1 }), { lang: 'fi', route: '/fi', session: aSignedInSession({ lang: 'fi' }) });
    await sections();
    expect(screen.getByRole('link', { name: 'Maksa käynti verkossa' })).toHaveAttribute('href', '/fi/maksa-kaynti');
    fi.unmount();
    renderHome(aFrontPage({ visitFeesToPay: 0 }));
    await sections();
    expect(screen.queryByRole('link', { name: /visit fee/ })).not.toBeInTheDocument();
  });

  it.each([
    ['there are no questionnaires', null],
    ['both lists are empty', { newTaskItems: [], answerItems: [], status: 'ok' as const }],
  ])('leaves the surveys out when %s', async (_, questionnaireSummaries) => {
    renderHome(aFrontPage({ questionnaireSummaries }));
    const headings = (await sections()).map((heading) => heading.textContent);
    expect(headings).not.toContain('Surveys');
  });

  it('shows open and answered surveys when present, with the maintenance note', async () => {
    renderHome(
      aFrontPage({
        questionnaireSummaries: {
          newTaskItems: [aTimelineItem({ title: 'Open survey' })],
          answerItems: [aTimelineItem({ title: 'Answered survey' })],
          status: 'maintenance-mode',
        },
      }),
    );
    await sections();
    const surveys = region('Surveys');
    expect(within(surveys).getAllByRole('listitem')).toHaveLength(2);
    expect(within(surveys).getByText('Questionnaires are temporarily unavailable because of maintenance.')).toBeInTheDocument();
  });

  it("leaves the surveys out in the children's brand", async () => {
    renderHome(withSurveys, { brand: aBrand('children') });
    const headings = (await sections()).map((heading) => heading.textContent);
    expect(headings).not.toContain('Surveys');
  });

  it('tells screen readers which items are new', async () => {
    renderHome(
      aFrontPage({
        labResultSummaries: [
          aTimelineItem({ title: 'Blood count', highlighted: true, linkUrl: '/en/laboratory/1' }),
          aTimelineItem({ title: 'Cholesterol', highlighted: false, linkUrl: '/en/laboratory/2' }),
        ],
      }),
    );
    await sections();
    const lab = region('Laboratory results');
    expect(within(lab).getByRole('link', { name: /^Blood count\W+new$/ })).toBeInTheDocument();
    expect(within(lab).getByRole('link', { name: 'Cholesterol' })).toBeInTheDocument();
  });

  it('marks a cancelled appointment in its name', async () => {
    renderHome(aFrontPage({ appointmentSummaries: [aTimelineItem({ title: 'Dentist', styles: 'cancelled' })] }));
    await sections();
    expect(within(region('Appointments')).getByRole('heading', { name: 'Dentist (Cancelled)' })).toBeInTheDocument();
  });

  it('dates items relative to now and shows a validity only within 30 days', async () => {
    const now = Date.now();
    renderHome(
      aFrontPage({
        prescriptions: [
          aTimelineItem({ title: 'Recent', date: new Date(now - 3 * 3_600_000).toISOString(), validUntilDate: new Date(now + 3 * 86_400_000).toISOString() }),
          aTimelineItem({ title: 'Older', date: new Date(now - 30 * 3_600_000).toISOString(), validUntilDate: new Date(now + 90 * 86_400_000).toISOString() }),
          aTimelineItem({ title: 'Oldest', date: '2025-03-02T10:00:00Z' }),
        ],
      }),
    );
    await sections();
    const [recent, older, oldest] = within(region('Prescriptions')).getAllByRole('listitem');
    expect(recent).toHaveTextContent('3 hours ago');
    expect(recent).toHaveTextContent('Valid for 3 more days');
    expect(older).toHaveTextContent('Yesterday');
    expect(older).not.toHaveTextContent(/Valid/);
    expect(oldest).toHaveTextContent('2.3.2025');
  });

  it('shows when an upcoming appointment starts, with its time in Helsinki time', async () => {
    const now = Date.now();
    // Tomorrow and in three weeks: a date alone would not say when to come.
    const tomorrow = new Date(now + 86_400_000);
    renderHome(
      aFrontPage({
        appointmentSummaries: [
          aTimelineItem({ title: 'Dentist', date: tomorrow.toISOString() }),
          aTimelineItem({ title: 'Physiotherapy', date: '2027-01-05T12:30:00.000Z' }),
        ],
      }),
    );
    await sections();
    const [dentist, physiotherapy] = within(region('Appointments')).getAllByRole('listitem');
    expect(dentist).toHaveTextContent(`${formatDate(tomorrow)} at ${formatTime(tomorrow)}`);
    expect(physiotherapy).toHaveTextContent('5.1.2027 at 14:30');
  });

  it('shows the avatar without repeating the name to screen readers', async () => {
    renderHome(aFrontPage({ visitSummaries: [aTimelineItem({ title: 'Visit', avatar: { name: 'Anna Virtanen', url: null } })] }));
    await sections();
    expect(within(region('Visits')).getByText('AV')).toBeInTheDocument();
    expect(within(region('Visits')).queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('front page loading', () => {
  it('shows placeholders while loading', async () => {
    let answer: (response: Response) => void = () => undefined;
    renderHome(() => new Promise<Response>((resolve) => (answer = resolve)));
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    answer(jsonResponse(aFrontPage()));
    expect(await sections()).toHaveLength(6);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the error view on failure, reports it and loads again on retry', async () => {
    let calls = 0;
    const { reporter, fetch } = renderHome(() => {
      calls += 1;
      return Promise.resolve(calls <= 2 ? new Response('', { status: 503 }) : jsonResponse(aFrontPage()));
    });
    const report = jest.spyOn(reporter, 'report');
    await screen.findByRole('heading', { name: 'Apologies! Something went wrong...' });
    await waitFor(() => expect(report).toHaveBeenCalledWith(expect.objectContaining({ kind: 'server' }), { process: 'front-page' }));
    calls = 2;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await sections()).toHaveLength(6);
    expect(fetch.mock.calls.length).toBeGreaterThanOrEqual(2);
  });
});

describe('after a cancellation', () => {
  it('confirms it for 15 seconds and takes the hash out of the address without a new entry', async () => {
    const { add, router } = renderHome(aFrontPage(), { route: '/en?x=1#appointmentCancelled' });
    expect(await screen.findByRole('alertdialog', { name: 'Appointment cancelled' })).toBeInTheDocument();
    expect(add).toHaveBeenCalledTimes(1);
    expect(add).toHaveBeenCalledWith(expect.objectContaining({ tone: 'success' }), expect.objectContaining({ timeout: 15_000 }));
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(router.state.location.pathname).toBe('/en');
    expect(router.state.location.search).toBe('?x=1');
    expect(router.state.historyAction).toBe('REPLACE');
    await sections();
  });

  it.each(['', '#other', '#appointmentCancelledX'])('shows nothing for the hash %p', async (hash) => {
    const { add, router } = renderHome(aFrontPage(), { route: `/en${hash}` });
    await sections();
    expect(add).not.toHaveBeenCalled();
    expect(router.state.location.hash).toBe(hash);
  });
});

describe('the SMS onboarding box above the sections', () => {
  const withMfa = aSignedInSession({ features: ['mfa'] }, { firstName: 'Maija' });

  function renderWithMfaStatus(mfaStatus: () => Promise<Response>) {
    const fetch = (url: string) => (url.startsWith('/api/mfa') ? mfaStatus() : Promise.resolve(jsonResponse(aFrontPage())));
    return renderHome(fetch as () => Promise<Response>, { session: withMfa });
  }

  it('holds the sections until the box is decided, so it never pushes them down', async () => {
    let answerStatus: (response: Response) => void = () => undefined;
    const { fetch } = renderWithMfaStatus(() => new Promise<Response>((resolve) => (answerStatus = resolve)));
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/mfa', expect.anything()));
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/front-page?lang=en', expect.anything()));
    // The front page has answered, the box's status not yet: placeholders, no section.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
    answerStatus(jsonResponse({ type: 'user-has-no-verified-mfa-device' }));
    const headings = await sections();
    expect(headings[0]).toHaveTextContent('Take SMS authorization into use');
    expect(headings.length).toBeGreaterThan(1);
  });

  it('shows the sections without the box when the status cannot be had', async () => {
    renderWithMfaStatus(() => Promise.resolve(jsonResponse({ type: 'error' }, 500)));
    const headings = await sections();
    expect(headings.map((h) => h.textContent)).not.toContain('Take SMS authorization into use');
    expect(region('Appointments')).toBeInTheDocument();
  });
});
