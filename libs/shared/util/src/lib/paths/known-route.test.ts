import { knownRoutePattern } from './known-route';

describe('knownRoutePattern', () => {
  it('keeps a pattern of the portal’s routes as it is, in every language', () => {
    for (const pattern of [
      '/fi',
      '/sv',
      '/fi/ajanvaraukset/:ids',
      '/sv/tidsbokning/boka/:reservationId',
      '/en/anonymous-users/available-appointments/kela65/:listId?',
      '/fi/tyoterveys/vapaat-ajat/:listId?',
      '/en/hpa/register',
      '/fi/viestit/uusi',
      '/fi/*',
      '/*',
    ]) {
      expect(knownRoutePattern(pattern)).toBe(pattern);
    }
  });

  it('makes the root `/`', () => {
    expect(knownRoutePattern('/')).toBe('/');
    expect(knownRoutePattern('')).toBe('/');
  });

  it('reduces ids, tokens and words the routes do not know to :id', () => {
    expect(knownRoutePattern('/fi/ajanvaraukset/123,456')).toBe('/fi/ajanvaraukset/:id');
    expect(knownRoutePattern('/fi/varaus/3kTMd9Rx1bQ7Lp2Zs8Vn4Ya6')).toBe('/fi/varaus/:id');
    expect(knownRoutePattern('/en/visits/0f8fad5b-d9cb-469f-a165-70867728950e')).toBe('/en/visits/:id');
    expect(knownRoutePattern('/fi/laboratoriotulos/2026-11-23')).toBe('/fi/laboratoriotulos/:id');
    expect(knownRoutePattern('/fi/jotain-muuta/:secret')).toBe('/fi/:id/:id');
    expect(knownRoutePattern('/de/booking')).toBe('/:id/booking');
  });

  it('keeps no personal data an address may carry', () => {
    const route = knownRoutePattern('/fi/010190-123A/maija.meikalainen@example.fi/+358 40 123 4567/Maija Meikäläinen');
    expect(route).toBe('/fi/:id/:id/:id/:id');
  });
});
