import { aBrand, renderWithProviders } from '@portal/shared/data-access/testing';
import { screen, within } from '@testing-library/react';
import { HelpPage } from './help-page';

function renderHelp(brand = aBrand('general')) {
  return renderWithProviders(<HelpPage />, { lang: 'fi', route: '/fi/ohjeita', brand });
}

describe('help page', () => {
  it('gives common instructions and the SMS authentication FAQ in Finnish', () => {
    renderHelp();
    expect(screen.getByRole('heading', { level: 1, name: 'Ohjeita' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Yleisiä ohjeita',
      'Usein kysyttyä tekstiviestitunnistautumisesta',
      'Asiakaspalvelu',
    ]);
    const faq = screen.getByRole('region', { name: 'Usein kysyttyä tekstiviestitunnistautumisesta' });
    expect(within(faq).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Miten otan tekstiviestitunnistautumisen käyttöön?',
      'Millainen koodi on?',
      'Miten jatkan asiointia, kun istuntoni on vanhentunut?',
      'Miten vaihdan puhelinnumeron, johon koodit lähetetään?',
      'Miten poistan tekstiviestitunnistautumisen käytöstä?',
    ]);
    expect(faq).toHaveTextContent('etusivun ilmoituksesta tai Omat tiedot -sivulta');
    expect(faq).toHaveTextContent('Koodi on nelinumeroinen');
    expect(faq).toHaveTextContent('Koodilla voit jatkaa 8 tunnin ajan');
    expect(faq).toHaveTextContent('Numeron vaihtaminen vaatii kirjautumisen pankkitunnuksilla');
  });

  it.each([
    ['general', '010 380 3838', 'tel:+358103803838'],
    ['children', '010 380 3939', 'tel:+358103803939'],
  ] as const)('gives the %s brand’s customer service number with the local-call note', (brand, number, href) => {
    renderHelp(aBrand(brand));
    const service = screen.getByRole('region', { name: 'Asiakaspalvelu' });
    expect(within(service).getByRole('link', { name: number })).toHaveAttribute('href', href);
    expect(service).toHaveTextContent('Puhelun hinta on paikallisverkkomaksu tai matkapuhelinmaksu.');
  });

  it('leaves the local-call note out for a number that is not a business number', () => {
    renderHelp(aBrand('general', { customerServicePhone: '09 123 4567' }));
    expect(screen.queryByText(/paikallisverkkomaksu/)).not.toBeInTheDocument();
  });
});
