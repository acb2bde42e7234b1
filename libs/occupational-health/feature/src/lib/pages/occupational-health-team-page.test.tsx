import type { Handler } from '@portal/shared/data-access/testing';
import type { Lang } from '@portal/shared/i18n';
import { aBrand, answer, jsonResponse, never, renderPage } from '@portal/shared/data-access/testing';
import { screen, within } from '@testing-library/react';
import { aMember, aTeam } from '@portal/occupational-health/contracts/testing';
import { OccupationalHealthTeamPage } from './occupational-health-team-page';

const word = { en: 'occupational-health-care-team', fi: 'tyoterveystiimi', sv: 'foretagshalsovardsteamet' } as const;

function renderTeam(handler: Handler, { lang = 'en', brand = aBrand() }: { lang?: Lang; brand?: ReturnType<typeof aBrand> } = {}) {
  const path = `/${lang}/${word[lang]}`;
  return renderPage(<OccupationalHealthTeamPage />, { handlers: { 'GET /api/occupational-health-team': handler }, route: path, path, lang, brand });
}

const section = (name: string) => screen.getByRole('region', { name });

describe('occupational health team page', () => {
  it('shows the employer and the team by role, each name linking to the practitioner’s public page', async () => {
    const { calls } = renderTeam(answer(aTeam()));
    expect(screen.getByRole('heading', { level: 1, name: 'Occupational health team' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Responsible doctors' });
    expect(screen.getByText('Employer').nextElementSibling).toHaveTextContent('Aurora Logistiikka Oy');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Responsible doctors', 'Responsible nurses', 'Psychologists']);

    const doctors = within(section('Responsible doctors')).getAllByRole('listitem');
    expect(doctors).toHaveLength(2);
    const marko = within(doctors[0] as HTMLElement);
    expect(marko.getByRole('heading', { level: 3, name: 'Marko Kinnunen (profile opens on our website)' })).toBeInTheDocument();
    expect(marko.getByRole('link', { name: 'Marko Kinnunen (profile opens on our website)' })).toHaveAttribute('href', '/out/practitioners/10?lang=en');
    expect(doctors[0]).toHaveTextContent('Occupational health physician');
    // Away today: until when, and who stands in over which days, in the Finnish date form.
    expect(doctors[0]).toHaveTextContent('Away until 2.12.2026');
    expect(doctors[0]).toHaveTextContent('SubstituteLauri Ahonen 19.11.2026–2.12.2026');
    expect(marko.getByRole('link', { name: 'Lauri Ahonen (profile opens on our website)' })).toHaveAttribute('href', '/out/practitioners/29?lang=en');
    // At work, nobody standing in.
    expect(doctors[1]).toHaveTextContent('Tiina Rantanen');
    expect(doctors[1]).not.toHaveTextContent('Substitute');
    expect(doctors[1]).not.toHaveTextContent('Away');

    // An absence to come: the substitute and the period, but not away yet.
    const [nurse] = within(section('Responsible nurses')).getAllByRole('listitem');
    expect(nurse).toHaveTextContent('Heidi Salonen');
    expect(nurse).toHaveTextContent('SubstituteJanne Tuominen 12.12.2026–19.12.2026');
    expect(nurse).not.toHaveTextContent('Away');
    expect(within(section('Psychologists')).getByRole('link', { name: 'Elina Manninen (profile opens on our website)' })).toBeInTheDocument();

    expect(calls[0]?.url.searchParams.get('lang')).toBe('en');
  });

  it('links to the brand’s pages in the page’s language, and leaves a room or a service without a link', async () => {
    renderTeam(
      answer(aTeam({ responsibleDoctors: [aMember({ name: 'Etävastaanotto', hasPublicPage: false })], responsibleNurses: [], otherProfessionals: [] })),
      { lang: 'fi' },
    );
    expect(await screen.findByRole('heading', { level: 3, name: 'Etävastaanotto' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Etävastaanotto/ })).not.toBeInTheDocument();
    // Roles nobody has are left out.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Vastuulääkärit']);
  });

  it('shows a substitute without a period by name only', async () => {
    renderTeam(answer(aTeam({ responsibleDoctors: [aMember({ substitute: { id: 29, name: 'Lauri Ahonen', hasPublicPage: true } })] })));
    const [doctor] = within(await screen.findByRole('region', { name: 'Responsible doctors' })).getAllByRole('listitem');
    expect(doctor).toHaveTextContent(/SubstituteLauri Ahonen$/);
    expect(doctor).not.toHaveTextContent('Away');
  });

  it('says when the team has not been named yet', async () => {
    renderTeam(answer(aTeam({ responsibleDoctors: [], responsibleNurses: [], otherProfessionals: [] })));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your team has not been named yet' })).toBeInTheDocument();
    expect(screen.getByText('Aurora Logistiikka Oy')).toBeInTheDocument();
  });

  it.each([
    ['en', 'The occupational health team is for occupational health customers'],
    ['fi', 'Työterveystiimi on työterveysasiakkaille'],
    ['sv', 'Företagshälsovårdsteamet är för företagshälsovårdens kunder'],
  ] as const)('tells someone who is not an occupational health customer what the page is for, in %s', async (lang, title) => {
    renderTeam(answer({ type: 'notOccupationalCustomer' }), { lang });
    expect(await screen.findByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it("tells the same in the children's brand", async () => {
    renderTeam(answer({ type: 'notOccupationalCustomer' }), { brand: aBrand('children') });
    expect(await screen.findByRole('heading', { level: 2, name: 'The occupational health team is for occupational health customers' })).toBeInTheDocument();
  });

  it('shows placeholders while loading', () => {
    renderTeam(never);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the occupational health team');
  });

  it('shows the error view and loads again on retry', async () => {
    let attempts = 0;
    const { user } = renderTeam(() => {
      attempts += 1;
      return attempts === 1 ? jsonResponse({}, 500) : jsonResponse(aTeam());
    });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Responsible doctors' })).toBeInTheDocument();
  });
});
