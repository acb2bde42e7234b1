import { pagePaths } from '@portal/shared/util';
import type { Lang } from '@portal/shared/i18n';
import { languages, toRouteObjects } from '@portal/shared/i18n';
import { labImagingRoutes } from './routes';

/** The builders of this domain's pages, by the names the table below uses. */
const builders = {
  imaging: pagePaths.labImaging.imaging,
  laboratory: pagePaths.labImaging.laboratory,
} as const;

// The translated paths exactly as the spec gives them.
describe('lab-imaging paths', () => {
  it.each([
    ['laboratory', 'fi', "/fi/laboratorio"],
    ['laboratory', 'sv', "/sv/laboratorium"],
    ['laboratory', 'en', "/en/laboratory"],
    ['imaging', 'fi', "/fi/kuvantaminen"],
    ['imaging', 'sv', "/sv/bildbehandling"],
    ['imaging', 'en', "/en/imaging"],
  ] as const)('%s in %s is %s', (builder, lang, expected) => {
    expect(builders[builder](lang)).toBe(expected);
  });
});

// The detail pages' paths of booking doc section 2, as the front page's items link to them.
describe('lab-imaging links', () => {
  it.each([
    ['fi', '/fi/laboratoriotulos/2026-11-20', '/fi/laboratoriolahete/7', '/fi/kuvantaminen/2026-11-19', '/fi/kuvantamislahete/8'],
    ['sv', '/sv/laboratorieresultat/2026-11-20', '/sv/laboratorieremiss/7', '/sv/bildbehandling/2026-11-19', '/sv/bildbehandlingremiss/8'],
    ['en', '/en/laboratoryresult/2026-11-20', '/en/laboratoryreferral/7', '/en/imaging/2026-11-19', '/en/imagingreferral/8'],
  ] as const)('in %s', (lang, labResult, labReferral, imagingResult, imagingReferral) => {
    expect(pagePaths.labImaging.labResult(lang, '2026-11-20')).toBe(labResult);
    expect(pagePaths.labImaging.labReferral(lang, 7)).toBe(labReferral);
    expect(pagePaths.labImaging.imagingResult(lang, '2026-11-19')).toBe(imagingResult);
    expect(pagePaths.labImaging.imagingReferral(lang, 8)).toBe(imagingReferral);
  });
});

describe('lab-imaging routes', () => {
  it.each(languages)('every route has a page and a page id in %s', (lang: Lang) => {
    const routes = toRouteObjects(labImagingRoutes, lang);
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      expect(route.element).toBeDefined();
      expect(route.handle).toEqual(expect.objectContaining({ pageId: expect.any(String) }));
    }
  });

  it('loads a page component for every route', async () => {
    for (const route of labImagingRoutes) {
      const loaded = await route.lazy();
      expect(loaded).toEqual({ Component: expect.any(Function) });
    }
  });
});
