import type { Handler } from '@portal/shared/data-access/testing';
import { aBrand, answer, jsonResponse, never, renderPage } from '@portal/shared/data-access/testing';
import { screen, within } from '@testing-library/react';
import { aReferral, dayFromNow } from '@portal/lab-imaging/contracts/testing';
import { ImagingReferralPage, LabReferralPage } from './referral-page';

function renderLab(handler: Handler, options: { route?: string; brand?: 'general' | 'children'; lang?: 'en' | 'fi' } = {}) {
  const lang = options.lang ?? 'en';
  return renderPage(<LabReferralPage />, {
    handlers: { 'GET /api/referrals/41': handler },
    route: options.route ?? `/${lang}/laboratoryreferral/41`,
    path: `/${lang}/laboratoryreferral/:referralId`,
    lang,
    brand: aBrand(options.brand ?? 'general'),
  });
}

describe('laboratory referral page', () => {
  it('shows the referral in full with the lab finder of the brand', async () => {
    const { calls } = renderLab(answer({ referral: aReferral({ validUntil: dayFromNow(1) }) }), { lang: 'fi' });
    expect(screen.getByRole('heading', { level: 1, name: 'Laboratoriolähete' })).toBeInTheDocument();
    const referral = await screen.findByRole('article', { name: 'Perusverenkuva, CRP ja TSH' });
    expect(referral).toHaveTextContent('Kirjoitettu17.11.2026');
    expect(referral).toHaveTextContent('LääkäriAnna Lääkäri');
    expect(referral).toHaveTextContent('Voimassa huomiseen asti');
    expect(referral).toHaveTextContent('Näytteenotto ilman ajanvarausta arkisin 7–18.');
    expect(within(referral).getByRole('link', { name: /^Potilasohje/ })).toHaveAttribute('href', 'https://example.com/ohjeet/laboratorio');
    expect(within(referral).getByRole('link', { name: /^Etsi lähin laboratorio/ })).toHaveAttribute('href', '/out/laboratories?lang=fi');
    expect(calls[0]?.url.searchParams.get('type')).toBe('laboratory');
    expect(calls[0]?.url.searchParams.get('lang')).toBe('fi');
  });

  it('leads to the laboratories in the page language, and shows no description the API did not send', async () => {
    renderLab(answer({ referral: aReferral({ description: null, patientInstructionsUrl: null, practitioner: null }) }), { brand: 'children' });
    const referral = await screen.findByRole('article', { name: 'Perusverenkuva, CRP ja TSH' });
    expect(within(referral).getByRole('link', { name: /^Find a laboratory near you/ })).toHaveAttribute('href', '/out/laboratories?lang=en');
    expect(within(referral).queryByRole('heading', { name: 'Instructions' })).not.toBeInTheDocument();
    expect(within(referral).queryByRole('link', { name: /Instructions for the patient/ })).not.toBeInTheDocument();
    expect(referral).not.toHaveTextContent('Doctor');
  });

  it('marks an expired referral as not valid', async () => {
    renderLab(answer({ referral: aReferral({ validUntil: dayFromNow(-1), status: 'expired' }) }));
    expect(await screen.findByText('Not valid')).toBeInTheDocument();
  });

  it('says the referral was not found for another person’s id or a malformed one', async () => {
    renderLab(() => jsonResponse({ type: 'NotFound' }, 404));
    expect(await screen.findByRole('heading', { level: 1, name: 'Referral was not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All laboratory results' })).toBeInTheDocument();
  });

  it('does not ask about an id that is not a number', () => {
    const { calls } = renderLab(never, { route: '/en/laboratoryreferral/abc' });
    expect(screen.getByRole('heading', { level: 1, name: 'Referral was not found' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows placeholders while loading and a retry after a failure', async () => {
    let attempts = 0;
    const { user } = renderLab(() => {
      attempts += 1;
      return attempts === 1 ? jsonResponse({ type: 'InternalServerError' }, 500) : jsonResponse({ referral: aReferral() });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the referral');
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Perusverenkuva, CRP ja TSH' })).toBeInTheDocument();
  });
});

describe('imaging referral page', () => {
  it('shows the referral with the nearest imaging centre of the brand', async () => {
    const { calls } = renderPage(<ImagingReferralPage />, {
      handlers: { 'GET /api/referrals/51': answer({ referral: aReferral({ id: 51, type: 'imaging', title: 'Polven magneettitutkimus, oikea' }) }) },
      route: '/en/imagingreferral/51',
      path: '/en/imagingreferral/:referralId',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Imaging referral' })).toBeInTheDocument();
    const referral = await screen.findByRole('article', { name: 'Polven magneettitutkimus, oikea' });
    expect(within(referral).getByRole('link', { name: /^Find the nearest imaging centre/ })).toHaveAttribute('href', '/out/imaging-centres?lang=en');
    expect(screen.getByRole('link', { name: 'All imaging' })).toHaveAttribute('href', '/en/imaging');
    expect(calls[0]?.url.searchParams.get('type')).toBe('imaging');
  });
});
