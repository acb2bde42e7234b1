import { isServerPath, outsideLinks, outsidePageLinks } from './outside-links';

describe('the outside links', () => {
  it('are addresses of the API, with the language and the id in them', () => {
    expect(outsideLinks.appStore).toBe('/out/app-store');
    expect(outsideLinks.googlePlay).toBe('/out/google-play');
    expect(outsidePageLinks.practitionerProfile(42, 'sv')).toBe('/out/practitioners/42?lang=sv');
    expect(outsidePageLinks.laboratories('en')).toBe('/out/laboratories?lang=en');
    expect(outsidePageLinks.imagingCentres('fi')).toBe('/out/imaging-centres?lang=fi');
  });

  it.each([
    ['/out/app-store', true],
    ['/api/certificates/7/pdf', true],
    ['/oauth/authenticate?lang=fi', true],
    ['/healthz', true],
    ['/api', true],
    ['/fi/ajanvaraukset', false],
    ['/outlet', false],
    ['/fi/out/app-store', false],
  ])('tells the API’s own address %s from a page of the portal', (address, isServer) => {
    expect(isServerPath(address)).toBe(isServer);
  });
});
