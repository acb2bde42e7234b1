import type { Lang } from '@portal/shared/i18n';
import { languages, localizedPath } from '@portal/shared/i18n';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPortal as render } from '../testing/render-portal';
import { featureRoutes } from './routes';

function renderPortal(path: string, brand: 'general' | 'children' = 'general') {
  return render(path, { brand });
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('portal routes', () => {
  it('sends / to the Finnish front page', async () => {
    const { router } = renderPortal('/');
    expect(await heading('Etusivu')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/fi');
  });

  it.each([
    ['/en/appointments', 'Appointments'],
    ['/fi/ajanvaraukset', 'Ajanvaraukset'],
    ['/sv/tidsbokningar', 'Tidsbokningar'],
    ['/fi/ajanvaraukset/12,13', 'Ajanvaraukset'],
  ])('%s shows its page', async (path, title) => {
    renderPortal(path);
    expect(await heading(title)).toBeInTheDocument();
  });

  it('the language switcher keeps the ids and the query', async () => {
    const { router } = renderPortal('/sv/tidsbokningar/1,2?tab=consent');
    await heading('Tidsbokningar');
    await userEvent.click(screen.getByRole('link', { name: 'In English' }));
    expect(await heading('Appointments')).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/en/appointments/1,2?tab=consent');
  });

  it.each([
    ['/fi/ei-ole-olemassa', 'Sivua ei löytynyt', 'Siirry etusivulle', '/fi'],
    ['/sv/finns-inte', 'Sidan hittades inte', 'Gå till startsidan', '/sv'],
    ['/en/no/such/page', 'Page not found', 'Go to the front page', '/en'],
    ['/de/seite', 'Sivua ei löytynyt', 'Siirry etusivulle', '/fi'],
  ])('%s shows the not-found page with a link home', async (path, title, home, homePath) => {
    renderPortal(path);
    expect(await heading(title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: home })).toHaveAttribute('href', homePath);
  });

  it("the children's brand has no certificates, conversations or questionnaires pages", async () => {
    for (const path of ['/fi/todistukset', '/en/conversations', '/sv/rundfraga']) {
      const { router } = renderPortal(path, 'children');
      expect(await heading(path.startsWith('/fi') ? 'Sivua ei löytynyt' : path.startsWith('/en') ? 'Page not found' : 'Sidan hittades inte')).toBeInTheDocument();
      router.dispose();
      document.body.innerHTML = '';
    }
  });

  it('the general brand has the certificates page', async () => {
    renderPortal('/fi/todistukset');
    expect(await heading('Todistukset')).toBeInTheDocument();
  });

  it('tracks a page view with the page id', async () => {
    const { tracker } = renderPortal('/en/booking?clinicIds=1');
    await heading('Book an appointment');
    expect(tracker.entries).toContainEqual({
      event: 'page_view',
      pageId: 'booking',
      pagePath: '/en/booking',
      lang: 'en',
      brand: 'general',
    });
  });
});

describe('every feature route', () => {
  const cases = languages.flatMap((lang: Lang) =>
    featureRoutes.flatMap((route) => {
      const path = localizedPath(lang, route.paths ? [route.paths] : [], { ids: '1' });
      return path ? [[lang, route.pageId, path] as const] : [];
    }),
  );

  it.each(cases)('%s %s (%s) renders a page with a heading', async (_lang, _pageId, path) => {
    const { router } = renderPortal(path);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /not found|ei löytynyt|hittades inte/i })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });
});
