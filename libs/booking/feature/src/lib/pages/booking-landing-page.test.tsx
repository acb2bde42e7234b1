import { aBrand, aSignedInSession, anAnonymousSession, renderWithProviders } from '@portal/shared/data-access/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookingLandingPage, CUSTOMER_TYPE_EVENT, offeredCustomerTypes } from './booking-landing-page';

function tiles(name = 'Customer types') {
  const list = screen.getByRole('list', { name });
  return within(list)
    .getAllByRole('link')
    .map((link) => [within(link).getByRole('heading').textContent, link.getAttribute('href')]);
}

describe('booking landing', () => {
  it('offers private, insurance and occupational health in the main organisation', () => {
    renderWithProviders(<BookingLandingPage />, { route: '/en/booking', session: anAnonymousSession({ features: ['ohc-appointment-search'] }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Book an appointment' })).toBeInTheDocument();
    expect(tiles()).toEqual([
      ['Private customer', '/en/booking/private-customer'],
      ['Insurance customer', '/en/booking/insurance'],
      ['Occupational health', '/en/booking/occupational-healthcare'],
    ]);
  });

  it('has no occupational tile without the ohc-appointment-search flag its pages need', () => {
    expect(offeredCustomerTypes({ offersOccupationalHealth: true }, [])).toEqual(['private', 'insurance']);
    expect(offeredCustomerTypes({ offersOccupationalHealth: true }, ['ohc-appointment-search'])).toEqual(['private', 'insurance', 'occupational']);
  });

  it("has no occupational tile in the children's brand", () => {
    renderWithProviders(<BookingLandingPage />, { route: '/fi/ajanvaraus', lang: 'fi', brand: aBrand('children') });
    expect(tiles('Asiakastyypit')).toEqual([
      ['Yksityisasiakas', '/fi/ajanvaraus/yksityisasiakas'],
      ['Vakuutusasiakas', '/fi/ajanvaraus/vakuutus'],
    ]);
  });

  it('adds the 65+ tile with the kela65 flag, signed in or not', () => {
    renderWithProviders(<BookingLandingPage />, { route: '/en/booking', session: anAnonymousSession({ features: ['kela65'] }) });
    expect(tiles().at(-1)).toEqual(['65+ doctor visit', '/en/booking/kela65']);
    expect(offeredCustomerTypes({ offersOccupationalHealth: false }, ['kela65'])).toEqual(['private', 'insurance', 'kela65']);
  });

  it('carries the query string over to every list', () => {
    renderWithProviders(<BookingLandingPage />, {
      route: '/en/booking?practitionerIds=55&includeRemote=true',
      session: aSignedInSession({ lang: 'en', features: ['kela65', 'ohc-appointment-search'] }),
    });
    for (const [, href] of tiles()) expect(href).toMatch(/\?practitionerIds=55&includeRemote=true$/);
    expect(tiles()).toHaveLength(4);
  });

  it('tracks the chosen customer type and nothing of the query or the person', async () => {
    const page = renderWithProviders(<BookingLandingPage />, {
      route: '/en/booking?practitionerIds=55',
      path: '/en/booking',
      routes: [{ path: '/en/booking/insurance', element: <p>Insurance list</p> }],
      session: aSignedInSession({ lang: 'en' }),
    });
    await userEvent.setup({ delay: null }).click(screen.getByRole('link', { name: /Insurance customer/ }));
    expect(await screen.findByText('Insurance list')).toBeInTheDocument();
    expect(page.tracker.entries).toEqual([{ event: CUSTOMER_TYPE_EVENT, customerType: 'insurance' }]);
  });
});
