import { aBrand, aSignedInSession, renderWithProviders } from '@portal/shared/data-access/testing';
import { screen } from '@testing-library/react';
import { NewCustomerPage } from './new-customer-page';

describe('new-customer page', () => {
  it('offers online booking and a call to the brand customer service', () => {
    renderWithProviders(<NewCustomerPage />, { brand: aBrand('children') });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, new customer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book an appointment online' })).toHaveAttribute('href', '/en/booking');
    expect(screen.getByRole('link', { name: 'Call customer service 010 380 3939' })).toHaveAttribute(
      'href',
      'tel:0103803939',
    );
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('offers logging out when signed in', () => {
    renderWithProviders(<NewCustomerPage />, { session: aSignedInSession() });
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });
});
