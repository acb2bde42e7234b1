import type { AccessLogEntry, AccessLogPage, SignInEntry, SignInPage } from '@portal/my-data/contracts';
import type { Handler } from '@portal/shared/data-access/testing';
import { aSignedInSession, answer, jsonResponse, never, renderPage } from '@portal/shared/data-access/testing';
import type { Lang } from '@portal/shared/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import { MyDataPage } from './my-data-page';

const paths: Record<Lang, string> = { en: '/en/my-information/my-data', fi: '/fi/omat-tiedot/kaytto', sv: '/sv/mina-uppgifter/anvandning' };

const aRead = (overrides: Partial<AccessLogEntry> = {}): AccessLogEntry => ({
  at: '2026-11-20T08:05:00.000Z',
  reader: { role: 'guardian', name: 'Ville Huoltaja' },
  kind: 'lab-results',
  record: null,
  ...overrides,
});
const aSignIn = (overrides: Partial<SignInEntry> = {}): SignInEntry => ({ at: '2026-11-21T16:30:00.000Z', method: 'nordea', person: 'Ville Huoltaja', actingFor: null, ...overrides });
const readsPage = (entries: AccessLogEntry[], extra: Partial<AccessLogPage> = {}): AccessLogPage => ({ entries, page: 0, pageSize: 25, totalCount: entries.length, ...extra });
const signInsPage = (signIns: SignInEntry[], extra: Partial<SignInPage> = {}): SignInPage => ({ signIns, page: 0, pageSize: 25, totalCount: signIns.length, ...extra });

function renderMyData(handlers: { reads: Handler; signIns: Handler }, { lang = 'en', route, session }: { lang?: Lang; route?: string; session?: ReturnType<typeof aSignedInSession> } = {}) {
  return renderPage(<MyDataPage />, {
    handlers: { 'GET /api/my-data/access-log': handlers.reads, 'GET /api/my-data/sign-ins': handlers.signIns },
    route: route ?? paths[lang],
    path: paths[lang],
    lang,
    ...(session ? { session } : {}),
  });
}

const table = (name: string) => screen.findByRole('table', { name });
const rowsOf = (element: HTMLElement) => within(element).getAllByRole('row').map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

describe('the use of my data', () => {
  it('lists who else has viewed the data and the sign-ins, in tables with column headers', async () => {
    const { calls } = renderMyData({
      reads: answer(
        readsPage([
          aRead(),
          aRead({ at: '2026-11-19T10:00:00.000Z', reader: { role: 'professional', name: 'Aino Lääkäri', title: 'Yleislääkäri' }, kind: 'messages', record: '12' }),
          aRead({ at: '2026-11-18T10:00:00.000Z', reader: { role: 'professional', name: 'Hoitaja', title: null }, kind: 'visit', record: null }),
          aRead({ at: '2026-11-17T10:00:00.000Z', reader: { role: 'anonymous-link' }, kind: 'appointment' }),
        ]),
      ),
      signIns: answer(signInsPage([aSignIn(), aSignIn({ at: '2026-11-20T06:00:00.000Z', method: 'sms' }), aSignIn({ at: '2026-11-19T06:00:00.000Z', method: 'mobiilivarmenne', actingFor: 'Aino Huoltaja' })])),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Use of your data' })).toBeInTheDocument();
    expect(rowsOf(await table('Who has viewed your data'))).toEqual([
      ['Time', 'Who', 'What'],
      ['20.11.2026 10:05', 'Ville Huoltaja (guardian)', 'Laboratory results'],
      ['19.11.2026 12:00', 'Aino Lääkäri, Yleislääkäri', 'Messages, no. 12'],
      ['18.11.2026 12:00', 'Hoitaja (healthcare professional)', 'A visit'],
      ['17.11.2026 12:00', 'Someone with the appointment’s link', 'An appointment'],
    ]);
    expect(rowsOf(await table('Sign-ins'))).toEqual([
      ['Time', 'Who', 'Method', 'On behalf of'],
      ['21.11.2026 18:30', 'Ville Huoltaja', 'Nordea', 'Themselves'],
      ['20.11.2026 08:00', 'Ville Huoltaja', 'SMS code', 'Themselves'],
      ['19.11.2026 08:00', 'Ville Huoltaja', 'Mobile certificate', 'Aino Huoltaja'],
    ]);
    expect(screen.getAllByRole('columnheader').every((header) => header.getAttribute('scope') === 'col')).toBe(true);
    expect(calls.map((call) => `${call.url.pathname}?${call.url.searchParams}`).sort()).toEqual(['/api/my-data/access-log?lang=en&page=0', '/api/my-data/sign-ins?lang=en&page=0']);
    // One page each: no page links.
    expect(screen.queryByRole('navigation', { name: 'Pages of views' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('offers the downloads of the data as FHIR and as a PDF in the page’s language', async () => {
    renderMyData({ reads: answer(readsPage([])), signIns: answer(signInsPage([])) }, { lang: 'sv' });
    expect(screen.getByRole('link', { name: 'Dina uppgifter i FHIR-format (JSON)' })).toHaveAttribute('href', '/api/my-data/export?format=fhir&lang=sv');
    expect(screen.getByRole('link', { name: 'Dina uppgifter som PDF-dokument' })).toHaveAttribute('href', '/api/my-data/export?format=pdf&lang=sv');
    expect(screen.getByRole('link', { name: 'Dina uppgifter som PDF-dokument' })).toHaveAttribute('download');
    expect(await screen.findByText('Ingen annan har sett dina uppgifter.')).toBeInTheDocument();
    expect(await screen.findByText('Inga inloggningar har registrerats.')).toBeInTheDocument();
  });

  it('says whose data a guardian acting for a child sees', async () => {
    const session = aSignedInSession({ lang: 'fi' }, { actingFor: { firstName: 'Aino', lastName: 'Huoltaja' } });
    renderMyData({ reads: answer(readsPage([])), signIns: answer(signInsPage([])) }, { lang: 'fi', session });
    expect(screen.getByText('Katselet henkilön Aino Huoltaja tietoja.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Tietojesi käyttö' })).toBeInTheDocument();
    expect(await screen.findByText('Kukaan muu ei ole katsonut tietojasi.')).toBeInTheDocument();
  });

  it('pages each table in the address, keeping the other’s page', async () => {
    const reads: Handler = ({ url }) => jsonResponse(readsPage([aRead()], { page: Number(url.searchParams.get('page')), totalCount: 60 }));
    const { calls } = renderMyData({ reads, signIns: answer(signInsPage([aSignIn()], { totalCount: 30 })) }, { route: `${paths.en}?reads=1&signIns=0` });
    const views = await screen.findByRole('navigation', { name: 'Pages of views' });
    expect(views).toHaveTextContent('Page 2 of 3');
    expect(within(views).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', `${paths.en}?reads=2&signIns=0`);
    const signIns = await screen.findByRole('navigation', { name: 'Pages of sign-ins' });
    expect(within(signIns).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', `${paths.en}?reads=1&signIns=1`);
    expect(calls.find((call) => call.url.pathname.endsWith('access-log'))?.url.searchParams.get('page')).toBe('1');
  });

  it('shows loading, then an error with a retry, for each table on its own', async () => {
    let fail = true;
    const reads: Handler = () => (fail ? jsonResponse({ type: 'InternalServerError' }, 500) : jsonResponse(readsPage([aRead()])));
    const { user } = renderMyData({ reads, signIns: never });
    expect(screen.getByText('Loading the sign-ins')).toHaveAttribute('role', 'status');
    const retry = await screen.findByRole('button', { name: /try again/i });
    fail = false;
    await user.click(retry);
    await waitFor(() => expect(screen.getByRole('table', { name: 'Who has viewed your data' })).toBeInTheDocument());
    expect(screen.getByText('Loading the sign-ins')).toHaveAttribute('role', 'status');
  });
});
