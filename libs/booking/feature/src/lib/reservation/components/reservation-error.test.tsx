import type { Lang } from '@portal/shared/i18n';
import { renderWithProviders } from '@portal/shared/data-access/testing';
import { screen } from '@testing-library/react';
import { ReservationError } from './reservation-error';

describe('ReservationError: validation', () => {
  it.each([
    ['en', 'Please check the following fields: Phone number, Personal identity code and Binding reservation'],
    ['fi', 'Tarkista seuraavat kentät: Puhelinnumero, Henkilötunnus ja Sitova varaus'],
    ['sv', 'Kontrollera följande fält: Telefonnummer, Personbeteckning och Bindande bokning'],
  ] as const)('lists the form labels of the rejected fields in %s', (lang: Lang, text) => {
    renderWithProviders(
      <ReservationError error={{ kind: 'validation', fields: ['phone', 'ssn', 'bindingAccepted'] }} listHref="/en/booking/private-customer" />,
      { lang },
    );
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });
});
