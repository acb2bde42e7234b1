import { aSignedInSession, renderWithProviders } from '@portal/shared/data-access/testing';
import { screen } from '@testing-library/react';
import { HomePage } from './home-page';

describe('front page', () => {
  it('greets the signed-in patient by first name', async () => {
    renderWithProviders(<HomePage />, { session: aSignedInSession({}, { firstName: 'Maija' }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Maija' })).toBeInTheDocument();
    expect(screen.queryByText(/acting on behalf/)).not.toBeInTheDocument();
  });

  it.each([
    ['fi', 'Hei, Maija'],
    ['sv', 'Hej, Maija'],
  ] as const)('greets in %s', (lang, greeting) => {
    renderWithProviders(<HomePage />, { lang, session: aSignedInSession({ lang }, { firstName: 'Maija' }) });
    expect(screen.getByRole('heading', { level: 1, name: greeting })).toBeInTheDocument();
  });

  it('says whose information is shown when acting on behalf of someone', () => {
    renderWithProviders(<HomePage />, {
      session: aSignedInSession({}, { firstName: 'Maija', actingFor: { firstName: 'Onni', lastName: 'Meikäläinen' } }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Maija' })).toBeInTheDocument();
    expect(screen.getByText('You are acting on behalf of Onni Meikäläinen. The information shown is theirs.')).toBeInTheDocument();
  });

  it('keeps the name out of the tab title', () => {
    renderWithProviders(<HomePage />, { session: aSignedInSession() });
    expect(document.title).toBe('Front page');
  });
});
