import { openPglite } from '@portal/shared/db/testing';
import { REFERENCE_RATE_LIMIT, SEARCH_RATE_LIMIT } from './routes';
import { at, searchTestApp } from './testing/fixtures';

// The limit is counted in the process's memory, whatever the database: PGlite only.
describe('the public search routes’ limit per client address', () => {
  const c = searchTestApp(openPglite);
  beforeAll(c.setUp, 60_000);
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  const get = (url: string, remoteAddress: string) => c.app.inject({ method: 'GET', url, remoteAddress });

  it.each([
    ['/api/appointments?lang=en', SEARCH_RATE_LIMIT.max, '203.0.113.10', '203.0.113.11'],
    ['/api/appointments/available-appointment-dates?lang=en', SEARCH_RATE_LIMIT.max, '203.0.113.20', '203.0.113.21'],
    ['/api/appointments/filters?lang=en', REFERENCE_RATE_LIMIT.max, '203.0.113.30', '203.0.113.31'],
    ['/api/appointments/practitioner-clinics?id=1', REFERENCE_RATE_LIMIT.max, '203.0.113.40', '203.0.113.41'],
    ['/api/appointments/specialty?id=YL&lang=en', REFERENCE_RATE_LIMIT.max, '203.0.113.50', '203.0.113.51'],
  ])('answers %s %i times a minute to one address, then 429 with Retry-After; another address still gets its answer', async (url, limit, address, otherAddress) => {
    await c.insert({ startDate: at('2026-11-24', '08:00') });
    for (let i = 0; i < limit; i++) {
      const response = await get(url, address);
      if (response.statusCode !== 200) throw new Error(`request ${i + 1} answered ${response.statusCode}: ${response.body}`);
    }
    const refused = await get(url, address);
    expect([refused.statusCode, refused.json()]).toEqual([429, { type: 'TooManyRequests' }]);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await get(url, otherAddress)).statusCode).toBe(200);
  });

  it('counts each route apart, and an IPv6 client by its /64', async () => {
    const search = '/api/appointments?lang=en';
    for (let i = 0; i < SEARCH_RATE_LIMIT.max; i++) await get(search, `2001:db8:1:2::${(i + 1).toString(16)}`);
    // Another address in the same /64 is the same client; another /64 is another.
    expect((await get(search, '2001:db8:1:2:ffff::1')).statusCode).toBe(429);
    expect((await get(search, '2001:db8:1:3::1')).statusCode).toBe(200);
    // The same client's calendar and filters are counted apart from its searches.
    expect((await get('/api/appointments/available-appointment-dates?lang=en', '2001:db8:1:2::1')).statusCode).toBe(200);
    expect((await get('/api/appointments/filters?lang=en', '2001:db8:1:2::1')).statusCode).toBe(200);
  });
});
