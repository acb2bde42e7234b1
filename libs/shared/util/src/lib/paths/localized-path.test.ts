import { localizedPath, withQuery } from './localized-path';
import { routeSegments } from './route-segments';

describe('localizedPath', () => {
  it('builds the translated path with the ids filled in', () => {
    const levels = [{ fi: 'ajanvaraukset', sv: 'tidsbokningar', en: 'appointments' }, { fi: ':ids', sv: ':ids', en: ':ids' }];
    expect(localizedPath('fi', levels, { ids: [12, 13] })).toBe('/fi/ajanvaraukset/12,13');
    expect(localizedPath('sv', levels, { ids: '7' })).toBe('/sv/tidsbokningar/7');
  });

  it('is the language root without levels', () => {
    expect(localizedPath('en')).toBe('/en');
  });

  it('is undefined for a page missing in the language', () => {
    expect(localizedPath('sv', [routeSegments.help])).toBeUndefined();
    expect(localizedPath('fi', [routeSegments.help])).toBe('/fi/ohjeita');
  });
});

describe('withQuery', () => {
  it('adds the given parameters, encoded, and leaves out undefined ones', () => {
    expect(withQuery('/fi/kirjaudu', { nextPath: '/fi/laskut?page=2', mode: undefined })).toBe(
      '/fi/kirjaudu?nextPath=%2Ffi%2Flaskut%3Fpage%3D2',
    );
    expect(withQuery('/fi/kirjaudu', { mode: undefined })).toBe('/fi/kirjaudu');
  });
});
