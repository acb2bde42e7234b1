import { routePatterns } from '@portal/shared/util';
import { pageHandleOf, preloadPages, switchLanguagePath, toRouteObjects } from './routing';
import type { PortalRoute } from './routing';
import { matchRouteTable } from './route-table';
import sv from 'virtual:portal-catalog/sv';
import { allMessages } from './catalogs';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createElement, Suspense } from 'react';

const lazy = () => Promise.resolve({ Component: () => null });

/** Renders a route's element as the portal does, under a Suspense boundary, once its code is in. */
async function renderInSuspense(element: ReactNode) {
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(createElement(Suspense, { fallback: 'loading' }, element));
  });
  if (!result) throw new Error('nothing rendered');
  return result;
}

describe('switchLanguagePath', () => {
  const handle = (paths: Record<string, string>) => ({ section: 'appointments', pageId: 'x', paths });
  const matches = [
    // The language root route carries no path levels of its own.
    { handle: { section: 'home', pageId: 'root', paths: {} }, params: {} },
    { handle: handle(routePatterns.appointments), params: {} },
    { handle: handle({ fi: ':ids', sv: ':ids', en: ':ids' }), params: { ids: '12,13' } },
  ];

  it('translates every segment and keeps ids, query and hash', () => {
    expect(switchLanguagePath(matches, 'sv', '?tab=consent', '#top')).toBe('/sv/tidsbokningar/12,13?tab=consent#top');
    expect(switchLanguagePath(matches, 'en')).toBe('/en/appointments/12,13');
  });

  it('goes to the front page of a language that lacks the page', () => {
    const [root] = matches;
    const help = [root, { handle: handle(routePatterns.help), params: {} }];
    expect(switchLanguagePath(help.filter((m) => m !== undefined), 'en', '?q=1')).toBe('/en');
  });

  it('keeps the unmatched rest of a not-found address', () => {
    const [root] = matches;
    const notFound = [root, { handle: handle({ fi: '*', sv: '*', en: '*' }), params: { '*': 'no/such' } }];
    expect(switchLanguagePath(notFound.filter((m) => m !== undefined), 'sv')).toBe('/sv/no/such');
  });

  it('ignores matches without a localized handle', () => {
    expect(switchLanguagePath([{ handle: undefined, params: {} }, ...matches], 'fi')).toBe('/fi/ajanvaraukset/12,13');
  });
});

describe('toRouteObjects', () => {
  const routes: PortalRoute[] = [
    { section: 'home', pageId: 'home', lazy },
    { section: 'help', pageId: 'help', paths: routePatterns.help, lazy },
    {
      section: 'appointments',
      pageId: 'appointments',
      paths: routePatterns.appointments,
      lazy,
      children: [{ section: 'appointments', pageId: 'appointment', paths: { fi: ':ids', sv: ':ids', en: ':ids' }, lazy }],
    },
  ];

  it('gives the paths of one language and drops pages absent in it', () => {
    const en = toRouteObjects(routes, 'en');
    expect(en.map((r) => r.path ?? 'index')).toEqual(['index', 'appointments']);
    expect(en[1]?.children?.[0]?.path).toBe(':ids');
    expect(toRouteObjects(routes, 'fi').map((r) => r.path ?? 'index')).toEqual(['index', 'ohjeita', 'ajanvaraukset']);
  });

  it('loads a page on demand with the whole catalog of its language, and a first page as it is', async () => {
    const firstPageLazy = jest.fn(() => Promise.resolve({ Component: () => 'the front page' }));
    const otherLazy = jest.fn(() => Promise.resolve({ Component: () => (allMessages('sv') ? 'with its messages' : 'without its messages') }));
    const [first, other] = toRouteObjects(
      [
        { section: 'home', pageId: 'home', firstPage: true, lazy: firstPageLazy },
        { section: 'appointments', pageId: 'appointments', paths: routePatterns.appointments, lazy: otherLazy },
      ],
      'sv',
    );
    expect(firstPageLazy).not.toHaveBeenCalled();
    const { container } = await renderInSuspense(first?.element);
    expect(container).toHaveTextContent('the front page');
    expect(allMessages('sv')).toBeUndefined();
    expect(otherLazy).not.toHaveBeenCalled();
    // The page's messages are there before it renders.
    const { container: second } = await renderInSuspense(other?.element);
    expect(second).toHaveTextContent('with its messages');
    expect(allMessages('sv')).toEqual(sv);
  });

  it('preloads the pages an address leads to, each once, and no others', async () => {
    const parentLazy = jest.fn(() => Promise.resolve({ Component: () => 'appointments' }));
    const childLazy = jest.fn(() => Promise.resolve({ Component: () => 'one appointment' }));
    const otherLazy = jest.fn(() => Promise.resolve({ Component: () => 'help' }));
    const objects = toRouteObjects(
      [
        {
          section: 'appointments',
          pageId: 'appointments',
          paths: routePatterns.appointments,
          lazy: parentLazy,
          children: [{ section: 'appointments', pageId: 'appointment', paths: { fi: ':ids', sv: ':ids', en: ':ids' }, lazy: childLazy }],
        },
        { section: 'help', pageId: 'help', paths: routePatterns.help, lazy: otherLazy },
      ],
      'fi',
    );
    preloadPages(objects, '/ajanvaraukset/12');
    preloadPages(objects, '/ajanvaraukset/12');
    expect(parentLazy).toHaveBeenCalledTimes(1);
    expect(childLazy).toHaveBeenCalledTimes(1);
    expect(otherLazy).not.toHaveBeenCalled();
    // Rendering the page uses the load already under way.
    const { container } = await renderInSuspense(objects[0]?.children?.[0]?.element);
    expect(container).toHaveTextContent('one appointment');
    expect(childLazy).toHaveBeenCalledTimes(1);
  });

  it('matches an address once for the preload and the route table, and again for the next address', () => {
    const objects = toRouteObjects([{ section: 'help', pageId: 'help', paths: routePatterns.help, lazy }], 'fi');
    const first = matchRouteTable(objects, '/ohjeita');
    expect(first?.map((match) => match.route)).toEqual([objects[0]]);
    expect(matchRouteTable(objects, '/ohjeita')).toBe(first);
    expect(matchRouteTable(objects, '/muuta')).toBeNull();
    // The answer kept belongs to its table: another table with the same routes is matched anew.
    expect(matchRouteTable([...objects], '/ohjeita')).not.toBe(first);
    expect(matchRouteTable(objects, '/ohjeita')).toEqual(first);
  });

  it('a failed preload is left for the page to show when it renders', () => {
    const failing = jest.fn(() => Promise.reject(new Error('chunk lost')));
    const objects = toRouteObjects([{ section: 'help', pageId: 'help', paths: routePatterns.help, lazy: failing }], 'fi');
    expect(() => preloadPages(objects, '/ohjeita')).not.toThrow();
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it('puts the section and paths in the handle, with a session required and full chrome by default', () => {
    const [home] = toRouteObjects(routes, 'sv');
    expect(home?.index).toBe(true);
    expect(home?.handle).toEqual({ section: 'home', pageId: 'home', paths: {}, access: 'signed-in', chrome: 'full' });
  });

  it('carries the access and chrome a route declares, also on child routes', () => {
    const declared: PortalRoute[] = [
      {
        section: 'transactionPath',
        pageId: 'transaction-path',
        paths: routePatterns.transactionPath,
        access: 'public',
        chrome: 'minimal',
        lazy,
        children: [{ section: 'login', pageId: 'login', paths: { fi: 'x', sv: 'x', en: 'x' }, access: 'anonymous', lazy }],
      },
    ];
    const [route] = toRouteObjects(declared, 'fi');
    expect(route?.handle).toMatchObject({ access: 'public', chrome: 'minimal' });
    expect(route?.children?.[0]?.handle).toMatchObject({ access: 'anonymous', chrome: 'full' });
  });
});

describe('pageHandleOf', () => {
  it('is the deepest localized handle', () => {
    const parent = { section: 'appointments', pageId: 'list', paths: {}, access: 'signed-in', chrome: 'full' };
    const child = { section: 'appointments', pageId: 'one', paths: {}, access: 'public', chrome: 'none' };
    expect(pageHandleOf([{ handle: undefined }, { handle: parent }, { handle: child }, { handle: undefined }])).toBe(child);
    expect(pageHandleOf([{ handle: undefined }])).toBeUndefined();
  });
});
