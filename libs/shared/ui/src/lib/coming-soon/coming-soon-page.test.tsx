import { renderWithIntl } from '@portal/shared/i18n/testing';
import { screen } from '@testing-library/react';
import { ComingSoonPage } from './coming-soon-page';

describe('ComingSoonPage', () => {
  it('names the section and says it is coming, in the page language', () => {
    renderWithIntl(<ComingSoonPage title="Laskut" />, { lang: 'fi' });
    expect(screen.getByRole('heading', { level: 1, name: 'Laskut' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Tämä osio on tulossa pian' })).toBeInTheDocument();
    expect(document.title).toBe('Laskut');
  });
});
