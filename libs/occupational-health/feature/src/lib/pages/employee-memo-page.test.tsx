import type { Handler } from '@portal/shared/data-access/testing';
import type { Lang } from '@portal/shared/i18n';
import { aBrand, answer, jsonResponse, never, renderPage } from '@portal/shared/data-access/testing';
import { screen, within } from '@testing-library/react';
import { aMemo } from '@portal/occupational-health/contracts/testing';
import { EmployeeMemoPage } from './employee-memo-page';

const word = { en: 'employee-memo', fi: 'tyontekijan-muistio', sv: 'arbetstagarens-promemoria' } as const;

function renderMemo(handler: Handler, { lang = 'en', brand = aBrand() }: { lang?: Lang; brand?: ReturnType<typeof aBrand> } = {}) {
  const path = `/${lang}/${word[lang]}`;
  return renderPage(<EmployeeMemoPage />, { handlers: { 'GET /api/occupational-health-memo': handler }, route: path, path, lang, brand });
}

const section = (name: string) => screen.getByRole('region', { name });
const items = (name: string) => within(section(name)).getAllByRole('listitem').map((item) => item.textContent);

const texts = {
  en: {
    title: 'Employee memo',
    employer: 'Employer',
    department: 'Department',
    coverage: 'What your occupational health care covers',
    comprehensive: 'Your employer has arranged for you the preventive occupational health care that the law requires and medical care:',
    medicalCare: 'Medical care for illnesses at general practitioner level',
    services: 'What you can do',
    book: 'Book an occupational health appointment',
    periodic: 'Periodic health examinations',
    illness: 'When you fall ill',
    team: 'See your occupational health team',
    teamPath: '/en/occupational-health-care-team',
    bookingPath: '/en/booking/occupational-healthcare',
    notCustomer: 'The employee memo is for occupational health customers',
    loading: 'Loading the employee memo',
    retry: 'Try again',
  },
  fi: {
    title: 'Työntekijän muistio',
    employer: 'Työnantaja',
    department: 'Osasto',
    coverage: 'Mitä työterveyshuoltosi kattaa',
    comprehensive: 'Työnantajasi on järjestänyt sinulle lain edellyttämän ennaltaehkäisevän työterveyshuollon ja sairaanhoidon:',
    medicalCare: 'Yleislääkäritasoinen sairaanhoito',
    services: 'Mitä voit tehdä',
    book: 'Varaa työterveysaika',
    periodic: 'Määräaikaiset terveystarkastukset',
    illness: 'Kun sairastut',
    team: 'Katso työterveystiimisi',
    teamPath: '/fi/tyoterveystiimi',
    bookingPath: '/fi/ajanvaraus/tyoterveys',
    notCustomer: 'Työntekijän muistio on työterveysasiakkaille',
    loading: 'Työntekijän muistiota ladataan',
    retry: 'Yritä uudelleen',
  },
  sv: {
    title: 'Arbetstagarens promemoria',
    employer: 'Arbetsgivare',
    department: 'Avdelning',
    coverage: 'Vad din företagshälsovård omfattar',
    comprehensive: 'Din arbetsgivare har ordnat den förebyggande företagshälsovård som lagen kräver och sjukvård för dig:',
    medicalCare: 'Sjukvård på allmänläkarnivå',
    services: 'Vad du kan göra',
    book: 'Boka tid inom företagshälsovården',
    periodic: 'Periodiska hälsoundersökningar',
    illness: 'När du blir sjuk',
    team: 'Se ditt företagshälsovårdsteam',
    teamPath: '/sv/foretagshalsovardsteamet',
    bookingPath: '/sv/tidsbokning/foretagshalsovard',
    notCustomer: 'Arbetstagarens promemoria är för företagshälsovårdens kunder',
    loading: 'Arbetstagarens promemoria laddas',
    retry: 'Försök igen',
  },
} as const;

const languages = ['fi', 'sv', 'en'] as const;

describe('employee memo page', () => {
  it.each(languages)('tells Mikko what his comprehensive agreement gives him, in %s', async (lang) => {
    const t = texts[lang];
    const { calls } = renderMemo(answer(aMemo()), { lang });
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: t.coverage });
    expect(screen.getByText(t.employer).nextElementSibling).toHaveTextContent('Aurora Logistiikka Oy');
    expect(screen.getByText(t.department).nextElementSibling).toHaveTextContent('Varasto, Tampere');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([t.coverage, t.services, t.periodic, t.illness]);

    expect(section(t.coverage)).toHaveTextContent(t.comprehensive);
    expect(items(t.coverage)).toHaveLength(4);
    expect(items(t.coverage).at(-1)).toBe(t.medicalCare);
    expect(within(section(t.services)).getByRole('link', { name: t.book })).toHaveAttribute('href', t.bookingPath);
    expect(items(t.services)).toHaveLength(3);
    expect(within(section(t.periodic)).getByText('Kajo Tampere')).toBeInTheDocument();
    expect(section(t.periodic)).toHaveTextContent('Kajo TampereHämeenkatu 1033100 Tampere');
    expect(items(t.illness)).toHaveLength(3);
    expect(screen.getByRole('link', { name: t.team })).toHaveAttribute('href', t.teamPath);
    expect(calls[0]?.url.searchParams.get('lang')).toBe(lang);
  });

  it('lists the included vaccinations in English', async () => {
    renderMemo(answer(aMemo()));
    await screen.findByRole('heading', { level: 2, name: 'What you can do' });
    expect(items('What you can do')).toEqual([
      'You can book occupational health appointments online. Book an occupational health appointment',
      'Vaccinations are included in your occupational health care.',
      'The influenza vaccination is included in your occupational health care.',
    ]);
    expect(items('When you fall ill')).toEqual([
      "Tell your employer about your absence as your workplace's practice says.",
      'For sick leave you need a certificate from a nurse or a doctor.',
      'You can reach your occupational health team through messages.',
    ]);
  });

  it('tells what a statutory agreement covers and that medical care is not included', async () => {
    renderMemo(answer(aMemo({ contractType: 'Statutory' })));
    const coverage = await screen.findByRole('region', { name: 'What your occupational health care covers' });
    expect(coverage).toHaveTextContent('Your employer has arranged for you the preventive occupational health care that the law requires:');
    expect(items('What your occupational health care covers')).toEqual([
      'Health examinations, such as periodic health examinations',
      'Workplace surveys of the health risks of your work',
      'Advice and guidance on health and work ability',
    ]);
    expect(coverage).toHaveTextContent('Medical care for illnesses is not included in the agreement.');
  });

  it('sends the holder of an agreement of its own to ask what it covers', async () => {
    renderMemo(answer(aMemo({ contractType: 'Other' })), { lang: 'fi' });
    const coverage = await screen.findByRole('region', { name: 'Mitä työterveyshuoltosi kattaa' });
    expect(coverage).toHaveTextContent('Työnantajasi sopimuksella on oma sisältönsä. Kysy työnantajaltasi tai työterveystiimiltäsi, mitä se kattaa.');
    expect(within(coverage).queryByRole('list')).not.toBeInTheDocument();
  });

  it("has appointments booked by phoning the brand's customer service when online booking is not included, and says what is not included", async () => {
    renderMemo(answer(aMemo({ webReservationAllowed: false, vaccinationsAllowed: false, influenzaVaccinationAllowed: false })), { lang: 'sv' });
    const services = await screen.findByRole('region', { name: 'Vad du kan göra' });
    expect(within(services).queryByRole('link', { name: 'Boka tid inom företagshälsovården' })).not.toBeInTheDocument();
    expect(services).toHaveTextContent('Ditt avtal omfattar inte tidsbokning på nätet. Boka tid inom företagshälsovården genom att ringa vår kundtjänst: 010 380 3838');
    expect(within(services).getByRole('link', { name: '010 380 3838' })).toHaveAttribute('href', 'tel:+358103803838');
    expect(items('Vad du kan göra').slice(1)).toEqual(['Vaccinationer ingår inte i din företagshälsovård.', 'Influensavaccinationen ingår inte i din företagshälsovård.']);
  });

  it('leaves out the department and the periodic health examinations when the agreement names none', async () => {
    renderMemo(answer(aMemo({ departmentName: null, periodicInspectionClinic: null })));
    await screen.findByRole('heading', { level: 2, name: 'What you can do' });
    expect(screen.queryByText('Department')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Periodic health examinations' })).not.toBeInTheDocument();
    expect(screen.getByText('Employer').nextElementSibling).toHaveTextContent('Aurora Logistiikka Oy');
  });

  it('shows the parts of the clinic address on record only', async () => {
    renderMemo(answer(aMemo({ periodicInspectionClinic: { name: 'Kajo Tampere', street: null, postalCode: null, postOffice: 'Tampere' } })));
    const periodic = await screen.findByRole('region', { name: 'Periodic health examinations' });
    expect(periodic).toHaveTextContent(/this clinic:Kajo TampereTampere$/);
  });

  it.each(languages)('tells someone who is not an occupational health customer what the page is for, in %s', async (lang) => {
    renderMemo(answer({ type: 'notOccupationalCustomer' }), { lang });
    expect(await screen.findByRole('heading', { level: 2, name: texts[lang].notCustomer })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: texts[lang].title })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it("tells the same in the children's brand", async () => {
    renderMemo(answer({ type: 'notOccupationalCustomer' }), { brand: aBrand('children') });
    expect(await screen.findByRole('heading', { level: 2, name: 'The employee memo is for occupational health customers' })).toBeInTheDocument();
  });

  it.each(languages)('shows placeholders while loading, in %s', (lang) => {
    renderMemo(never, { lang });
    expect(screen.getByRole('status')).toHaveTextContent(texts[lang].loading);
  });

  it.each(languages)('shows the error view and loads again on retry, in %s', async (lang) => {
    let attempts = 0;
    const { user } = renderMemo(
      () => {
        attempts += 1;
        return attempts === 1 ? jsonResponse({}, 500) : jsonResponse(aMemo());
      },
      { lang },
    );
    await user.click(await screen.findByRole('button', { name: texts[lang].retry }));
    expect(await screen.findByRole('heading', { level: 2, name: texts[lang].coverage })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
