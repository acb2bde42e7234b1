import type { Handler } from '@portal/shared/data-access/testing';
import type { Lang } from '@portal/shared/i18n';
import { answer, jsonResponse, never, renderPage } from '@portal/shared/data-access/testing';
import { screen, within } from '@testing-library/react';
import { aReport } from '@portal/visits/contracts/testing';
import { VisitPage } from './visit-page';

function renderVisit(handler: Handler | null, { id = '12', lang = 'en' }: { id?: string; lang?: Lang } = {}) {
  const word = { en: 'visits', fi: 'kaynnit', sv: 'besoken' }[lang];
  return renderPage(<VisitPage />, {
    handlers: handler ? { [`GET /api/visits/${id}`]: handler } : {},
    route: `/${lang}/${word}/${id}`,
    path: `/${lang}/${word}/:visitId`,
    lang,
  });
}

describe('visit page', () => {
  it('shows whose visit it is, when, with whom, the diagnoses and the report texts', async () => {
    const { calls } = renderVisit(answer(aReport()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Visit 20.11.2026' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Visit details' });
    expect(details).toHaveTextContent('PatientLaura Mäkinen');
    expect(details).toHaveTextContent('Personal identity code150488-****');
    expect(details).toHaveTextContent('Date and time20.11.2026 at 10:00');
    expect(details).toHaveTextContent('PractitionerAnna Virtanen');
    expect(details).toHaveTextContent('SpecialtyGeneral practice');
    expect(details).toHaveTextContent('Type of carePrivate care');

    const diagnoses = screen.getByRole('table', { name: 'Diagnoses' });
    expect(within(diagnoses).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Code', 'Diagnosis']);
    expect(within(diagnoses).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['M54.5', 'Alaselän kipu'],
      ['Z73.3', 'Stressi, muualla luokittamaton'],
    ]);

    const report = screen.getByRole('region', { name: 'Medical report' });
    expect(within(report).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Tulosyy', 'Hoito ja jatko']);
    expect(within(report).getByText(/Kotiharjoitteet fysioterapeutin ohjeen mukaan\.\s+Tarvittaessa kipulääke\./)).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'All visits' })).toHaveAttribute('href', '/en/visits');
    expect(calls[0]?.url.pathname).toBe('/api/visits/12');
    expect(calls[0]?.url.searchParams.get('lang')).toBe('en');
  });

  it('prints with the browser’s print dialog; the button and the link stay off the paper', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    try {
      const { user } = renderVisit(answer(aReport()));
      const button = await screen.findByRole('button', { name: 'Print' });
      await user.click(button);
      expect(print).toHaveBeenCalledTimes(1);
      // The app's print rule hides what is marked screen-only.
      expect(button).toHaveAttribute('data-screen-only');
      expect(screen.getByRole('link', { name: 'All visits' })).toHaveAttribute('data-screen-only');
    } finally {
      print.mockRestore();
    }
  });

  it('tells occupational health care, and leaves out what the report lacks', async () => {
    renderVisit(answer(aReport({ visitType: 'occupationalHealth', practitionerName: null, specialtyName: null, diagnoses: [], texts: [] })));
    const details = await screen.findByRole('region', { name: 'Visit details' });
    expect(details).toHaveTextContent('Type of careOccupational health care');
    expect(details).not.toHaveTextContent('Practitioner');
    expect(details).not.toHaveTextContent('Specialty');
    expect(screen.queryByRole('table', { name: 'Diagnoses' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Medical report' })).not.toBeInTheDocument();
  });

  it("says 'Visit was not found' for a visit that is not the patient's, with the way to all visits", async () => {
    renderVisit(answer({ type: 'NotFound' }, 404));
    expect(await screen.findByRole('heading', { level: 1, name: 'Visit was not found' })).toBeInTheDocument();
    expect(screen.getByText('You can find all your visits in the list of visits.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All visits' })).toHaveAttribute('href', '/en/visits');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it.each(['abc', '1234567890', '0x1'])("says 'Visit was not found' for the id %p without asking the API", (id) => {
    const { calls } = renderVisit(null, { id });
    expect(screen.getByRole('heading', { level: 1, name: 'Visit was not found' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('shows placeholders while loading', () => {
    renderVisit(never);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the visit');
    expect(screen.getByRole('link', { name: 'All visits' })).toBeInTheDocument();
  });

  it('shows the error view and loads again on retry', async () => {
    let attempts = 0;
    const { user } = renderVisit(() => {
      attempts += 1;
      return attempts === 1 ? jsonResponse({}, 500) : jsonResponse(aReport());
    });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Visit 20.11.2026' })).toBeInTheDocument();
  });

  it('speaks Finnish', async () => {
    renderVisit(answer(aReport({ specialtyName: 'Yleislääketiede' })), { lang: 'fi' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Käynti 20.11.2026' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Käynnin tiedot' })).toHaveTextContent('Henkilötunnus150488-****');
    expect(screen.getByRole('table', { name: 'Diagnoosit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tulosta' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kaikki käynnit' })).toHaveAttribute('href', '/fi/kaynnit');
  });

  it('speaks Swedish when the visit was not found', async () => {
    renderVisit(answer({ type: 'NotFound' }, 404), { lang: 'sv' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Besöket hittades inte' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alla besök' })).toHaveAttribute('href', '/sv/besoken');
  });
});
