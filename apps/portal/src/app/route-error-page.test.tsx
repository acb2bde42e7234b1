import { renderWithProviders } from '@portal/shared/data-access/testing';
import { act, screen } from '@testing-library/react';
import { PageBoundary } from './route-error-page';

function BrokenPage(): never {
  throw new Error('chunk lost');
}

function renderBoundary(route: string) {
  const reporter = { report: jest.fn() };
  const result = renderWithProviders(<p>Not used</p>, {
    path: '/unused',
    route,
    reporter,
    routes: [
      {
        element: <PageBoundary />,
        children: [
          { path: '/broken', element: <BrokenPage /> },
          { path: '/fine', element: <p>The next page</p> },
        ],
      },
    ],
  });
  return { ...result, reporter };
}

describe('PageBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the error view for a page that fails, and reports it', async () => {
    const { reporter } = renderBoundary('/broken');
    expect(await screen.findByRole('heading', { name: 'Apologies! Something went wrong...' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(reporter.report).toHaveBeenCalledWith(expect.objectContaining({ message: 'chunk lost' }), { process: 'route', severity: 'error' });
  });

  it('clears the failure when the address changes, so the menu leads out of it', async () => {
    const { router } = renderBoundary('/broken');
    await screen.findByRole('heading', { name: 'Apologies! Something went wrong...' });
    await act(() => router.navigate('/fine'));
    expect(screen.getByText('The next page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Apologies! Something went wrong...' })).not.toBeInTheDocument();
  });
});
