import type { Handler } from '@portal/shared/data-access/testing';
import type { Lang } from '@portal/shared/i18n';
import { answer, jsonResponse, never, renderPage } from '@portal/shared/data-access/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { aVaccination, aVaccinationsList } from '@portal/vaccinations/contracts/testing';
import { VaccinationsPage } from './vaccinations-page';

function renderList(handler: Handler, { route, lang = 'en' }: { route?: string; lang?: Lang } = {}) {
  const path = `/${lang}/${{ en: 'vaccinations', fi: 'rokotukset', sv: 'vaccinationer' }[lang]}`;
  return renderPage(<VaccinationsPage />, { handlers: { 'GET /api/vaccinations': handler }, route: route ?? path, path, lang });
}

const list = () => screen.getByRole('list', { name: 'Your vaccinations' });

/** Answers each page of `total` vaccinations, 25 a page, a day apart from 13.10.2026 backwards. */
function pages(total: number): Handler {
  return ({ url }) => {
    const page = Number(url.searchParams.get('page'));
    const vaccinations = Array.from({ length: Math.max(0, Math.min(25, total - page * 25)) }, (_, i) => {
      const n = page * 25 + i;
      return aVaccination({ id: n + 1, date: new Date(Date.UTC(2026, 9, 13 - n)).toISOString().slice(0, 10), name: `Vaccine ${n + 1}` });
    });
    return jsonResponse(aVaccinationsList(vaccinations, { page, totalCount: total }));
  };
}

describe('vaccinations list', () => {
  it('lists each vaccination with its name, date, end of effect and who gave it', async () => {
    const { calls } = renderList(
      answer(aVaccinationsList([aVaccination(), aVaccination({ id: 8, name: 'MPR-rokote (Priorix)', date: '2018-09-04', effectiveUntil: null, practitioner: null })])),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Vaccinations' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Your vaccinations' });
    const [first, second] = within(list()).getAllByRole('listitem');
    // The date is in the heading for screen readers, so that doses of one vaccine differ.
    expect(within(first as HTMLElement).getByRole('heading', { level: 2, name: 'Influenssarokote (Vaxigrip Tetra) 13.10.2026' })).toBeInTheDocument();
    expect(first).toHaveAccessibleName('Influenssarokote (Vaxigrip Tetra) 13.10.2026');
    expect(first).toHaveTextContent('Vaccination date13.10.2026');
    expect(first).toHaveTextContent('Effective until11.4.2027');
    expect(first).toHaveTextContent('Given byRokotushuone, Kamppi');
    expect(within(first as HTMLElement).getByText('11.4.2027')).toHaveAttribute('datetime', '2027-04-11');
    // No end and no practitioner on record: no such rows.
    expect(within(second as HTMLElement).getByRole('heading', { level: 2, name: 'MPR-rokote (Priorix) 4.9.2018' })).toBeInTheDocument();
    expect(second).toHaveTextContent('Vaccination date4.9.2018');
    expect(second).not.toHaveTextContent('Effective until');
    expect(second).not.toHaveTextContent('Given by');
    expect(calls[0]?.url.searchParams.get('lang')).toBe('en');
    expect(calls[0]?.url.searchParams.get('page')).toBe('0');
    expect(screen.queryByRole('navigation', { name: 'Vaccination pages' })).not.toBeInTheDocument();
  });

  it("says 'No vaccinations' when there are none", async () => {
    renderList(answer(aVaccinationsList([])));
    expect(await screen.findByRole('heading', { level: 2, name: 'No vaccinations' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your vaccinations' })).not.toBeInTheDocument();
  });

  it('shows placeholders while loading', () => {
    renderList(never);
    expect(screen.getByRole('status')).toHaveTextContent('Loading vaccinations');
    expect(screen.getByRole('heading', { level: 1, name: 'Vaccinations' })).toBeInTheDocument();
  });

  it('shows the error view and loads again on retry', async () => {
    let attempts = 0;
    const { user } = renderList(() => {
      attempts += 1;
      return attempts === 1 ? jsonResponse({}, 500) : jsonResponse(aVaccinationsList([aVaccination()]));
    });
    expect(await screen.findByRole('heading', { name: /Something went wrong/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Influenssarokote (Vaxigrip Tetra) 13.10.2026' })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('shows the error view for an answer that breaks the contract', async () => {
    renderList(answer({ vaccinations: [{ name: 'x' }], page: 0, pageSize: 25, totalCount: 1 }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your vaccinations' })).not.toBeInTheDocument();
  });

  describe('pages of 25', () => {
    it('moves between pages by links that keep the page in the address, and back again', async () => {
      const { user, calls, router } = renderList(pages(28));
      const nav = await screen.findByRole('navigation', { name: 'Vaccination pages' });
      expect(nav).toHaveTextContent('Page 1 of 2');
      expect(within(list()).getAllByRole('listitem')).toHaveLength(25);
      expect(within(nav).queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();

      await user.click(within(nav).getByRole('link', { name: 'Next page' }));
      expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
      expect(router.state.location.search).toBe('?page=1');
      expect(calls.at(-1)?.url.searchParams.get('page')).toBe('1');
      expect(within(list()).getAllByRole('listitem')).toHaveLength(3);
      expect(screen.getByRole('heading', { level: 2, name: /^Vaccine 26 / })).toBeInTheDocument();
      // The new list takes focus: the pressed link is gone.
      expect(list()).toHaveFocus();
      expect(screen.queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/en/vaccinations');

      await act(() => router.navigate(-1));
      expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: /^Vaccine 1 / })).toBeInTheDocument();
    });

    it('opens the page the address names, leaving focus alone', async () => {
      const { calls } = renderList(pages(60), { route: '/en/vaccinations?page=2' });
      expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
      expect(calls[0]?.url.searchParams.get('page')).toBe('2');
      expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/en/vaccinations?page=1');
      expect(list()).not.toHaveFocus();
    });

    it('goes to the last page from a page past the end', async () => {
      const { router } = renderList(pages(28), { route: '/en/vaccinations?page=5' });
      expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.search).toBe('?page=1'));
    });

    it('goes to the first page when a later page is asked for and there are no vaccinations', async () => {
      const { router } = renderList(pages(0), { route: '/en/vaccinations?page=1' });
      expect(await screen.findByRole('heading', { level: 2, name: 'No vaccinations' })).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.search).toBe(''));
    });
  });

  it('speaks Finnish', async () => {
    const { calls } = renderList(pages(28), { lang: 'fi' });
    expect(await screen.findByRole('list', { name: 'Rokotuksesi' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Rokotukset' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Rokotuspäivä13.10.2026');
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Voimassa asti11.4.2027');
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Rokotuksen antajaRokotushuone, Kamppi');
    const nav = screen.getByRole('navigation', { name: 'Rokotusten sivut' });
    expect(nav).toHaveTextContent('Sivu 1/2');
    expect(within(nav).getByRole('link', { name: 'Seuraava sivu' })).toHaveAttribute('href', '/fi/rokotukset?page=1');
    expect(calls[0]?.url.searchParams.get('lang')).toBe('fi');
  });

  it('speaks Swedish, also when empty', async () => {
    renderList(answer(aVaccinationsList([])), { lang: 'sv' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Inga vaccinationer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Vaccinationer' })).toBeInTheDocument();
  });

  it('speaks Swedish with vaccinations', async () => {
    renderList(answer(aVaccinationsList([aVaccination()])), { lang: 'sv' });
    const item = within(await screen.findByRole('list', { name: 'Dina vaccinationer' })).getByRole('listitem');
    expect(item).toHaveTextContent('Vaccinationsdatum13.10.2026');
    expect(item).toHaveTextContent('Giltig till11.4.2027');
    expect(item).toHaveTextContent('Given avRokotushuone, Kamppi');
  });
});
