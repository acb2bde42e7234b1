import type { FeatureFlag } from '@portal/shared/contracts';
import type { Lang } from '@portal/shared/i18n';
import { aBrand, aSession, renderWithProviders } from '@portal/shared/data-access/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SicknessFundPage } from './sickness-fund-page';

const member: FeatureFlag[] = ['sickness-fund-page', 'is-finnair-sickness-fund-member'];

function renderFund({ features = member, lang = 'fi', query = '' }: { features?: FeatureFlag[]; lang?: Lang; query?: string } = {}) {
  return renderWithProviders(<SicknessFundPage />, {
    lang,
    route: `/${lang}/sairauskassa${query}`,
    path: `/${lang}/sairauskassa`,
    session: aSession({ features, lang }),
    brand: aBrand('general'),
  });
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent));

describe('sickness fund page', () => {
  it('shows a member the four tabs in Finnish, the overview first', () => {
    renderFund();
    expect(screen.getByRole('heading', { level: 1, name: 'Sairauskassa' })).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Sairauskassan tiedot' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Yleistä',
      'Korvauskäytännöt',
      'Ohjeet',
      'Usein kysyttyä',
    ]);
    expect(screen.getByRole('tab', { name: 'Yleistä' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Mikä sairauskassa on?' })).toBeInTheDocument();
    expect(screen.queryByText(/available in Finnish only/)).not.toBeInTheDocument();
  });

  it('lists the own shares and limits of account doc section 9 in the compensation tab', async () => {
    const user = userEvent.setup();
    const { router } = renderFund();
    await user.click(screen.getByRole('tab', { name: 'Korvauskäytännöt' }));
    expect(router.state.location.search).toBe('?tab=compensation');
    const table = screen.getByRole('table', { name: 'Korvauskäytännöt' });
    expect(rowsOf(table)).toEqual([
      ['Sairaanhoitajan vastaanotto', '5 €', 'Ei rajoitusta'],
      ['Yleislääkärin vastaanotto', '15 €', 'Enintään 12 käyntiä kalenterivuodessa 1.1.2024 alkaen'],
      ['Erikoislääkärin vastaanotto', '50 %', 'Sairauskassa korvaa enintään 200 € käyntiä kohden, enintään kaksi käyntiä vuodessa'],
      ['Toimenpiteet', '50 % toimenpiteen laitososuudesta', 'Sairauskassa korvaa enintään 300 €'],
      ['Laboratorio- ja kuvantamistutkimukset', '50 %', 'Ei rajoitusta'],
      ['Lyhytpsykoterapia', '0 %', 'Enintään 10 kertaa hoitojakson aikana'],
      ['Fysioterapia', '50 %', 'Sairauskassa korvaa enintään 500 € vuodessa'],
    ]);
  });

  it('gives the service hours and the brand’s number in the instructions tab, opened from the address', () => {
    renderFund({ query: '?tab=instructions' });
    expect(screen.getByRole('tab', { name: 'Ohjeet' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('Puhelinpalvelu 010 380 3838 palvelee arkisin klo 7–21 ja viikonloppuisin klo 9–18.');
    expect(panel).toHaveTextContent('Chat palvelee arkisin klo 8–20 ja viikonloppuisin klo 10–16.');
    expect(panel).toHaveTextContent('Viesteihin vastataan yhden arkipäivän kuluessa.');
  });

  it('answers the frequently asked questions in the FAQ tab', async () => {
    const user = userEvent.setup();
    renderFund();
    await user.click(screen.getByRole('tab', { name: 'Usein kysyttyä' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { level: 3, name: 'Korvataanko psykoterapia?' })).toBeInTheDocument();
  });

  it.each([
    ['sv', 'Sjukkassa', 'Informationen om sjukkassan finns endast på finska.', 'Översikt'],
    ['en', 'Sickness fund', "The sickness fund's information is available in Finnish only.", 'Overview'],
  ] as const)('in %s says the content is in Finnish and shows it, marked as Finnish', (lang, title, notice, tab) => {
    renderFund({ lang });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(notice)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    const heading = screen.getByRole('heading', { level: 2, name: 'Mikä sairauskassa on?' });
    expect(heading.closest('[lang]')).toHaveAttribute('lang', 'fi');
  });

  it.each([
    ['no flag', []],
    ['the page flag without membership', ['sickness-fund-page']],
    ['membership without the page flag', ['is-finnair-sickness-fund-member']],
  ] as const)('with %s says whom the page is for instead of the content', (_, features) => {
    renderFund({ features: [...features], lang: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sickness fund' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'This page is for sickness fund members' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the front page' })).toHaveAttribute('href', '/en');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });
});
