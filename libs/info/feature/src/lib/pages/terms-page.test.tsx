import type { Lang } from '@portal/shared/i18n';
import { aBrand, renderWithProviders } from '@portal/shared/data-access/testing';
import { screen } from '@testing-library/react';
import { TermsPage } from './terms-page';

function renderTerms(lang: Lang, brand: 'general' | 'children') {
  return renderWithProviders(<TermsPage />, { lang, route: `/${lang}/eula`, brand: aBrand(brand) });
}

const firstHeading = { fi: 'Palvelun käyttö', sv: 'Användning av tjänsten', en: 'Using the service' } as const;

describe('terms page', () => {
  it.each([
    ['fi', 'Käyttöehdot', 'asiointipalvelussa \\(Kajo\\)'],
    ['sv', 'Användarvillkor', 'I Kajos e-tjänst'],
    ['en', 'Terms of use', 'In the Kajo online service'],
  ] as const)('shows the general brand’s terms in %s', (lang, title, brandText) => {
    renderTerms(lang, 'general');
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const heading = screen.getByRole('heading', { level: 2, name: firstHeading[lang] });
    expect(heading.closest('[lang]')).toBeNull();
    expect(screen.getByText(new RegExp(brandText))).toBeInTheDocument();
    expect(screen.queryByText(/available in Finnish only|endast på finska/)).not.toBeInTheDocument();
  });

  it('shows the children’s brand’s terms in Finnish without a notice in Finnish', () => {
    renderTerms('fi', 'children');
    expect(screen.getByText(/asiointipalvelussa \(Kajo Lapset\)/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Palvelun käyttö' }).closest('[lang]')).toBeNull();
  });

  it.each([
    ['sv', 'Användarvillkoren för Kajo Barn finns endast på finska.'],
    ['en', 'The terms of use of Kajo Kids are available in Finnish only.'],
  ] as const)('in %s says the children’s brand’s terms are in Finnish and shows them marked as Finnish', (lang, notice) => {
    renderTerms(lang, 'children');
    expect(screen.getByText(notice)).toBeInTheDocument();
    const heading = screen.getByRole('heading', { level: 2, name: 'Palvelun käyttö' });
    expect(heading.closest('[lang]')).toHaveAttribute('lang', 'fi');
    expect(screen.getByText(/asiointipalvelussa \(Kajo Lapset\)/)).toBeInTheDocument();
  });
});
