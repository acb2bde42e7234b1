import type { Handler } from '@portal/shared/data-access/testing';
import { answer, jsonResponse, renderPage } from '@portal/shared/data-access/testing';
import { screen, within } from '@testing-library/react';
import { aVisitFee } from '@portal/invoices/contracts/testing';
import { PayVisitPage } from './pay-visit-page';

function renderVisits(handler: Handler, lang: 'en' | 'fi' | 'sv' = 'en') {
  const word = { en: 'pay-visit', fi: 'maksa-kaynti', sv: 'betala-besok' }[lang];
  return renderPage(<PayVisitPage />, {
    handlers: { 'GET /api/payments/visit-fees': handler },
    route: `/${lang}/${word}`,
    path: `/${lang}/${word}`,
    lang,
  });
}

describe('pay visit', () => {
  it('says the fee can be paid online for four days, and lists each fee with Pay', async () => {
    const { calls } = renderVisits(
      answer({ visitFees: [aVisitFee(), aVisitFee({ id: 10, invoiceNumber: '41000010', description: 'Laboratory tests', visitStart: null })] }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Pay for a visit' })).toBeInTheDocument();
    expect(screen.getByText(/pay the fee of a visit online for four days\. After that, the invoice is sent to you by mail/)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Visit fees' });
    const [video, lab] = within(list).getAllByRole('listitem');
    expect(video).toHaveAccessibleName('Video appointment');
    expect(video).toHaveTextContent('Visit date20.11.2026');
    expect(video).toHaveTextContent('Invoice number41000009');
    expect(video).toHaveTextContent(/Sum€103\.90/);
    expect(video).toHaveTextContent('Pay online by24.11.2026 at 23:59');
    expect(within(video as HTMLElement).getByRole('link', { name: 'Pay invoice 41000009' })).toHaveAttribute('href', '/en/pay/41000009');
    expect(lab).not.toHaveTextContent('Visit date');
    expect(within(lab as HTMLElement).getByRole('link', { name: 'Pay invoice 41000010' })).toHaveAttribute('href', '/en/pay/41000010');
    expect(calls[0]?.url.searchParams.get('lang')).toBe('en');
  });

  it("says 'No visit fees to pay' when there are none", async () => {
    renderVisits(answer({ visitFees: [] }));
    expect(await screen.findByRole('heading', { level: 2, name: 'No visit fees to pay' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows placeholders while loading, and the retry view on a failure', async () => {
    let attempts = 0;
    const { user } = renderVisits(() => {
      attempts += 1;
      return attempts === 1 ? jsonResponse({}, 500) : jsonResponse({ visitFees: [aVisitFee()] });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading visit fees');
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Pay invoice 41000009' })).toBeInTheDocument();
  });

  it.each([
    ['fi', 'Ei maksettavia käyntejä'],
    ['sv', 'Inga besök att betala'],
  ] as const)('speaks %s', async (lang, empty) => {
    renderVisits(answer({ visitFees: [] }), lang);
    expect(await screen.findByRole('heading', { level: 2, name: empty })).toBeInTheDocument();
  });
});
