import type { Handler } from '@portal/shared/data-access/testing';
import { createApiClient, prefetch } from '@portal/shared/data-access';
import { answer, clearPrefetched, jsonResponse, mockApi, never, renderPage } from '@portal/shared/data-access/testing';
import { screen, within } from '@testing-library/react';
import { anImagingOverview, anImagingResultDay } from '@portal/lab-imaging/contracts/testing';
import { imagingResultDayCall } from '../api/result-day-calls';
import { ImagingPage } from './imaging-page';
import { ImagingResultPage } from './imaging-result-page';

const unavailable: Handler = () => jsonResponse({ type: 'ServiceUnavailable' }, 503);

describe('imaging page', () => {
  const renderImaging = (handler: Handler, lang: 'en' | 'sv' = 'en') =>
    renderPage(<ImagingPage />, { handlers: { 'GET /api/imaging': handler }, route: `/${lang}/imaging`, path: `/${lang}/imaging`, lang });

  it('lists the referrals and the results with or without a doctor’s statement', async () => {
    renderImaging(answer(anImagingOverview()));
    expect(screen.getByRole('heading', { level: 1, name: 'Imaging' })).toBeInTheDocument();
    const referrals = await screen.findByRole('list', { name: 'Referrals' });
    expect(within(referrals).getByRole('link', { name: 'Polven magneettitutkimus, oikea' })).toHaveAttribute('href', '/en/imagingreferral/51');
    expect(referrals).toHaveTextContent('Valid for 2 more weeks');
    const results = screen.getByRole('list', { name: 'Results' });
    const [knee, untitled] = within(results).getAllByRole('listitem');
    expect(within(knee as HTMLElement).getByRole('link', { name: 'Polven magneettitutkimus, oikea' })).toHaveAttribute('href', '/en/imaging/2026-11-19');
    expect(knee).toHaveTextContent('No doctor’s statement');
    expect(knee).toHaveTextContent('19.11.2026');
    expect(within(untitled as HTMLElement).getByRole('link', { name: 'No title' })).toHaveAttribute('href', '/en/imaging/2026-10-13');
    expect(untitled).toHaveTextContent('Doctor’s statement');
  });

  it('links the results in Swedish', async () => {
    renderImaging(answer(anImagingOverview()), 'sv');
    const results = await screen.findByRole('list', { name: 'Resultat' });
    expect(within(results).getAllByRole('link')[0]).toHaveAttribute('href', '/sv/bildbehandling/2026-11-19');
  });

  it('says when there are no referrals or results', async () => {
    renderImaging(answer({ referrals: [], results: [] }));
    expect(await screen.findByText('No referrals')).toBeInTheDocument();
    expect(screen.getByText('No results')).toBeInTheDocument();
  });

  it('says the section is temporarily unavailable while the service does not answer, and tries again', async () => {
    let attempts = 0;
    const { user } = renderImaging((request) => {
      attempts += 1;
      return attempts === 1 ? unavailable(request) : jsonResponse(anImagingOverview());
    });
    expect(await screen.findByRole('heading', { name: 'This section is temporarily unavailable' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Results' })).toBeInTheDocument();
  });

  it('shows placeholders while loading and the error view for other failures', async () => {
    renderImaging(never);
    expect(screen.getByRole('status')).toHaveTextContent('Loading imaging results');
  });

  it('shows the general error view for a failure other than unavailability', async () => {
    renderImaging(() => jsonResponse({ type: 'InternalServerError' }, 500));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText('This section is temporarily unavailable')).not.toBeInTheDocument();
  });
});

describe('imaging result page', () => {
  const renderResult = (handler: Handler, route = '/en/imaging/2026-10-13') =>
    renderPage(<ImagingResultPage />, { handlers: { 'GET /api/imaging-results/2026-10-13': handler }, route, path: '/en/imaging/:imagingDate' });

  it('shows each examination of the day with its date and statement, and a print action', async () => {
    renderResult(answer(anImagingResultDay()));
    expect(screen.getByRole('heading', { level: 1, name: 'Imaging results 13.10.2026' })).toBeInTheDocument();
    const lungs = await screen.findByRole('article', { name: 'Keuhkojen röntgenkuvaus' });
    expect(lungs).toHaveTextContent('Imaging date13.10.2026');
    expect(within(lungs).getByRole('heading', { name: 'Doctor’s statement' })).toBeInTheDocument();
    expect(lungs).toHaveTextContent('Keuhkokentät ovat puhtaat.');
    const untitled = screen.getByRole('article', { name: 'No title' });
    expect(untitled).toHaveTextContent('No doctor’s statement');
    expect(screen.getByText('Maija Meikäläinen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All imaging' })).toHaveAttribute('href', '/en/imaging');
  });

  it('shows the answer asked for while the code loaded, without asking again', async () => {
    const ahead = mockApi({ 'GET /api/imaging-results/2026-10-13': answer(anImagingResultDay({ patientName: 'Asked Ahead' })) });
    prefetch(createApiClient({ getCsrfToken: () => 'token', fetch: ahead.fetch }), imagingResultDayCall('2026-10-13', 'en'));
    const { calls } = renderResult(answer(anImagingResultDay()));
    expect(await screen.findByText('Asked Ahead')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    clearPrefetched();
  });

  it('says results were not found for a date without the patient’s results, or no date at all', async () => {
    renderResult(() => jsonResponse({ type: 'NotFound' }, 404));
    expect(await screen.findByRole('heading', { level: 1, name: 'Results were not found' })).toBeInTheDocument();
  });

  it('does not ask about an address that names no real day', () => {
    const { calls } = renderResult(never, '/en/imaging/yesterday');
    expect(screen.getByRole('heading', { level: 1, name: 'Results were not found' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('has the temporary-api-error state', async () => {
    renderResult(unavailable);
    expect(await screen.findByRole('heading', { name: 'This section is temporarily unavailable' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Imaging results 13.10.2026' })).toBeInTheDocument();
  });
});
