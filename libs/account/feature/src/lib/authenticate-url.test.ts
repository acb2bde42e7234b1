import { AuthenticateQuerySchema } from '@portal/shared/contracts';
import * as v from 'valibot';
import { authenticateUrl } from './authenticate-url';

describe('authenticateUrl', () => {
  it('carries lang, next, the method as acr_values and the mode', () => {
    const url = authenticateUrl({ lang: 'sv', next: '/sv/fakturor?page=2', method: 'nordea', mode: 'mandate' });
    expect(url).toBe('/oauth/authenticate?lang=sv&next=%2Fsv%2Ffakturor%3Fpage%3D2&acr_values=nordea&mode=mandate');
  });

  it('gives a query the API accepts', () => {
    const url = new URL(authenticateUrl({ lang: 'fi', next: '/fi', method: 'mobiilivarmenne', mode: 'self' }), 'https://x.invalid');
    const query = Object.fromEntries(url.searchParams);
    expect(v.parse(AuthenticateQuerySchema, query)).toEqual({
      lang: 'fi',
      next: '/fi',
      acr_values: 'mobiilivarmenne',
      mode: 'self',
      sessionScope: 'default',
    });
  });
});
