import { testDatabases } from '@portal/shared/db/testing';
import { feedbackTestApp } from '../../testing/feedback-fixtures';

const profile = 'https://www.kajo.example/{lang}/ammattilaiset/{id}';

describe.each(testDatabases)('the outside links on $name', ({ open }) => {
  describe('in development without addresses', () => {
    const c = feedbackTestApp(open);
    beforeAll(c.setUp);
    afterAll(() => c.tearDown());
    const get = (url: string) => c.t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

    it.each([
      ['/out/app-store', '/dev-outside/app-store', 'fi', 'Kajo: Sovellus App Storessa (kehitysympäristön sijaissivu)'],
      ['/out/google-play', '/dev-outside/google-play', 'fi', 'Kajo: Sovellus Google Playssa'],
      ['/out/laboratories?lang=sv', '/dev-outside/laboratories?lang=sv', 'sv', 'Kajo: Laboratorier (ersättningssida i utvecklingsmiljön)'],
      ['/out/imaging-centres?lang=en', '/dev-outside/imaging-centres?lang=en', 'en', 'Kajo: Imaging centres (a stand-in page of the development environment)'],
      ['/out/practitioners/42?lang=en', '/dev-outside/practitioners/42?lang=en', 'en', "Kajo: The practitioner&#39;s profile"],
    ])('sends %s on to the stand-in page %s, which this server serves', async (from, to, lang, title) => {
      const sent = await get(from);
      expect(sent.statusCode).toBe(302);
      expect(sent.headers.location).toBe(to);
      expect(sent.headers['cache-control']).toBe('no-cache');
      const standIn = await get(to);
      expect(standIn.statusCode).toBe(200);
      expect(standIn.headers['content-type']).toMatch(/^text\/html/);
      expect(standIn.body).toContain(`<html lang="${lang}">`);
      expect(standIn.body).toContain(`<h1>${title}`);
      expect(standIn.body).toContain('<code>OUTSIDE_LINK_');
    });

    it("names the practitioner on the profile's stand-in", async () => {
      expect((await get('/dev-outside/practitioners/42?lang=en')).body).toContain("The practitioner&#39;s id: 42");
    });

    it("serves the demo referrals' instructions, which the clinical system gives in production", async () => {
      const page = await get('/dev-outside/patient-instructions/imaging?lang=sv');
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<h1>Patientanvisning för bilddiagnostiken (ersättningssida i utvecklingsmiljön)</h1>');
      expect((await get('/dev-outside/patient-instructions/dentist')).statusCode).toBe(400);
    });

    it.each([
      ['a practitioner id that is no number', '/out/practitioners/abc?lang=fi', 400],
      ['a practitioner id of zero', '/out/practitioners/0', 400],
      ['a language the portal has not', '/out/laboratories?lang=de', 400],
      ['an outside page there is not', '/out/elsewhere', 404],
    ])('refuses %s, with no portal page', async (_, url, status) => {
      const answer = await get(url);
      expect(answer.statusCode).toBe(status);
      expect(answer.headers.location).toBeUndefined();
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
    });
  });

  describe('with addresses configured', () => {
    const c = feedbackTestApp(open, {
      env: {
        PORTAL_BRAND: 'children',
        OUTSIDE_LINK_APP_STORE: 'https://apps.apple.com/fi/app/kajo-lapset/id6400000001',
        OUTSIDE_LINK_PRACTITIONER_PROFILE: profile,
        OUTSIDE_LINK_IMAGING_CENTRES: 'https://www.kajo.example/{lang}/kuvantaminen',
      },
    });
    beforeAll(c.setUp);
    afterAll(() => c.tearDown());
    const location = async (url: string) => (await c.t.app.inject({ method: 'GET', url })).headers.location;

    it('sends each on to its address, with the language and the id filled in', async () => {
      expect(await location('/out/app-store')).toBe('https://apps.apple.com/fi/app/kajo-lapset/id6400000001');
      expect(await location('/out/practitioners/7?lang=sv')).toBe('https://www.kajo.example/sv/ammattilaiset/7');
      expect(await location('/out/imaging-centres?lang=en')).toBe('https://www.kajo.example/en/kuvantaminen');
      // Without a language, the portal's first.
      expect(await location('/out/imaging-centres')).toBe('https://www.kajo.example/fi/kuvantaminen');
      // The ones not set still stand in.
      expect(await location('/out/google-play')).toBe('/dev-outside/google-play');
    });
  });

  describe('in production', () => {
    const c = feedbackTestApp(open, { env: { PORTAL_ENVIRONMENT: 'production', OIDC_ISSUER: 'https://idp.example', OIDC_CLIENT_SECRET: 's' } });
    beforeAll(c.setUp);
    afterAll(() => c.tearDown());

    it('sends each on to its configured address and serves no stand-in page', async () => {
      expect((await c.t.app.inject({ method: 'GET', url: '/out/laboratories?lang=sv' })).headers.location).toBe('https://www.kajo.example/sv/laboratoriot');
      expect((await c.t.app.inject({ method: 'GET', url: '/dev-outside/app-store' })).statusCode).toBe(404);
      expect((await c.t.app.inject({ method: 'GET', url: '/dev-outside/patient-instructions/laboratory' })).statusCode).toBe(404);
    });
  });
});
