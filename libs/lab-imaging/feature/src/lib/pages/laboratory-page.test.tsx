import type { Handler } from '@portal/shared/data-access/testing';
import { answer, jsonResponse, never, renderPage } from '@portal/shared/data-access/testing';
import { screen, within } from '@testing-library/react';
import { aLaboratoryOverview, aReferral, dayFromNow } from '@portal/lab-imaging/contracts/testing';
import { LaboratoryPage } from './laboratory-page';

function renderLaboratory(handler: Handler, lang: 'en' | 'fi' = 'en') {
  return renderPage(<LaboratoryPage />, { handlers: { 'GET /api/laboratory': handler }, route: `/${lang}/laboratory`, path: `/${lang}/laboratory`, lang });
}

describe('laboratory page', () => {
  it('lists the referrals with their validity and the result dates with their status', async () => {
    const { calls } = renderLaboratory(answer(aLaboratoryOverview()));
    expect(screen.getByRole('heading', { level: 1, name: 'Laboratory results' })).toBeInTheDocument();
    const referrals = await screen.findByRole('list', { name: 'Referrals' });
    const items = within(referrals).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Perusverenkuva, CRP ja TSH');
    expect(items[0]).toHaveTextContent('Anna Lääkäri');
    expect(items[0]).toHaveTextContent('Written 17.11.2026');
    expect(items[0]).toHaveTextContent(/Valid$/);
    expect(items[1]).toHaveTextContent('Valid today');
    expect(items[2]).toHaveTextContent('Not valid');
    expect(within(referrals).getByRole('link', { name: 'Lipidit ja glukoosi' })).toHaveAttribute('href', '/en/laboratoryreferral/42');

    const results = screen.getByRole('list', { name: 'Results' });
    const [pending, ready] = within(results).getAllByRole('listitem');
    expect(within(pending as HTMLElement).getByRole('link', { name: 'Results 20.11.2026' })).toHaveAttribute('href', '/en/laboratoryresult/2026-11-20');
    expect(pending).toHaveTextContent('Perusverenkuva, Tyreotropiini');
    expect(pending).toHaveTextContent('Pending');
    expect(ready).toHaveTextContent('Ready');
    expect(calls[0]?.url.searchParams.get('lang')).toBe('en');
  });

  it('reads the referral hints in Finnish, and weeks for a referral ending in two weeks', async () => {
    renderLaboratory(answer(aLaboratoryOverview({ referrals: [aReferral(), aReferral({ id: 44, validUntil: dayFromNow(15) })] })), 'fi');
    const referrals = await screen.findByRole('list', { name: 'Lähetteet' });
    expect(within(referrals).getAllByRole('listitem')[1]).toHaveTextContent('Voimassa vielä 2 viikkoa');
  });

  it('says when there are no referrals or results', async () => {
    renderLaboratory(answer({ referrals: [], resultDates: [] }));
    expect(await screen.findByText('No referrals')).toBeInTheDocument();
    expect(screen.getByText('No results')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Referrals' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Results' })).toBeInTheDocument();
  });

  it('shows placeholders while loading', () => {
    renderLaboratory(never);
    expect(screen.getByRole('status')).toHaveTextContent('Loading laboratory results');
  });

  it('offers to try again after a failure', async () => {
    let attempts = 0;
    const { user } = renderLaboratory(() => {
      attempts += 1;
      return attempts === 1 ? jsonResponse({ type: 'InternalServerError' }, 500) : jsonResponse(aLaboratoryOverview());
    });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Referrals' })).toBeInTheDocument();
  });
});
