import type { SearchRequestList } from '@portal/booking/contracts';
import type { ErrorReporter } from '@portal/shared/data-access';
import type { Handler } from '@portal/shared/data-access/testing';
import type { Lang } from '@portal/shared/i18n';
import { aSignedInSession, answer, mockApi, never, renderWithProviders } from '@portal/shared/data-access/testing';
import { dayFromTestDay, inDays } from '@portal/shared/util/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchRequestsSection } from './search-requests-section';

const PATH = '/api/earlier-time-requests';

type SearchRequest = SearchRequestList['requests'][number];

/** A Helsinki date ('YYYY-MM-DD') as the page writes it, 'D.M.YYYY'. */
const shown = (day: string) => {
  const [year, month, date] = day.split('-');
  return `${Number(date)}.${Number(month)}.${year}`;
};

/** Four weeks from the test clock's day: the request's latest day. */
const NOT_AFTER = dayFromTestDay(28);
/** A time held until 16:45 Helsinki time tomorrow, starting the day after at 9:00. */
const HELD = { appointmentId: 777, startDate: inDays(2, '09:00'), heldUntil: inDays(1, '16:45') };
const HELD_DAY = shown(dayFromTestDay(1));

/** A request for anyone in dermatology at two clinics or remote, in the mornings, told by e-mail and text. */
const aRequest = (overrides: Partial<SearchRequest> = {}): SearchRequest => ({
  id: 7,
  customerType: 'private',
  specialtyName: 'Dermatology',
  practitionerName: null,
  clinics: ['Kajo Kamppi', 'Kajo Tapiola'],
  remote: true,
  partsOfDay: ['morning'],
  channels: ['email', 'sms'],
  notAfter: NOT_AFTER,
  createdAt: inDays(-3, '10:00'),
  offer: null,
  ...overrides,
});

interface Options {
  get?: Handler;
  handlers?: Record<string, Handler>;
  lang?: Lang;
}

function renderSection({ get = answer({ requests: [aRequest()] }), handlers = {}, lang = 'en' }: Options = {}) {
  const api = mockApi({ [`GET ${PATH}`]: get, ...handlers });
  const reporter: ErrorReporter & { report: jest.Mock } = { report: jest.fn() };
  const result = renderWithProviders(<SearchRequestsSection />, { lang, session: aSignedInSession({ lang }), fetch: api.fetch, reporter });
  return { ...result, api, reporter, user: userEvent.setup() };
}

const deleted = () => new Response(null, { status: 204 });
const deletes = (api: ReturnType<typeof mockApi>) => api.calls.filter((call) => call.method === 'DELETE');
/** The value beside a label of a request's summary. */
const valueIn = (card: HTMLElement, label: string) => within(card).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('requests from searches: loading', () => {
  it('shows nothing while loading', () => {
    const { container } = renderSection({ get: never });
    expect(container).toBeEmptyDOMElement();
  });

  it('asks in the page’s language', async () => {
    const { api } = renderSection({ lang: 'fi' });
    await screen.findByRole('region', { name: 'Odotat vapautuvaa aikaa' });
    expect(api.calls[0]?.url.searchParams.get('lang')).toBe('fi');
  });

  it('shows nothing when there is no request', async () => {
    const { container, api } = renderSection({ get: answer({ requests: [] }) });
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('shows the error view under its heading and loads again on retry', async () => {
    let attempts = 0;
    const { user } = renderSection({ get: (request) => (++attempts === 1 ? answer({}, 503)(request) : answer({ requests: [aRequest()] })(request)) });
    const section = await screen.findByRole('region', { name: 'Waiting for a time' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Waiting for a time' })).toBeInTheDocument();
    expect(within(section).getByRole('heading', { level: 3 })).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Dermatology' })).toBeInTheDocument();
  });
});

describe('requests from searches: the list', () => {
  it('sums up each request under its specialty', async () => {
    renderSection({
      get: answer({
        requests: [
          aRequest(),
          aRequest({ id: 8, specialtyName: 'General medicine', practitionerName: 'Anna Lääkäri, General practitioner', clinics: ['Kajo Kamppi'], remote: false, partsOfDay: ['morning', 'evening'], channels: ['email'] }),
        ],
      }),
    });
    const section = await screen.findByRole('region', { name: 'Waiting for a time' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Waiting for a time');
    const [first, second] = within(section).getAllByRole('listitem', { name: /./ });
    if (!first || !second) throw new Error('Two requests expected');

    expect(first).toHaveAccessibleName('Dermatology');
    expect(within(valueIn(first, 'Clinics')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Kajo Kamppi',
      'Kajo Tapiola',
      'Remote appointments',
    ]);
    expect(valueIn(first, 'Parts of the day')).toHaveTextContent('Morning (7–12)');
    expect(within(valueIn(first, 'How to tell me')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['E-mail', 'Text message']);
    expect(valueIn(first, 'Latest day')).toHaveTextContent(shown(NOT_AFTER));
    expect(within(first).getByRole('button', { name: 'Cancel the request' })).toBeInTheDocument();

    expect(second).toHaveAccessibleName('General medicine');
    expect(within(second).getByText('Anna Lääkäri, General practitioner')).toBeInTheDocument();
    expect(valueIn(second, 'Clinics')).toHaveTextContent('Kajo Kamppi');
    expect(within(valueIn(second, 'Parts of the day')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Morning (7–12)',
      'Evening (16–22)',
    ]);
    expect(within(section).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says until when a time is held, linking to its reservation page in the request’s list', async () => {
    renderSection({
      get: answer({
        requests: [
          aRequest({
            customerType: 'kela65',
            offer: HELD,
          }),
        ],
      }),
    });
    expect(await screen.findByText(`A time is held for you until ${HELD_DAY} at 16:45.`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the time' })).toHaveAttribute('href', '/en/booking/reserve/777?customerType=kela65');
    // The request it was offered for stays, to be cancelled.
    expect(screen.getByRole('button', { name: 'Cancel the request' })).toBeInTheDocument();
  });

  it.each([
    ['fi', `Vapautunut aika on varattu sinulle ${HELD_DAY} klo 16:45 asti.`, 'Katso aika', 'Aika viimeistään', 'Peru pyyntö'],
    ['sv', `En tid hålls åt dig till ${HELD_DAY} kl. 16:45.`, 'Se tiden', 'Senaste dag', 'Återkalla begäran'],
  ] as const)('speaks %s', async (lang, held, see, notAfter, cancel) => {
    renderSection({
      lang,
      get: answer({ requests: [aRequest({ offer: HELD })] }),
    });
    expect(await screen.findByText(held)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: see })).toHaveAttribute('href', expect.stringMatching(/\/777\?customerType=private$/));
    expect(screen.getByText(notAfter, { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: cancel })).toBeInTheDocument();
  });
});

describe('requests from searches: cancelling', () => {
  it('cancels with DELETE, leaves the request out, reads the list again and says so', async () => {
    let gets = 0;
    const { user, api } = renderSection({
      get: (call) => answer({ requests: ++gets === 1 ? [aRequest(), aRequest({ id: 8, specialtyName: 'Psychiatry' })] : [aRequest({ id: 8, specialtyName: 'Psychiatry' })] })(call),
      handlers: { [`DELETE ${PATH}/7`]: deleted },
    });
    const card = (await screen.findByRole('heading', { level: 3, name: 'Dermatology' })).closest('li') as HTMLElement;
    await user.click(within(card).getByRole('button', { name: 'Cancel the request' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Your request has been cancelled.');
    expect(status.parentElement).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'Dermatology' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Psychiatry' })).toBeInTheDocument();
    expect(deletes(api)).toHaveLength(1);
    expect(deletes(api)[0]?.url.searchParams.get('csrfToken')).toBe('test-csrf-token-0123456789abcdef');
    await waitFor(() => expect(gets).toBe(2));
  });

  it('keeps the section to say so when the last request is cancelled', async () => {
    let gets = 0;
    const { user } = renderSection({
      get: (call) => answer({ requests: ++gets === 1 ? [aRequest()] : [] })(call),
      handlers: { [`DELETE ${PATH}/7`]: deleted },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel the request' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your request has been cancelled.');
    await waitFor(() => expect(gets).toBe(2));
    expect(screen.getByRole('region', { name: 'Waiting for a time' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('keeps the cancel button waiting, then says when cancelling failed and keeps the request', async () => {
    let fail: () => void = () => undefined;
    const { user, reporter } = renderSection({
      handlers: { [`DELETE ${PATH}/7`]: () => new Promise<Response>((_resolve, reject) => (fail = () => reject(new TypeError('Failed to fetch')))) },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel the request' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Cancel the request/ })).toHaveAttribute('aria-disabled', 'true'));
    fail();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(reporter.report).toHaveBeenCalledWith(expect.anything(), { process: 'cancel-search-request' });
    expect(screen.getByRole('heading', { level: 3, name: 'Dermatology' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel the request' })).not.toHaveAttribute('aria-disabled');
  });
});
