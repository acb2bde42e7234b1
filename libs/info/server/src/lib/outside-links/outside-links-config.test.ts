import { developmentEnv as development, partReader, productionSharedEnv } from '@portal/shared/server/testing';
import { outsideLinksTestEnv } from '../../testing/feedback-fixtures';
import { OUTSIDE_LINK_VARIABLES, outsideLinksConfig } from './outside-links-config';

const configured = outsideLinksTestEnv;
const production = { ...productionSharedEnv, ...configured };
const { valueOf: linksOf, problemsOf } = partReader(outsideLinksConfig);

describe('the outside links', () => {
  it('lead to the development stand-in pages when unset', () => {
    expect(linksOf(development)).toEqual({
      fixed: { 'app-store': '/dev-outside/app-store', 'google-play': '/dev-outside/google-play' },
      localized: { laboratories: '/dev-outside/laboratories?lang={lang}', 'imaging-centres': '/dev-outside/imaging-centres?lang={lang}' },
      practitionerProfile: '/dev-outside/practitioners/{id}?lang={lang}',
    });
  });

  it('take each configured address, in development too', () => {
    expect(linksOf(production)).toEqual({
      fixed: { 'app-store': configured.OUTSIDE_LINK_APP_STORE, 'google-play': configured.OUTSIDE_LINK_GOOGLE_PLAY },
      localized: { laboratories: configured.OUTSIDE_LINK_LABORATORIES, 'imaging-centres': configured.OUTSIDE_LINK_IMAGING_CENTRES },
      practitionerProfile: configured.OUTSIDE_LINK_PRACTITIONER_PROFILE,
    });
    expect(linksOf({ ...development, OUTSIDE_LINK_APP_STORE: configured.OUTSIDE_LINK_APP_STORE }).fixed).toEqual({
      'app-store': configured.OUTSIDE_LINK_APP_STORE,
      'google-play': '/dev-outside/google-play',
    });
  });

  it('are every one required in production, over https:', () => {
    expect(problemsOf(production)).toBe('');
    const message = problemsOf(productionSharedEnv);
    for (const name of Object.values(OUTSIDE_LINK_VARIABLES)) expect(message).toContain(`${name}: required in the production environment`);
    expect(problemsOf({ ...production, OUTSIDE_LINK_LABORATORIES: 'http://www.kajo.example/{lang}/laboratoriot' })).toMatch(/OUTSIDE_LINK_LABORATORIES: must be https:/);
    expect(problemsOf(development)).toBe('');
  });

  it("refuse an address without the page language's or the practitioner's place", () => {
    expect(problemsOf({ ...production, OUTSIDE_LINK_PRACTITIONER_PROFILE: 'https://www.kajo.example/{lang}/ammattilaiset' })).toMatch(/OUTSIDE_LINK_PRACTITIONER_PROFILE: must hold \{id\}/);
    expect(problemsOf({ ...production, OUTSIDE_LINK_IMAGING_CENTRES: 'https://www.kajo.example/kuvantaminen' })).toMatch(/OUTSIDE_LINK_IMAGING_CENTRES: must hold \{lang\}/);
    expect(problemsOf({ ...development, OUTSIDE_LINK_APP_STORE: 'not an address' })).toMatch(/OUTSIDE_LINK_APP_STORE: must be a URL/);
  });
});
