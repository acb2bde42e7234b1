import type { Handler } from '@portal/shared/data-access/testing';
import type { Lang } from '@portal/shared/i18n';
import { answer, jsonResponse, never, renderPage } from '@portal/shared/data-access/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { aVisit, aVisitsList } from '@portal/visits/contracts/testing';
import { VisitsPage } from './visits-page';

function renderList(handler: Handler, { route = '/en/visits', lang = 'en' }: { route?: string; lang?: Lang } = {}) {
  const word = { en: 'visits', fi: 'kaynnit', sv: 'besoken' }[lang];
  return renderPage(<VisitsPage />, { handlers: { 'GET /api/visits': handler }, route, path: `/${lang}/${word}`, lang });
}

const list = () => screen.getByRole('list', { name: 'Your visits' });

/** Answers each page of `total` visits, 20 a page, a day apart from 20.11.2026 backwards. */
function pages(total: number): Handler {
  return ({ url }) => {
    const page = Number(url.searchParams.get('page'));
    const visits = Array.from({ length: Math.max(0, Math.min(20, total - page * 20)) }, (_, i) => {
      const n = page * 20 + i;
      return aVisit({ id: n + 1, dateTime: new Date(Date.UTC(2026, 10, 20 - n, 8)).toISOString(), specialtyName: `Specialty ${n + 1}` });
    });
    return jsonResponse(aVisitsList(visits, { page, totalCount: total }));
  };
}

describe('visits list', () => {
  it('lists the visits: the specialty leads to the visit, with the date, time and practitioner', async () => {
    const { calls } = renderList(
      answer(aVisitsList([aVisit(), aVisit({ id: 13, dateTime: '2026-06-02T12:30:00.000Z', specialtyName: null, practitionerName: null })])),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Visits' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Your visits' });
    const [first, second] = within(list()).getAllByRole('listitem');
    // The date is in the link's name for screen readers, so that links of one specialty differ.
    expect(within(first as HTMLElement).getByRole('link', { name: 'General practice 20.11.2026' })).toHaveAttribute('href', '/en/visits/12');
    expect(first).toHaveTextContent('Date and time20.11.2026 at 10:00');
    expect(first).toHaveTextContent('PractitionerAnna Virtanen');
    // No specialty: 'Visit'; no practitioner: no such row.
    expect(within(second as HTMLElement).getByRole('link', { name: 'Visit 2.6.2026' })).toHaveAttribute('href', '/en/visits/13');
    expect(second).toHaveTextContent('2.6.2026 at 15:30');
    expect(second).not.toHaveTextContent('Practitioner');
    expect(calls[0]?.url.searchParams.get('lang')).toBe('en');
    expect(calls[0]?.url.searchParams.get('page')).toBe('0');
    expect(screen.queryByRole('navigation', { name: 'Visit pages' })).not.toBeInTheDocument();
  });

  it("says 'No visits' when there are none", async () => {
    renderList(answer(aVisitsList([])));
    expect(await screen.findByRole('heading', { level: 2, name: 'No visits' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your visits' })).not.toBeInTheDocument();
  });

  it('shows placeholders while loading', () => {
    renderList(never);
    expect(screen.getByRole('status')).toHaveTextContent('Loading visits');
  });

  it('shows the error view and loads again on retry', async () => {
    let attempts = 0;
    const { user } = renderList(() => {
      attempts += 1;
      return attempts === 1 ? jsonResponse({}, 500) : jsonResponse(aVisitsList([aVisit()]));
    });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'General practice 20.11.2026' })).toBeInTheDocument();
  });

  describe('pages of 20', () => {
    it('moves between pages by links that keep the page in the address, and back again', async () => {
      const { user, calls, router } = renderList(pages(45));
      const nav = await screen.findByRole('navigation', { name: 'Visit pages' });
      expect(nav).toHaveTextContent('Page 1 of 3');
      expect(within(list()).getAllByRole('listitem')).toHaveLength(20);
      expect(within(nav).queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();

      await user.click(within(nav).getByRole('link', { name: 'Next page' }));
      expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
      expect(router.state.location.search).toBe('?page=1');
      expect(calls.at(-1)?.url.searchParams.get('page')).toBe('1');
      expect(screen.getByRole('link', { name: /^Specialty 21 / })).toBeInTheDocument();
      // The new list takes focus: the pressed link may be gone.
      expect(list()).toHaveFocus();
      expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/en/visits');
      expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/en/visits?page=2');

      await user.click(screen.getByRole('link', { name: 'Next page' }));
      expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
      expect(within(list()).getAllByRole('listitem')).toHaveLength(5);

      await act(() => router.navigate(-1));
      expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    });

    it('opens the page the address names, leaving focus alone', async () => {
      const { calls } = renderList(pages(45), { route: '/en/visits?page=2' });
      expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
      expect(calls[0]?.url.searchParams.get('page')).toBe('2');
      expect(list()).not.toHaveFocus();
    });

    it('goes to the last page from a page past the end', async () => {
      const { router } = renderList(pages(25), { route: '/en/visits?page=5' });
      expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.search).toBe('?page=1'));
    });

    it('goes to the first page when a later page is asked for and there are no visits', async () => {
      const { router } = renderList(pages(0), { route: '/en/visits?page=1' });
      expect(await screen.findByRole('heading', { level: 2, name: 'No visits' })).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.search).toBe(''));
    });
  });

  it('speaks Finnish', async () => {
    renderList(answer(aVisitsList([aVisit({ specialtyName: 'Yleislääketiede' })])), { route: '/fi/kaynnit', lang: 'fi' });
    expect(await screen.findByRole('list', { name: 'Käyntisi' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Käynnit' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Yleislääketiede 20.11.2026' })).toHaveAttribute('href', '/fi/kaynnit/12');
    expect(screen.getByRole('listitem')).toHaveTextContent('20.11.2026 klo 10:00');
  });

  it('speaks Swedish when empty', async () => {
    renderList(answer(aVisitsList([])), { route: '/sv/besoken', lang: 'sv' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Inga besök' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Besök' })).toBeInTheDocument();
  });
});
