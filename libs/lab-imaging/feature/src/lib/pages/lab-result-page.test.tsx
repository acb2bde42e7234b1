import type { Handler } from '@portal/shared/data-access/testing';
import { createApiClient, prefetch } from '@portal/shared/data-access';
import { answer, clearPrefetched, jsonResponse, mockApi, never, offline, renderPage } from '@portal/shared/data-access/testing';
import { act, screen, within } from '@testing-library/react';
import { aLabResultDay, aPackage, aTrend } from '@portal/lab-imaging/contracts/testing';
import { labResultDayCall } from '../api/result-day-calls';
import { LabResultPage } from './lab-result-page';

function renderResult(handler: Handler, route = '/en/laboratoryresult/2026-11-20', trend: Handler = answer(aTrend())) {
  return renderPage(<LabResultPage />, {
    handlers: { 'GET /api/lab-results/2026-11-20': handler, 'GET /api/lab-results/trend': trend },
    route,
    path: '/en/laboratoryresult/:date',
  });
}

/** The summary (the expandable part's button) of the test or package named `name`. */
function summaryOf(name: string): HTMLElement {
  const summary = screen.getByText(name, { selector: 'span' }).closest('summary');
  if (!summary) throw new Error(`no summary for ${name}`);
  return summary;
}

const detailsOf = (name: string) => summaryOf(name).parentElement as HTMLDetailsElement;

describe('lab result page', () => {
  it('shows whose results, the date, the status, a print action, the intro and every test closed', async () => {
    const { calls } = renderResult(answer(aLabResultDay()));
    expect(screen.getByRole('heading', { level: 1, name: 'Your results 20.11.2026' })).toBeInTheDocument();
    const tests = await screen.findByRole('list', { name: 'Tests' });
    expect(screen.getByText('Maija Meikäläinen')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(screen.getByText(/Open a test to see its result, reference range and description/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All laboratory results' })).toHaveAttribute('href', '/en/laboratory');
    expect(tests.children).toHaveLength(5);
    for (const details of tests.querySelectorAll('details')) expect(details.open).toBe(false);
    expect(calls[0]?.url.pathname).toBe('/api/lab-results/2026-11-20');
  });

  it('writes each result with its prefix, unit and range mark in the summary line', async () => {
    renderResult(answer(aLabResultDay()));
    await screen.findByRole('list', { name: 'Tests' });
    expect(summaryOf('C-reaktiivinen proteiini')).toHaveTextContent('< 3 mg/lWithin the reference range');
    expect(summaryOf('Kolesteroli')).toHaveTextContent('5.6 mmol/lOutside the reference range');
    expect(summaryOf('Virtsan kemiallinen seulonta')).toHaveTextContent('Ei poikkeavaa');
    expect(summaryOf('Tyreotropiini')).toHaveTextContent('Sample taken, result pending');
    expect(summaryOf('Perusverenkuva')).toHaveTextContent('2 testsReady');
  });

  it('opens a package to its tests and a test to its reference range, description and additional result', async () => {
    const { user } = renderResult(answer(aLabResultDay()));
    await screen.findByRole('list', { name: 'Tests' });
    await user.click(summaryOf('Perusverenkuva'));
    expect(detailsOf('Perusverenkuva').open).toBe(true);
    const items = screen.getByRole('list', { name: 'Perusverenkuva' });
    expect(within(items).getAllByRole('listitem')).toHaveLength(2);
    await user.click(summaryOf('Leukosyytit'));
    const leukocytes = detailsOf('Leukosyytit');
    expect(leukocytes).toHaveTextContent('Result6.1 Within the reference range');
    expect(leukocytes).toHaveTextContent('UnitE9/l');
    expect(leukocytes).toHaveTextContent('Reference range3.4–8.2 E9/l');

    await user.click(summaryOf('C-reaktiivinen proteiini'));
    expect(detailsOf('C-reaktiivinen proteiini')).toHaveTextContent('Reference range≤ 3 mg/l');
    expect(detailsOf('C-reaktiivinen proteiini')).toHaveTextContent('DescriptionTulehdusarvo.');
    await user.click(summaryOf('Virtsan kemiallinen seulonta'));
    const urine = detailsOf('Virtsan kemiallinen seulonta');
    expect(urine).toHaveTextContent('Additional resultNitriitti negatiivinen.');
    expect(urine).not.toHaveTextContent('Reference range');
    // A textual result has no trend.
    expect(within(urine).queryByRole('button', { name: 'Show earlier results' })).not.toBeInTheDocument();
  });

  it('loads the trend of a numeric test on demand: a chart with its caption and a table of the values', async () => {
    const { user, calls } = renderResult(answer(aLabResultDay({ tests: [aPackage()] })));
    await screen.findByRole('list', { name: 'Tests' });
    await user.click(summaryOf('Perusverenkuva'));
    await user.click(summaryOf('Hemoglobiini'));
    const hemoglobin = detailsOf('Hemoglobiini');
    const show = within(hemoglobin).getByRole('button', { name: 'Show earlier results' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    expect(calls.filter((call) => call.url.pathname === '/api/lab-results/trend')).toHaveLength(0);
    await user.click(show);

    const figure = await within(hemoglobin).findByRole('figure', { name: 'Hemoglobiini: your 3 results over time, with the reference range' });
    expect(within(hemoglobin).getByRole('button', { name: 'Hide earlier results' })).toHaveAttribute('aria-expanded', 'true');
    expect(calls.find((call) => call.url.pathname === '/api/lab-results/trend')?.url.searchParams.get('code')).toBe('B-Hb');
    // The drawing is for the eye; the table tells the same.
    expect(figure.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(figure.querySelectorAll('svg circle[class*="chartWithin"]').length).toBeGreaterThanOrEqual(2);
    expect(figure.querySelectorAll('svg path[class*="chartOutside"]').length).toBeGreaterThanOrEqual(1);
    const table = within(figure).getByRole('table', { name: 'Results of Hemoglobiini' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '20.11.2026 (this result)138 g/l117–167 g/lWithin the reference range',
      '10.2.2026125 g/l117–167 g/lWithin the reference range',
      '2.5.2025112 g/l117–167 g/lOutside the reference range',
    ]);
    expect(within(figure).getByText('Reference range', { selector: 'li' })).toBeInTheDocument();
  });

  it('says so when the trend cannot be loaded, leaving the results as they are, and tries again', async () => {
    let attempts = 0;
    const { user } = renderResult(answer(aLabResultDay()), undefined, () => {
      attempts += 1;
      return attempts === 1 ? jsonResponse({ type: 'InternalServerError' }, 500) : jsonResponse(aTrend({ points: [{ id: 111, date: '2026-11-20', resultNumber: 5.6, prefix: null, isWithinReferenceRange: false, referenceRange: { min: null, max: 5 } }] }));
    });
    await screen.findByRole('list', { name: 'Tests' });
    await user.click(summaryOf('Kolesteroli'));
    await user.click(within(detailsOf('Kolesteroli')).getByRole('button', { name: 'Show earlier results' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The earlier results could not be loaded.');
    expect(screen.getByRole('list', { name: 'Tests' })).toBeInTheDocument();
    await user.click(within(detailsOf('Kolesteroli')).getByRole('button', { name: 'Try again' }));
    const figure = await screen.findByRole('figure');
    expect(figure).toHaveTextContent('This is your only result of this test so far.');
    expect(within(figure).getAllByRole('row')).toHaveLength(2);
  });

  it('opens every test for printing and closes them again afterwards', async () => {
    const { user } = renderResult(answer(aLabResultDay()));
    await screen.findByRole('list', { name: 'Tests' });
    await user.click(summaryOf('Kolesteroli'));
    const all = () => [...document.querySelectorAll('details')].map((details) => details.open);
    expect(all().filter(Boolean)).toHaveLength(1);
    act(() => void window.dispatchEvent(new Event('beforeprint')));
    expect(all().every(Boolean)).toBe(true);
    act(() => void window.dispatchEvent(new Event('afterprint')));
    expect(detailsOf('Kolesteroli').open).toBe(true);
    expect(all().filter(Boolean)).toHaveLength(1);
  });

  it('prints with the browser’s dialog', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderResult(answer(aLabResultDay()));
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('says results were not found for another person’s or an empty date, and for an address that names no date', async () => {
    renderResult(() => jsonResponse({ type: 'NotFound' }, 404));
    expect(await screen.findByRole('heading', { level: 1, name: 'Results were not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All laboratory results' })).toHaveAttribute('href', '/en/laboratory');
  });

  it('does not ask the API about an address that names no real day', () => {
    const { calls } = renderResult(never, '/en/laboratoryresult/2026-02-30');
    expect(screen.getByRole('heading', { level: 1, name: 'Results were not found' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows placeholders while loading and a retry after a failure', async () => {
    let attempts = 0;
    const { user } = renderResult(() => {
      attempts += 1;
      return attempts === 1 ? jsonResponse({ type: 'InternalServerError' }, 500) : jsonResponse(aLabResultDay());
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading laboratory results');
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Tests' })).toBeInTheDocument();
  });
});

describe('lab result page with its answer asked for ahead', () => {
  const askAhead = (handler: Handler) => {
    const { fetch } = mockApi({ 'GET /api/lab-results/2026-11-20': handler });
    prefetch(createApiClient({ getCsrfToken: () => 'token', fetch }), labResultDayCall('2026-11-20', 'en'));
  };

  afterEach(clearPrefetched);

  it('shows the answer asked for while the code loaded, without asking again', async () => {
    askAhead(answer(aLabResultDay({ patientName: 'Asked Ahead' })));
    const { calls } = renderResult(answer(aLabResultDay()));
    expect(await screen.findByText('Asked Ahead')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.pathname === '/api/lab-results/2026-11-20')).toHaveLength(0);
  });

  it('asks again when the answer asked for ahead failed, after the retry', async () => {
    askAhead(offline);
    const { user, calls } = renderResult(answer(aLabResultDay({ patientName: 'Asked Now' })));
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Asked Now')).toBeInTheDocument();
    expect(calls.map((call) => call.url.pathname)).toContain('/api/lab-results/2026-11-20');
  });
});
