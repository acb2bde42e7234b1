import { pagePaths } from '@portal/shared/util';
import { listHrefOf, reservationQueryOf } from './list-href';

describe('the way from a list to a reservation and back', () => {
  it('carries the list’s filters and names a customer type other than private', () => {
    const listQuery = new URLSearchParams('specialtyIds=3&specialtyIds=5&time=evening');
    expect(reservationQueryOf('insurance', listQuery)).toBe('?specialtyIds=3&specialtyIds=5&time=evening&customerType=insurance');
    expect(reservationQueryOf('private', listQuery)).toBe('?specialtyIds=3&specialtyIds=5&time=evening');
    expect(reservationQueryOf('private', new URLSearchParams())).toBe('');
  });

  it('goes back to the same list with the same filters, in the page’s language', () => {
    const there = reservationQueryOf('kela65', new URLSearchParams('startDate=2026-12-10&practitionerIds=4'));
    expect(listHrefOf('sv', 'kela65', new URLSearchParams(there))).toBe(`${pagePaths.booking.customerType('sv', 'kela65')}?startDate=2026-12-10&practitionerIds=4`);
    expect(listHrefOf('fi', 'private', new URLSearchParams())).toBe(pagePaths.booking.customerType('fi', 'private'));
  });
});
