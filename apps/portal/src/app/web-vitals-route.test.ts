import { WebVitalSchema } from '@portal/shared/contracts';
import { brandHasSection } from '@portal/shared/data-access';
import { routePatternOf } from '@portal/shared/data-access/web-vitals';
import { languages } from '@portal/shared/i18n';
import { knownRoutePattern, localizedPath } from '@portal/shared/util';
import { brandConfigFor } from '../config/brands';
import * as v from 'valibot';
import { buildRoutes, featureRoutes, firstSegment, routesForSegment } from './routes';

/** A value for every route parameter, each one that a pattern must not repeat. */
const params = {
  ids: '101,102',
  appointmentId: 'Ab3dEf7hIj9kLm2nOp4q',
  reservationId: '103',
  invoiceId: '104',
  invoiceNumber: '41000001',
  visitId: '105',
  threadId: '106',
  invitationId: '107',
  date: '2026-11-20',
  imagingDate: '2026-11-19',
  referralId: '108',
  listId: '109',
};

// The Web Vitals of a visit are named by the pattern of the route its address matched
// (main.tsx, @portal/shared/data-access/web-vitals); the API takes a route its contract allows and
// keeps only the words of the portal's routes (knownRoutePattern): every page's pattern must come
// through whole.
describe.each(['general', 'children'] as const)('the route pattern of a visit to each page (%s brand)', (brand) => {
  const config = brandConfigFor({ brand, environment: 'production' });
  const routes = buildRoutes(config);

  it('is the page’s pattern, never its address, and the API keeps it as it is', () => {
    let pages = 0;
    for (const lang of languages) {
      for (const route of featureRoutes) {
        const path = localizedPath(lang, route.paths ? [route.paths] : [], params);
        if (path === undefined) continue;
        const pattern = routePatternOf(routesForSegment(routes, firstSegment(path)), path);
        // A section the brand lacks is the not-found page's.
        const expected = !brandHasSection(config, route.section) ? `/${lang}/*` : route.paths ? `/${lang}/${route.paths[lang] ?? ''}` : `/${lang}`;
        expect([route.pageId, path, pattern]).toEqual([route.pageId, path, expected]);
        expect([route.pageId, v.is(WebVitalSchema, { name: 'LCP', value: 1830, rating: 'good', route: pattern })]).toEqual([route.pageId, true]);
        expect([route.pageId, knownRoutePattern(pattern)]).toEqual([route.pageId, pattern]);
        for (const value of Object.values(params)) expect(pattern).not.toContain(value);
        pages++;
      }
    }
    expect(pages).toBeGreaterThan(100);
  });

  it('names an address no page has by the not-found page’s pattern', () => {
    for (const path of ['/fi/olematon-sivu/42', '/de/010190-123A']) {
      const pattern = routePatternOf(routesForSegment(routes, firstSegment(path)), path);
      expect(pattern).toBe(path.startsWith('/fi/') ? '/fi/*' : '/*');
      expect(v.is(WebVitalSchema, { name: 'LCP', value: 1830, rating: 'good', route: pattern })).toBe(true);
      expect(knownRoutePattern(pattern)).toBe(pattern);
    }
  });
});
