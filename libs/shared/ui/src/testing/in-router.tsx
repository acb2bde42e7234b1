import { renderWithIntl } from '@portal/shared/i18n/testing';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';

function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders inside a memory router at `at`, with the router's address shown in an output named
 * 'address': a link that navigated on the client changed it; one the browser would have loaded
 * did not.
 */
export function renderInRouter(ui: ReactElement, at = '/en') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {ui}
            <Address />
          </>
        ),
      },
    ],
    { initialEntries: [at] },
  );
  return { ...renderWithIntl(<RouterProvider router={router} />), router };
}

/**
 * Whether the page itself handled the next click (prevented the browser's own navigation). The
 * browser's navigation is then stopped, as jsdom has none.
 */
export function watchNextClick(): () => boolean | undefined {
  let handledByPage: boolean | undefined;
  document.addEventListener(
    'click',
    (event) => {
      handledByPage = event.defaultPrevented;
      event.preventDefault();
    },
    { once: true },
  );
  return () => handledByPage;
}
