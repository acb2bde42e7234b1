import { routePatterns } from '@portal/shared/util';
import type { PortalRoute } from '@portal/shared/i18n';

export const homeRoutes: PortalRoute[] = [
  // Signed-in only: the app's guard sends anonymous visitors of the front page to the transaction path.
  {
    section: 'home',
    pageId: 'home',
    firstPage: true,
    lazy: () => {
      // The sections' code (imported by the page when it runs) starts loading beside the page's
      // own; should it fail, the page's import of it shows that.
      import('./components/front-page-sections').catch(() => undefined);
      return import('./pages/home-page').then((m) => ({ Component: m.HomePage }));
    },
  },
  {
    section: 'transactionPath',
    pageId: 'transaction-path',
    paths: routePatterns.transactionPath,
    // Public rather than anonymous-only: failed sign-ins report back here (?error=) and the message
    // must show whatever session the browser has.
    access: 'public',
    chrome: 'minimal',
    firstPage: true,
    lazy: () => import('./pages/transaction-path-page').then((m) => ({ Component: m.TransactionPathPage })),
  },
];
