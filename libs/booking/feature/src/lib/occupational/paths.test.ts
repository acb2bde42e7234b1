import { pagePaths } from '@portal/shared/util';
import { INFLUENZA_VACCINE_SPECIALTY_IDS } from '@portal/booking/contracts';
import { languages } from '@portal/shared/i18n';

describe('occupational paths', () => {
  it.each([
    ['fi', '/fi/ajanvaraus/tyoterveys', '/fi/tyoterveys/vapaat-ajat', '/fi/tyoterveys/rokotukset'],
    ['sv', '/sv/tidsbokning/foretagshalsovard', '/sv/foretagshalsovard/lediga-tider', '/sv/foretagshalsovard/vaccinationer'],
    ['en', '/en/booking/occupational-healthcare', '/en/occupational-healthcare/available-appointments', '/en/occupational-healthcare/vaccinations'],
  ] as const)('in %s: the landing, the signed-in list and the vaccination page', (lang, landing, list, vaccinations) => {
    expect(pagePaths.occupationalBooking.landing(lang)).toBe(landing);
    expect(pagePaths.occupationalBooking.search(lang)).toBe(list);
    expect(pagePaths.occupationalBooking.vaccinations(lang)).toBe(vaccinations);
  });
});

describe('the landing forward', () => {
  it('keeps the query string as it is, repeated parameters and all', () => {
    const query = '?clinicIds=JKL&clinicIds=OUL&time=afternoon&specialtyIds=YL&includeRemote=true';
    expect(pagePaths.occupationalBooking.search('fi', query)).toBe(`/fi/tyoterveys/vapaat-ajat${query}`);
    expect(pagePaths.occupationalBooking.search('sv', query)).toBe(`/sv/foretagshalsovard/lediga-tider${query}`);
  });

  it('adds nothing without a query, and the question mark when it is missing', () => {
    expect(pagePaths.occupationalBooking.search('en', '')).toBe('/en/occupational-healthcare/available-appointments');
    expect(pagePaths.occupationalBooking.search('en', '?')).toBe('/en/occupational-healthcare/available-appointments');
    expect(pagePaths.occupationalBooking.search('en', 'time=morning')).toBe('/en/occupational-healthcare/available-appointments?time=morning');
  });
});

describe('the specialty search', () => {
  it.each(languages)('repeats specialtyIds once per influenza specialty in %s', (lang) => {
    const url = new URL(pagePaths.occupationalBooking.specialtySearch(lang, INFLUENZA_VACCINE_SPECIALTY_IDS), 'http://portal.test');
    expect(url.pathname).toBe(pagePaths.occupationalBooking.search(lang));
    expect(url.searchParams.getAll('specialtyIds')).toEqual([...INFLUENZA_VACCINE_SPECIALTY_IDS]);
    expect([...url.searchParams.keys()].every((key) => key === 'specialtyIds')).toBe(true);
  });
});
